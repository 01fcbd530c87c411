import { afterAll, describe, expect, it } from 'vitest';
import { isPgMissing, type StoreTarget, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { testJobsOptions } from './helpers/jobs-worker.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';

// Issue 32: part 9's digests are a cron job (jobs/worker.ts), one job per tick however many workers schedule it —
// two engines that are workers on one store send a due digest once; an API-only engine (ESGKIT_WORKER=0) sends none.

if (isPgMissing) it('PostgreSQL worker digests suite needs ESGKIT_TEST_DATABASE_URL', () => expect.fail());

const DAY_MS = 86_400_000;
const SUBJECT = 'Shared links about to expire';

describe.each(storeTargets)('digests as a cron job on $name', (target) => {
  const started: TestEngine[] = [];
  let smtp: SmtpSink | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const t of started.reverse()) await t.close();
    await smtp?.close();
    await drop?.();
  });

  it('two worker engines send a due digest within the minute, once; the API-only engine sends none', async () => {
    const place = await target.create();
    drop = place.drop;
    // every engine of the test on the one store; it is dropped once, after the last closes
    const shared: StoreTarget = {
      name: target.name,
      create: async () => ({ ...place, drop: async () => {} }),
    };
    smtp = await startSmtpSink();
    const start = async (worker: '0' | '1') => {
      const t = await startTestEngine({
        target: shared,
        smtpUrl: smtp!.url,
        loadSnapshot: minimalSnapshot,
        jobsOptions: testJobsOptions,
        env: { ESGKIT_NOTIFY_INTERVAL_MINUTES: '1', ESGKIT_WORKER: worker },
      });
      started.push(t);
      await t.engine.ready;
      await t.engine.worker;
      return t;
    };

    const api = await start('0');
    const actor = await seedActor(api.engine, { label: 'cron-digest', plan: 'premium' });
    await seedShareLink(api.engine, actor, { expiresAt: new Date(Date.now() + 2 * DAY_MS).toISOString() });
    const mails = () =>
      smtp!.mails.filter((m) => m.to.includes(actor.email) && m.raw.includes(`\r\nSubject: ${SUBJECT}\r\n`));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mails()).toHaveLength(0); // an API-only engine runs no jobs

    await Promise.all([start('1'), start('1')]);
    await expect.poll(() => mails().length, { timeout: 40_000, interval: 200 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // time for a second (wrong) send
    expect(mails()).toHaveLength(1);
  }, 120_000);
});
