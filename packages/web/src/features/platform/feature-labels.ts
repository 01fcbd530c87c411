import type { FeatureId, TranslationKey } from '@esgkit/core';

/** A menu label's key: none of them takes parameters. */
export type MenuLabelKey = Extract<
  TranslationKey,
  `nav.${string}` | `profileMenu.${string}` | 'share.shareClient'
>;

/** The menu label a feature goes by, for "{feature} Not Available" and the Plan page's notice. */
export const featureLabelKey = (feature: FeatureId): MenuLabelKey => {
  if (feature === 'dataHub') return 'nav.dataHub';
  if (feature === 'lookup' || feature.startsWith('lookup.')) return 'nav.lookup';
  if (feature === 'screening.fund') return 'nav.fundScreening';
  if (feature === 'screening.company') return 'nav.companyScreening';
  if (feature === 'screening.country') return 'nav.countryScreening';
  if (feature.startsWith('screening')) return 'nav.screening';
  if (feature === 'matching') return 'nav.matching';
  if (feature === 'portfolioHub' || feature.startsWith('client.') || feature === 'report.pdf')
    return 'nav.portfolioHub';
  if (feature.startsWith('customization')) return 'nav.customization';
  if (feature === 'plan') return 'profileMenu.plan';
  if (feature === 'billing') return 'profileMenu.billing';
  if (feature === 'accountInfo') return 'profileMenu.accountInfo';
  if (feature === 'library') return 'nav.library';
  if (feature === 'documentation') return 'nav.documentation';
  return 'nav.aiChat';
};
