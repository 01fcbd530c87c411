/**
 * An amount in EUR as a user types it — `250000`, `250,000`, `250.000`, `250000.50`, `1e6` — or undefined when it
 * is not a positive number. Free of core so that the `--amount` flag's parser can use it without loading core.
 * @example parseAmount('250.000') // 250000
 */
export const parseAmount = (value: string): number | undefined => {
  const compact = value.replace(/[\s_€]/g, '').replace(/eur$/i, '');
  const normalised = /^\d{1,3}([.,]\d{3})+$/.test(compact) ? compact.replace(/[.,]/g, '') : compact;
  const amount = Number(normalised.replace(',', '.'));
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
};
