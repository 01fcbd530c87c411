import type { ScreeningService } from '../../services/screening.ts';
import type { TemplateService } from '../../services/templates.ts';
import type { RouteHandlers } from '../context.ts';
import { scoped, signedIn } from './access.ts';

type ScreeningRoutes =
  | 'screening.companyFilters'
  | 'screening.company'
  | 'screening.countryFilters'
  | 'screening.country'
  | 'screening.fundFilters'
  | 'screening.fund'
  | 'templates.list'
  | 'templates.create'
  | 'templates.update'
  | 'templates.delete'
  | 'templates.uploadCsv';

/** Screening runs and filter lists over the snapshot, and screening templates with their CSV upload. */
export const screeningHandlers = (deps: {
  screening: ScreeningService;
  templates: TemplateService;
}): Pick<RouteHandlers, ScreeningRoutes> => {
  const { screening, templates } = deps;
  return {
    'screening.companyFilters': async ({ locale }) => ({ data: screening.companyFilters(locale) }),
    'screening.countryFilters': async ({ locale }) => ({ data: screening.countryFilters(locale) }),
    'screening.fundFilters': async ({ locale }) => ({ data: screening.fundFilters(locale) }),
    'screening.company': async ({ locale, query, body }) => ({
      data: screening.companies(body, query, locale),
    }),
    'screening.fund': async ({ locale, query, body }) => ({
      data: screening.funds(body, query, locale),
    }),
    'screening.country': async ({ locale, body }) => ({ data: screening.countries(body, locale) }),
    'templates.list': async ({ user }) => ({ data: await templates.list(signedIn(user)) }),
    'templates.create': async ({ user, body }) => ({
      data: await templates.create(signedIn(user), body),
      status: 201,
    }),
    'templates.update': async ({ user, scope, body }) => ({
      data: await templates.update(signedIn(user), scoped(scope, 'template'), body),
    }),
    'templates.delete': async ({ user, scope }) => {
      await templates.remove(signedIn(user), scoped(scope, 'template'));
      return { data: { ok: true as const } };
    },
    'templates.uploadCsv': async ({ user, scope, body }) => ({
      data: await templates.uploadCsv(signedIn(user), scoped(scope, 'template'), body.csv),
    }),
  };
};
