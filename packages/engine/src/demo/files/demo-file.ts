import type { Out } from '../csv.ts';
import type { DemoModel } from '../model.ts';

/** One file of the demo dataset (dataset-format.md): its header line, then the rows it draws from the model. */
export interface DemoFile {
  name: string;
  header: string;
  /** Share (%) of the generation time, for the progress bar only: nothing generated depends on it. */
  share: number;
  /** Draws from its own random streams (seeded by the model's seed and the file), never from another file's. */
  rows(out: Out, model: DemoModel): void;
}
