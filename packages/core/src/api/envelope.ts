import { z } from 'zod';
import { Coverage, IsoDate } from '../schemas/common.ts';

/** Provenance of every answer (docs/architecture.md: envelopes carry snapshotVersion, asOf, demo, coverage). */
export const EnvelopeMeta = z
  .object({
    /** Content hash of the dataset the figures were computed on; null for answers that use no data. */
    snapshotVersion: z.string().nullable(),
    asOf: IsoDate.nullable(),
    demo: z.boolean(),
    coverage: Coverage.nullable(),
  })
  .meta({ id: 'EnvelopeMeta' });
export type EnvelopeMeta = z.infer<typeof EnvelopeMeta>;

/** A non-blocking remark about the answer: a message key and its parameters. */
export const Warning = z
  .object({
    code: z.string(),
    messageKey: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'Warning' });
export type Warning = z.infer<typeof Warning>;

/** The one generic wrapper of every JSON answer: `{ data, meta, warnings }`. */
export const Envelope = <Data extends z.ZodType>(data: Data) =>
  z.object({ data, meta: EnvelopeMeta, warnings: z.array(Warning) });
export type Envelope<Data> = { data: Data; meta: EnvelopeMeta; warnings: Warning[] };

/** The meta of an answer that rests on no dataset (accounts, settings). */
export const noDataMeta = (): EnvelopeMeta => ({
  snapshotVersion: null,
  asOf: null,
  demo: false,
  coverage: null,
});
