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

describe('issue 23: the formula guard reads the cell as a spreadsheet does', () => {
  it.each([
    [' =1+1', 'a leading space'],
    ['\u00a0=1+1', 'a no-break space'],
    ['\u3000=1+1', 'an ideographic space'],
    ['\u200b=HYPERLINK("http://x","clic")', 'a zero-width space'],
    ['\ufeff@SUM(A1)', 'a byte-order mark'],
    ['\n-2+3', 'a line break'],
    ['\uff1d1+1', 'a full-width ＝'],
    ['\uff0b33 6 12 34 56 78', 'a full-width ＋'],
    ['\uff0d1+1', 'a full-width －'],
    ['\uff20SUM(A1)', 'a full-width ＠'],
    ['\u00a0\u200b \uff1dcmd|" /C calc"!A0', 'spaces, a zero-width space and a full-width ＝'],
    ['\ufe66 1', 'a small ﹦'],
  ])('%j (%s) gets the apostrophe', (value) => {
    expect(toCsv(['V'], [[value]])).toContain(`"'${value.replaceAll('"', '""')}"`);
  });

  it('leaves text that only holds those signs later, or none at all, as it is', () => {
    for (const value of ['Bonjour = salut', 'Jean-Pierre', ' Camille', '\u00a0', '', 'a+b@c.fr']) {
      expect(toCsv(['V'], [[value]])).toContain(`"${value}"\r\n`);
    }
  });
});
