// The attribution factor of a holding (sfdr-pai-and-taxonomy.md §2, §5.5, §5.6; PCAF): the PAI kernels, a PAI
// detail row and the impact view's financed figures all attribute with it.

/**
 * AF = min(v / EVIC, 1): the share of the investee's annual figure the portfolio "owns", capped at the whole company
 * (a stale or mis-keyed EVIC never finances more than 100 %). NaN when EVIC is missing or ≤ 0 (unattributable).
 */
export const attributionFactor = (valueEur: number, evicEur: number): number =>
  evicEur > 0 ? (valueEur < evicEur ? valueEur / evicEur : 1) : Number.NaN;

/**
 * What each million invested in one holding finances: AF · x / (v / 10⁶) = x / max(EVIC, v) · 10⁶ (x / EVIC · 10⁶
 * below the cap), so a value-weighted mean of it is Σ AF · x over the covered € million. NaN when EVIC is missing or
 * ≤ 0.
 */
export const perMillionInvested = (x: number, valueEur: number, evicEur: number): number =>
  evicEur > 0 ? (x / Math.max(evicEur, valueEur)) * 1e6 : Number.NaN;
