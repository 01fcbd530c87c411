// A small dictionary of common English words, for tests that check an it-IT rendering carries no English outside
// the data's own names (issue 22 item 9): the GICS-like sectors and industries, regions, country names, and the
// everyday words a half-translated label leaves behind. Words that are also Italian or international ("software",
// "media", "hardware", "marketing", "gas", "America", "Asia", "Africa", "Canada", "Austria", "Romania",
// "Colombia", "Indonesia") are not listed.

const words = `
technology financials financial health care energy industrials utilities utility materials consumer staples
discretionary real estate communication communications services information
oil exploration production refining equipment storage transportation coal consumable fuels
commodity specialty chemicals fertilizers agricultural construction diversified metals mining steel paper forest
products containers packaging gold aerospace defense building engineering electrical components industrial
machinery passenger airlines marine rail freight logistics research consulting conglomerates automobile
manufacturers automotive parts homebuilding leisure apparel accessories luxury goods hotels resorts cruise lines
casinos gaming broadline retail brewers distillers vintners soft drinks beverages packaged foods meats household
personal tobacco pharmaceuticals biotechnology facilities sciences tools supplies banks regional life insurance
property casualty reinsurance management custody investment banking brokerage finance exchanges application
semiconductors semiconductor peripherals electronic integrated telecommunication wireless movies
entertainment broadcasting interactive home publishing electric water multi renewable electricity development
europe north south east west pacific latin middle
united states kingdom germany france italy spain netherlands switzerland sweden norway denmark finland belgium
ireland portugal poland greece japan china korea brazil mexico zealand
chile peru israel saudi arabia emirates turkey czechia hungary
the and of with without other others unknown total weight value country countries sector sectors industry
region cash sovereigns sovereign bonds bond equity equities fund funds company companies portfolio benchmark
share shares score scores coverage none no yes not reported estimated top
`;

/** The dictionary, lower case. */
export const englishWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));

/**
 * The English words of `text` (case-insensitive, whole words), in order: empty when the text reads as Italian.
 *
 * @example
 * englishWordsIn('Servizi di pubblica utilità'); // []
 * englishWordsIn('Health Care'); // ['Health', 'Care']
 */
export const englishWordsIn = (text: string): string[] =>
  (text.match(/[A-Za-z]+/g) ?? []).filter((w) => englishWords.has(w.toLowerCase()));
