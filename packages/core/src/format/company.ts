import type { CompanyInfo } from '../schemas/user.ts';

/**
 * The advisor's contact lines as clients read them (the report's cover, the shared page, mails): address, ZIP code
 * with city and state, e-mail, phone, website; empty fields left out.
 */
export const companyContactLines = (
  company: Pick<
    CompanyInfo,
    'addressLine1' | 'addressLine2' | 'zipCode' | 'city' | 'state' | 'email' | 'phone' | 'website'
  >,
): string[] => {
  const cityLine = [company.zipCode, company.city, company.state].filter(Boolean).join(' ');
  return [company.addressLine1, company.addressLine2, cityLine, company.email, company.phone, company.website]
    .map((line) => line.trim())
    .filter(Boolean);
};
