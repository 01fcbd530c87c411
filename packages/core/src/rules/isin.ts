/** The shape of an ISIN (ISO 6166): 2-letter country, 9 alphanumerics, 1 check digit. */
const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** True when the input has the shape of an ISIN, whatever its check digit (case-insensitive). */
export const looksLikeIsin = (input: string): boolean => ISIN_SHAPE.test(input.trim().toUpperCase());

/**
 * True for an ISIN whose check digit is right (ISO 6166): letters become two digits (A = 10 … Z = 35), and the
 * Luhn sum of the resulting digits, check digit included, is a multiple of 10.
 *
 * @example isValidIsin('US0378331005') // true
 */
export const isValidIsin = (input: string): boolean => {
  const isin = input.trim().toUpperCase();
  if (!ISIN_SHAPE.test(isin)) return false;
  const digits = [...isin].map((ch) => (ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  let sum = 0;
  // From the right: the check digit counts once, the digit left of it twice, and so on alternately.
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};
