import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/csv.ts';

describe('CSV for French Excel', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends every line with CRLF', () => {
    const csv = toCsv(['Nom', 'Motif'], [['Élodie', 'Formation IA']]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe('\uFEFF"Nom";"Motif"\r\n"Élodie";"Formation IA"\r\n');
  });

  it('keeps a message with ; quotes and line breaks in one field', () => {
    const csv = toCsv(['Message'], [['Bonjour ; il a dit "oui"\nà bientôt']]);
    expect(csv).toBe('\uFEFF"Message"\r\n"Bonjour ; il a dit ""oui""\nà bientôt"\r\n');
  });

  it('turns values Excel would run as formulas into text with a leading apostrophe', () => {
    const dangerous = ['=HYPERLINK("http://x","clic")', '+33 6 12 34 56 78', '-1+1', '@SUM(A1)', '\t=1'];
    const csv = toCsv(
      ['Valeur'],
      dangerous.map((value) => [value]),
    );
    const lines = csv.slice(1).split('\r\n').slice(1, -1);
    expect(lines).toEqual(['"\'=HYPERLINK(""http://x"",""clic"")"', '"\'+33 6 12 34 56 78"', '"\'-1+1"', '"\'@SUM(A1)"', '"\'\t=1"']);
    expect(toCsv(['V'], [['06 12 34 56 78']])).toContain('"06 12 34 56 78"');
  });
});
