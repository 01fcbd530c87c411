import type { MediaService } from '../../services/media.ts';
import type { SettingsService } from '../../services/settings.ts';
import type { RouteHandlers } from '../context.ts';
import { scoped, signedIn } from './access.ts';

type CustomizationRoutes =
  | 'profile.uploadImage'
  | 'profile.image'
  | 'company.get'
  | 'company.save'
  | 'company.setLogo'
  | 'settings.impactCatalogue'
  | 'settings.impact'
  | 'settings.saveImpact'
  | 'settings.notifications'
  | 'settings.saveNotifications';

/** Profile image, company information and logo, impact and notification settings. */
export const customizationHandlers = (deps: {
  media: MediaService;
  settings: SettingsService;
}): Pick<RouteHandlers, CustomizationRoutes> => {
  const { media, settings } = deps;
  return {
    'profile.uploadImage': async ({ user, body }) => ({
      data: await media.setProfileImage(signedIn(user), body.dataUrl),
    }),
    'profile.image': async ({ scope }) => {
      return { file: media.serveImage(scoped(scope, 'image')) };
    },
    'company.get': async ({ user }) => ({ data: await media.company(signedIn(user)) }),
    'company.save': async ({ user, body }) => ({ data: await media.saveCompany(signedIn(user), body) }),
    'company.setLogo': async ({ user, body }) => ({
      data: await media.setLogo(signedIn(user), body.dataUrl),
    }),
    'settings.impactCatalogue': async ({ user, locale }) => {
      const u = signedIn(user);
      return { data: await settings.impactCatalogue(u, locale) };
    },
    'settings.impact': async ({ user, locale }) => {
      const u = signedIn(user);
      return { data: await settings.impact(u, locale) };
    },
    'settings.saveImpact': async ({ user, body, locale }) => {
      const u = signedIn(user);
      return { data: await settings.saveImpact(u, body, locale) };
    },
    'settings.notifications': async ({ user }) => ({ data: await settings.notifications(signedIn(user)) }),
    'settings.saveNotifications': async ({ user, body }) => ({
      data: await settings.saveNotifications(signedIn(user), body),
    }),
  };
};
