import { describe, expect, it } from 'vitest';
import { matchesSearch } from './impact-search.ts';

// The impact-defaults search (issue 28): case and accents do not matter, and either language's name is found
// whatever language the page is in. Names from core's catalogue (indicators-environmental.ts).
const renewable = { code: 'PHY_RENEWABLE_ELECTRICITY_SHARE', label: 'Renewable share of electricity' };

describe('matchesSearch', () => {
  it('finds the Italian name from an English page, without accents or case', () => {
    // "Quota di elettricità rinnovabile": typed without the accent, in capitals
    expect(matchesSearch(renewable, 'ELETTRICITA')).toBe(true);
    expect(matchesSearch(renewable, 'elettricità rinn')).toBe(true);
  });

  it('finds the English name from an Italian page and the code', () => {
    const italian = { ...renewable, label: 'Quota di elettricità rinnovabile' };
    expect(matchesSearch(italian, 'renewable share')).toBe(true);
    expect(matchesSearch(italian, 'phy_renewable')).toBe(true);
  });

  it('an empty search keeps everything; a search matching nothing drops it', () => {
    expect(matchesSearch(renewable, '  ')).toBe(true);
    expect(matchesSearch(renewable, 'water')).toBe(false);
  });
});
