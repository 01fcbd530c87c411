// What a kernel collects over the covered holdings of one figure (sfdr-pai-and-taxonomy.md §3).

/** What a kernel collects over the covered holdings C of one figure. */
export interface Accumulator {
  /** the class's numerator: Σ AF·x (A, B), Σ v·r (C, E, G), Σ_{flag} v (D), Σ x (F) */
  num: number;
  /** Σ_C v */
  covered: number;
  /** Σ_C v over holdings whose inputs are estimates */
  estimated: number;
  fyMin: number;
  fyMax: number;
  /** the value of the figure's asset type when it is narrower than V_corp / V_sov (PAI 6: the NACE section) */
  eligible: number | null;
}

export const empty = (): Accumulator => ({
  num: 0,
  covered: 0,
  estimated: 0,
  fyMin: 32767,
  fyMax: 0,
  eligible: null,
});
