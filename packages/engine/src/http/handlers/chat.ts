import type { ChatService } from '../../services/chat/index.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

type ChatRoutes = 'chat.ask' | 'chat.history' | 'chat.status' | 'chat.settings' | 'chat.saveSettings';

/** The assistant (issue 29): answers from the snapshot, the caller's history and default-question preference. */
export const chatHandlers = (chat: ChatService): Pick<RouteHandlers, ChatRoutes> => ({
  'chat.ask': async ({ user, body, locale }) => ({ data: await chat.ask(signedIn(user), body, locale) }),
  'chat.history': async ({ user }) => ({ data: await chat.history(signedIn(user)) }),
  'chat.status': async () => ({ data: chat.status() }),
  'chat.settings': async ({ user }) => ({ data: await chat.settings(signedIn(user)) }),
  'chat.saveSettings': async ({ user, body }) => ({ data: await chat.saveSettings(signedIn(user), body) }),
});
