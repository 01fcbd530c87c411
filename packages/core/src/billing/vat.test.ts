import { describe, expect, it } from 'vitest';
import { looksLikeEuVatId, vatRateFor } from './vat.ts';

describe('vatRateFor', () => {
  it('has the standard rate of each of the 27 member states (EC table, 2025-08-01)', () => {
    const eu = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');
    expect(eu).toHaveLength(27);
    expect(Object.fromEntries(eu.map((c) => [c, vatRateFor(c)]))).toEqual({
      AT: 20,
      BE: 21,
      BG: 20,
      CY: 19,
      CZ: 21,
      DE: 19,
      DK: 25,
      EE: 24,
      ES: 21,
      FI: 25.5,
      FR: 20,
      GR: 24,
      HR: 25,
      HU: 27,
      IE: 23,
      IT: 22,
      LT: 21,
      LU: 17,
      LV: 21,
      MT: 18,
      NL: 21,
      PL: 23,
      PT: 23,
      RO: 21,
      SE: 25,
      SI: 22,
      SK: 23,
    });
  });

  it('reads EL as Greece and lower case; null outside the EU', () => {
    expect(vatRateFor('EL')).toBe(24);
    expect(vatRateFor('it')).toBe(22);
    expect(vatRateFor('GB')).toBeNull();
    expect(vatRateFor('CH')).toBeNull();
    expect(vatRateFor('US')).toBeNull();
    expect(vatRateFor('toString')).toBeNull();
  });
});

describe('looksLikeEuVatId', () => {
  it('accepts each member state’s format and names the country', () => {
    const valid: [string, string][] = [
      ['ATU12345678', 'AT'],
      ['BE0123456789', 'BE'],
      ['BG123456789', 'BG'],
      ['BG1234567890', 'BG'],
      ['CY12345678X', 'CY'],
      ['CZ12345678', 'CZ'],
      ['CZ1234567890', 'CZ'],
      ['DE123456789', 'DE'],
      ['DK12345678', 'DK'],
      ['EE123456789', 'EE'],
      ['EL123456789', 'GR'],
      ['ESX1234567X', 'ES'],
      ['ESB12345678', 'ES'],
      ['FI12345678', 'FI'],
      ['FRXX123456789', 'FR'],
      ['FR12345678901', 'FR'],
      ['HR12345678901', 'HR'],
      ['HU12345678', 'HU'],
      ['IE1234567X', 'IE'],
      ['IE1X23456X', 'IE'],
      ['IE1234567WA', 'IE'],
      ['IT12345678901', 'IT'],
      ['LT123456789', 'LT'],
      ['LT123456789012', 'LT'],
      ['LU12345678', 'LU'],
      ['LV12345678901', 'LV'],
      ['MT12345678', 'MT'],
      ['NL123456789B01', 'NL'],
      ['PL1234567890', 'PL'],
      ['PT123456789', 'PT'],
      ['RO12', 'RO'],
      ['RO1234567890', 'RO'],
      ['SE123456789001', 'SE'],
      ['SI12345678', 'SI'],
      ['SK1234567890', 'SK'],
    ];
    expect(valid.map(([id]) => looksLikeEuVatId(id)?.country)).toEqual(valid.map(([, c]) => c));
  });

  it('ignores spaces, dots, dashes and case', () => {
    expect(looksLikeEuVatId(' it 123.456-789 01 ')).toEqual({ country: 'IT' });
    expect(looksLikeEuVatId('nl123456789b01')).toEqual({ country: 'NL' });
  });

  it('refuses wrong lengths, wrong shapes and non-EU prefixes', () => {
    for (const id of [
      '',
      'IT1234567890',
      'DE12345678',
      'AT12345678',
      'NL123456789A01',
      'BE2123456789',
      'SE123456789012',
      'FRIO123456789',
      'GB123456789',
      'GR123456789',
      'XI123456789',
      'RO0123',
      '12345678901',
    ]) {
      expect([id, looksLikeEuVatId(id)]).toEqual([id, null]);
    }
  });
});
