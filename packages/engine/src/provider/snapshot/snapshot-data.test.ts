import { AssetClass, FundType, SecurityKind } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { assetClasses, fundTypes, securityTypes } from './snapshot-data.ts';

describe('the snapshot code lists', () => {
  it('store every security kind, asset class and fund type of core, and no other', () => {
    expect([...securityTypes].sort()).toEqual([...SecurityKind.options].sort());
    expect(assetClasses).toEqual(AssetClass.options);
    expect(fundTypes).toEqual(FundType.options);
  });

  it('keep the storage order of security types a cached snapshot was written with', () => {
    expect(securityTypes).toEqual(['equity', 'corporate_bond', 'sovereign_bond', 'fund', 'cash', 'other']);
  });
});
