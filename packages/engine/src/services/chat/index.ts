import {
  type ChatAnswer,
  ChatMessage,
  type ChatQuestion,
  type ChatSettings,
  hasFullAccess,
  type Locale,
  parseQuestion,
} from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import { newId } from '../../store/ids.ts';
import { listClients } from '../../store/repositories/clients.ts';
import { findUserSettingJson, upsertUserSetting } from '../../store/repositories/customization.ts';
import { listOwnedLookups } from '../../store/repositories/portfolios.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import { requireSnapshot, type SnapshotSource } from '../securities.ts';
import { answerQuestion } from './answer.ts';
import { isNotUnderstood, type LlmConfig, rewriteWithLlm } from './llm.ts';
import { chatPortfolioFacts, type PortfolioFactsOptions } from './portfolio-facts.ts';
import { chatVocabulary } from './vocabulary.ts';

const SETTINGS = 'chat';
/** The default questions are shown until the user hides them (doc 1 §2 "default questions … shown or hidden"). */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { showDefaultQuestions: true };
/** The history answers the latest exchanges, oldest first. */
export const CHAT_HISTORY_LIMIT = 200;

export type ChatService = ReturnType<typeof createChatService>;

export const createChatService = (options: {
  store: Store;
  source: SnapshotSource;
  now: () => Date;
  /** The optional LLM rewrite (ESGKIT_LLM_URL); undefined = off. */
  llm?: LlmConfig | undefined;
  /**
   * The stored results a screen or portfolio question reads (exclusions watch list, PAI tables); a getter, as the
   * calculation service is built after the advisor tools. Undefined: such questions have no figure (flag 4).
   */
  calculations?: PortfolioFactsOptions['calculations'];
  /** Whose scoring profile scores a portfolio (services/scoring.ts); without it a SCORE_ question has no figure. */
  scoring?: PortfolioFactsOptions['scoring'];
}) => {
  const { store, source, now, llm } = options;
  const db = store.db;

  const portfolioFacts = chatPortfolioFacts({
    db,
    calculations: options.calculations,
    scoring: options.scoring,
  });

  const save = async (user: UserRow, role: ChatMessage['sender'], content: unknown, at: string) => {
    await db
      .insertInto('chat_messages')
      .values({ id: newId(), user_id: user.id, role, content_json: JSON.stringify(content), created_at: at })
      .execute();
  };

  return {
    /** Whether the assistant can answer: the parser runs in-process, so whenever a snapshot is served. */
    status: (): { available: boolean } => ({ available: source() !== null }),

    /**
     * Parses and answers a question, and keeps both in the user's history. Starter (doc 2 §6): the plan the client
     * sends, or the account's own access when it has no full access — a body naming a higher plan unlocks nothing.
     */
    ask: async (user: UserRow, question: ChatQuestion, locale: Locale): Promise<ChatAnswer> => {
      const snapshot = requireSnapshot(source);
      const clients = (await listClients(db, user.id)).map((c) => ({
        id: c.id,
        firstname: c.first_name,
        lastname: c.last_name,
      }));
      const lookups = await listOwnedLookups(db, user.id);
      const at = now();
      const vocabulary = chatVocabulary(snapshot, {
        clients,
        portfolios: lookups.map((p) => ({ id: p.id, name: p.name })),
      });
      let parsed = parseQuestion(question.question, vocabulary, {
        locale,
        today: at.toISOString().slice(0, 10),
      });
      // only a question the parser did not understand goes to the model, and only for its query (llm.ts)
      if (llm && isNotUnderstood(parsed))
        parsed = (await rewriteWithLlm(question.question, vocabulary, llm, locale)) ?? parsed;
      const starter = question.plan === 'starter' || !hasFullAccess(user.access_level);
      const answer = answerQuestion(parsed, {
        snapshot,
        locale,
        starter,
        responseId: newId(),
        portfolio: starter ? null : await portfolioFacts(user, parsed, locale, lookups, clients),
      });
      const iso = at.toISOString();
      await save(user, 'user', { content: question.question }, iso);
      await save(user, 'assistant', answer, iso);
      return answer;
    },

    history: async (user: UserRow): Promise<ChatMessage[]> => {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        // a question and its answer share the instant: the answer ('assistant') sorts before 'user' here, after it once reversed
        .orderBy('role', 'asc')
        .limit(CHAT_HISTORY_LIMIT)
        .execute();
      return rows.reverse().map((row) => {
        const content = JSON.parse(row.content_json) as Partial<ChatAnswer> & { content?: string };
        return ChatMessage.parse({
          id: row.id,
          sender: row.role,
          content: row.role === 'user' ? content.content : content.response,
          loading: false,
          chartData: content.chartData ?? null,
          ...(content.flag === undefined ? {} : { flag: content.flag }),
          // sent without the trailing Z (spec doc 2 §5, core's IsoDateTime)
          createdAt: row.created_at.replace(/Z$/, ''),
        });
      });
    },

    settings: async (user: UserRow): Promise<ChatSettings> => {
      const json = await findUserSettingJson(db, user.id, SETTINGS);
      return json === undefined ? DEFAULT_CHAT_SETTINGS : { ...DEFAULT_CHAT_SETTINGS, ...JSON.parse(json) };
    },

    saveSettings: async (user: UserRow, settings: ChatSettings): Promise<ChatSettings> => {
      await upsertUserSetting(db, user.id, SETTINGS, JSON.stringify(settings), now().toISOString());
      return settings;
    },
  };
};
