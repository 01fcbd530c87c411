/**
 * The ISO 6166 check digit of the first 11 characters of an ISIN: letters become two digits (A = 10 … Z = 35) and
 * the digit makes the Luhn sum a multiple of 10 — the same rule core's `isValidIsin` checks.
 * @example isinCheckDigit('US037833100') // 5
 */
export const isinCheckDigit = (first11: string): number => {
  const digits = [...first11.toUpperCase()]
    .map((ch) => (ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch))
    .join('');
  let sum = 0;
  // With the check digit appended at the right, the digit left of it is doubled, and so on alternately.
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
};

/** A complete ISIN from a country prefix and a 9-character national code. */
export const makeIsin = (country: string, nsin: string): string => {
  const first11 = `${country}${nsin}`;
  return `${first11}${isinCheckDigit(first11)}`;
};
