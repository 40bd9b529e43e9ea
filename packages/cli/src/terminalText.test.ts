import { describe, expect, it } from 'vitest';
import { capRows, hiddenRowsLine } from './rowCap.ts';
import { terminalText } from './terminalText.ts';

describe('terminalText: what a terminal must not obey', () => {
  it('shows each control, bidirectional and invisible character as �, and keeps the line breaks', () => {
    const hostile = 'Élodie\u001b]0;pirate\u0007 \u001b[2J\u202eevil\u202c \u2066x\u2069 \u200bz\u00ad \u0085\u2028';
    expect(terminalText(hostile)).toBe('Élodie�]0;pirate� �[2J�evil� �x� �z� ��');
    expect(terminalText('ligne 1\r\nligne 2\rligne 3\n\tfin')).toBe('ligne 1\nligne 2\nligne 3\n  fin');
  });

  it('leaves French typography and the tables’ drawing alone, and cuts nothing', () => {
    const text = `«\u00a0Répondu\u00a0»\u202f! ─── ${'x'.repeat(500)} 😀`;
    expect(terminalText(text)).toBe(text);
  });
});

describe('capRows: a terminal shows the first rows, then how many it left out', () => {
  it('keeps every row up to the cap, and counts the rest in French', () => {
    expect(capRows([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(capRows([1, 2, 3, 4, 5], 2)).toEqual({ shown: [1, 2], hidden: 3 });
    expect(hiddenRowsLine(0)).toBeUndefined();
    expect(hiddenRowsLine(1)).toBe('(1 autre)');
    expect(hiddenRowsLine(1980, 'voir le CSV')).toBe('(1\u202f980 autres\u00a0: voir le CSV)');
  });
});
