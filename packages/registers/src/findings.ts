/**
 * One point the register check compared, said in French: equal (✓), a difference (✗, which fails
 * the check), or a note (→, something to do that changes nothing a visitor reads).
 */
export interface Finding {
  kind: 'equal' | 'differs' | 'note';
  text: string;
}

export const equal = (text: string): Finding => ({ kind: 'equal', text });
export const differs = (text: string): Finding => ({ kind: 'differs', text });
export const note = (text: string): Finding => ({ kind: 'note', text });

export const FINDING_MARK = { equal: '✓', differs: '✗', note: '→' } as const;

/** « X », with the no-break spaces French puts inside the quotes. */
export const quote = (text: string) => `«\u00a0${text}\u00a0»`;

/** `Label : text`, the no-break space before the colon. */
export const labelled = (label: string, text: string) => `${label}\u00a0: ${text}`;

/**
 * Titles compared as a reader reads them: letter case, apostrophes (’ or ') and spaces (plain or
 * no-break) aside; a different word or accent is a difference.
 */
export const comparableText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .toLocaleLowerCase('fr');
