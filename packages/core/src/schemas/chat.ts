import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { PlanName } from './user.ts';
import { NullableFigure } from './view.ts';

/** A question to the assistant; the plan is sent with each one (spec doc 2 §6). */
export const ChatQuestion = z
  .object({
    question: z.string().trim().min(1).max(2000),
    plan: PlanName,
  })
  .meta({ id: 'ChatQuestion' });
export type ChatQuestion = z.infer<typeof ChatQuestion>;

/**
 * Response flags (spec doc 1 §4): 0 answer, 1 not in the Starter plan, 2 company unknown, 3 indicator unknown,
 * 4 answer, 5 not understood, 6 too many indicators.
 */
export const ChatFlag = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export type ChatFlag = z.infer<typeof ChatFlag>;

/** What the assistant recognised in the question. */
export const ChatElement = z
  .object({
    type: z.enum(['company', 'indicator', 'year', 'text']),
    value: z.string(),
    label: z.string().optional(),
  })
  .meta({ id: 'ChatElement' });
export type ChatElement = z.infer<typeof ChatElement>;

/** One value of an answer's chart: a series (a company or an indicator group), a year and a value. */
export const ChatChartPoint = z
  .object({
    series: z.string(),
    year: z.number().int(),
    value: NullableFigure,
  })
  .meta({ id: 'ChatChartPoint' });
export type ChatChartPoint = z.infer<typeof ChatChartPoint>;

export const ChatChartData = z
  .object({
    title: z.string().optional(),
    unit: z.string().nullable(),
    points: z.array(ChatChartPoint),
  })
  .meta({ id: 'ChatChartData' });
export type ChatChartData = z.infer<typeof ChatChartData>;

/** The answer's table: its columns (label, unit) and one row per entity (null = no data, never 0). */
export const ChatTable = z
  .object({
    columns: z.array(z.object({ key: z.string(), label: z.string(), unit: z.string().optional() })),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  })
  .meta({ id: 'ChatTable' });
export type ChatTable = z.infer<typeof ChatTable>;

/** Where one figure of an answer comes from: the indicator code, its fiscal year, the coverage and the entity. */
export const ChatSource = z
  .object({
    indicator: z.string(),
    year: z.number().int().nullable(),
    /** Percent of the portfolio the figure covers; null for a single entity's reported value. */
    coverage: z.number().nullable(),
    entity: z.string(),
  })
  .meta({ id: 'ChatSource' });
export type ChatSource = z.infer<typeof ChatSource>;

/** The assistant's answer (spec doc 2 §7: elements, response, responseID and flag); table and sources are ours. */
export const ChatAnswer = z
  .object({
    elements: z.array(ChatElement),
    response: z.string(),
    responseId: z.string(),
    flag: ChatFlag,
    chartData: ChatChartData.nullable(),
    table: ChatTable.nullable().optional(),
    sources: z.array(ChatSource).optional(),
    /** Flags 2 and 3: the "did you mean" candidates, which the web offers as buttons. */
    suggestions: z.array(z.string()).optional(),
    /** Flags 2 and 3: the words of the question not recognised (a clicked suggestion replaces them). */
    unrecognised: z.string().nullable().optional(),
  })
  .meta({ id: 'ChatAnswer' });
export type ChatAnswer = z.infer<typeof ChatAnswer>;

/** A line of the conversation (spec doc 1 §3 Chat message). */
export const ChatMessage = z
  .object({
    id: z.string(),
    sender: z.enum(['user', 'assistant']),
    content: z.string(),
    /** True while the answer is on its way (client state; stored messages are never loading). */
    loading: z.boolean(),
    chartData: ChatChartData.nullable(),
    flag: ChatFlag.optional(),
    createdAt: IsoDateTime.optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The caller's chat preferences: the default questions shown or hidden (doc 1 §2), remembered per user. */
export const ChatSettings = z.object({ showDefaultQuestions: z.boolean() }).meta({ id: 'ChatSettings' });
export type ChatSettings = z.infer<typeof ChatSettings>;
