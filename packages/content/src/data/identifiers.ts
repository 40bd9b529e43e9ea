/**
 * The checks of the identifiers and values the school's data hold, as plain functions: the
 * schema's formats (`validate.ts`) and the editor's hints use them, so one rule says what a
 * SIRET is. Sources: INSEE (SIREN and SIRET: Luhn key; some of La Poste's establishments, SIREN 356 000 000,
 * have a sum of digits divisible by 5 instead), the Éducation nationale's UAI (7 characters and a
 * check letter: the remainder of the number by 23, in an alphabet without I, O and Q), the
 * declaration of activity of a training body (11 digits, Code du travail art. R6351-1 ff.), the
 * French VAT number (FR, a 2-digit key computed from the SIREN, then the SIREN).
 */

/** The digits of `text` once the spaces (plain or no-break) are removed, or undefined if anything else is there. */
export function digitsOf(text: string, length: number): string | undefined {
  const digits = text.replace(/[ \u00a0\u202f]/g, '');
  return new RegExp(`^\\d{${length}}$`).test(digits) ? digits : undefined;
}

/** The Luhn check (ISO/IEC 7812), from the rightmost digit: every second digit doubled. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's SIREN: some of its establishments' SIRET fail Luhn and follow their own key (INSEE). */
const LA_POSTE_SIREN = '356000000';

export function isSiren(text: string): boolean {
  const digits = digitsOf(text, 9);
  return digits !== undefined && luhnValid(digits);
}

export function isSiret(text: string): boolean {
  const digits = digitsOf(text, 14);
  if (digits === undefined) return false;
  if (luhnValid(digits) && luhnValid(digits.slice(0, 9))) return true;
  return digits.startsWith(LA_POSTE_SIREN) && [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
}

/** The 23 letters of the UAI key: the alphabet without I, O and Q. */
const UAI_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** The check letter of a UAI's 7 digits. */
export function uaiLetter(sevenDigits: string): string {
  return UAI_LETTERS[Number(sevenDigits) % 23]!;
}

export function isUai(text: string): boolean {
  const match = /^(\d{7})([A-Z])$/.exec(text);
  return match !== null && uaiLetter(match[1]!) === match[2];
}

export function isNda(text: string): boolean {
  return digitsOf(text, 11) !== undefined;
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function vatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

export function isFrenchVatNumber(text: string): boolean {
  const match = /^FR ?(\d{2}) ?(\d{3} ?\d{3} ?\d{3})$/.exec(text);
  if (!match) return false;
  const siren = match[2]!.replace(/ /g, '');
  return isSiren(siren) && vatKey(siren) === match[1];
}

/** A French number as people read it: 10 digits in pairs, `02 43 12 34 56`. */
export function isFrenchPhone(text: string): boolean {
  return /^0[1-9](?: \d{2}){4}$/.test(text);
}

/** The same in the international form of `tel:` links: `+33243123456`. */
export function isFrenchE164(text: string): boolean {
  return /^\+33[1-9]\d{8}$/.test(text);
}

/** `02 43 12 34 56` → `+33243123456`: the two forms of one number must agree. */
export function e164OfFrenchPhone(text: string): string {
  return `+33${text.replace(/ /g, '').slice(1)}`;
}

export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\/[^\s]+$/.test(text)) return false;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Text as it is written in the data: no straight apostrophe or backquote (the typographic ’ is
 * the French one), no space at either end, no two spaces in a row, no control character.
 */
export function cleanTextProblem(text: string): string | undefined {
  if (/['`´]/.test(text)) return 'une apostrophe droite : l’apostrophe française est ’';
  if (/^\s|\s$/.test(text)) return 'une espace au début ou à la fin';
  if (/ {2,}/.test(text)) return 'deux espaces de suite';
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'un caractère de contrôle (retour à la ligne, tabulation)';
  return undefined;
}
