import type { ImpactConfiguration } from '@esgkit/core';
import { ExitCode } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { withConnection } from './session.ts';

/** The saved defaults by category: the category's name, then each code with its name and unit. */
const printDefaults = (runtime: Runtime, configuration: ImpactConfiguration): void => {
  for (const setting of configuration.settings) {
    runtime.write(`${setting.label ?? setting.category}\n`);
    for (const i of setting.indicators)
      runtime.write(`  ${i.code}  ${i.label ?? ''}${i.unit ? ` (${i.unit})` : ''}\n`);
  }
  // none saved: the pending impact configuration prompt (spec doc 2 §8)
  if (configuration.settings.length === 0)
    runtime.note(runtime.describe('messages.pendingImpactConfiguration'));
};

export const showImpactDefaults = (runtime: Runtime): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const { data } = await client.call('settings.impact', { signal: runtime.signal });
    printDefaults(runtime, data);
    return ExitCode.ok;
  });

/** Replaces the defaults with the codes given (the engine checks each and the limit of 30, doc 1 §5). */
export const setImpactDefaults = (runtime: Runtime, options: { codes: string }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const codes = options.codes
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    const { data } = await client.call('settings.saveImpact', {
      // the engine files each code under its own category; this one only carries them
      body: { settings: [{ category: 'defaults', indicators: codes.map((code) => ({ code })) }] },
      signal: runtime.signal,
    });
    runtime.note(runtime.describe('messages.defaultIndicatorsSaved'));
    printDefaults(runtime, data);
    return ExitCode.ok;
  });
