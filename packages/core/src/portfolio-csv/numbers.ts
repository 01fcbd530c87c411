// A thousands-grouped integer such as 1.234 or 12,345,678; a leading 0 (0.125) is never grouping.
const groupedWith = (separator: '.' | ','): RegExp => new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`);

/**
 * Parses a number as spreadsheets write it. Both separators present: the last one is the decimal mark
 * (`1.234,56`, `1,234.56`). One separator: a grouping pattern (`1.234`, `12,345`) is thousands, unless the file
 * uses decimal commas (semicolon-separated, as Italian Excel writes it) and the separator is a comma. Spaces,
 * apostrophes used as grouping (`1'234`), `%`, `€` and `EUR` are dropped. NaN when nothing numeric is left.
 * @example parseLocaleNumber('12,5', { isDecimalComma: true }) // 12.5
 */
export const parseLocaleNumber = (raw: string, options: { isDecimalComma: boolean }): number => {
  let text = raw
    .trim()
    .replace(/^\((.*)\)$/, '-$1')
    .replace(/[\s\u00a0\u202f'’€%]/g, '')
    .replace(/eur$/i, '');
  if (text === '' || !/^[+-]?[\d.,]*\d[\d.,]*(e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  const sign = text.startsWith('-') ? -1 : 1;
  text = text.replace(/^[+-]/, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    if (text.split(decimal).length > 2) return Number.NaN;
    return sign * Number(text.replaceAll(grouping, '').replace(decimal, '.'));
  }
  if (lastComma >= 0) {
    if (options.isDecimalComma) {
      if (text.split(',').length > 2)
        return groupedWith(',').test(text) ? sign * Number(text.replaceAll(',', '')) : Number.NaN;
      return sign * Number(text.replace(',', '.'));
    }
    if (groupedWith(',').test(text)) return sign * Number(text.replaceAll(',', ''));
    return text.split(',').length === 2 ? sign * Number(text.replace(',', '.')) : Number.NaN;
  }
  if (lastDot >= 0) {
    if (options.isDecimalComma && groupedWith('.').test(text)) return sign * Number(text.replaceAll('.', ''));
    if (text.split('.').length > 2)
      return groupedWith('.').test(text) ? sign * Number(text.replaceAll('.', '')) : Number.NaN;
  }
  return sign * Number(text);
};
