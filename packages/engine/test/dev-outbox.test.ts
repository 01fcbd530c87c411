import { get } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';

failWhenPostgresMissing('dev outbox suite');

/** A logger at the level `npm start` shows (warn), whose lines the test reads back. */
const capturedLogger = () => {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
};

/** GET with this Host header (fetch always sends the URL's own), as a browser sends the name a page was loaded from. */
const statusWithHost = (url: string, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });

const signUp = (t: TestEngine, email: string) =>
  t.client().call('auth.signUp', {
    body: { email, password: 'First-Passw0rd', firstName: 'Ada', lastName: 'Lovelace' },
  });

describe.each(storeTargets)('the local outbox without SMTP on $name (issue 22 item 2)', (target) => {
  let t: TestEngine | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the confirmation code on /dev/outbox and in one warn log line', async () => {
    const { logger, lines } = capturedLogger();
    t = await startTestEngine({ target, logger });
    await signUp(t, 'first@example.com');
    await signUp(t, 'second@example.com');

    const page = await t.fetch(`${t.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const [, code] = /code=(\w+)/.exec(html) ?? [];
    expect(code).toMatch(/^\w{4,}$/);
    // newest first: the second sign-up's mail comes before the first's
    expect(html.indexOf('second@example.com')).toBeGreaterThan(-1);
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    expect(html).toContain('Confirm');

    // one warn line per mail, carrying the link with its code
    const mailLines = lines.filter((line) => line.msg.includes('@example.com'));
    expect(mailLines).toHaveLength(2);
    expect(mailLines.every((line) => line.level === 40)).toBe(true);
    expect(mailLines[0]?.msg).toContain('first@example.com');
    expect(mailLines[0]?.msg).toMatch(/confirm_email\?email=first%40example\.com&code=\w+/);
    expect(mailLines[1]?.msg).toContain(`code=${code}`);
    expect(mailLines[1]?.msg).toContain('/dev/outbox');

    // a request relayed by a proxy on this machine is not the operator's
    const relayed = await t.fetch(`${t.url}/dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(404);
  });

  it('is 404 for a page of another site reaching this machine by DNS rebinding (its Host names that site)', async () => {
    // the operator's own name for this machine (the outbox link's) is theirs too
    t = await startTestEngine({ target, env: { ESGKIT_PUBLIC_URL: 'http://esgkit.test:8080' } });
    await signUp(t, 'first@example.com');
    const port = new URL(t.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'esgkit.test:8080'])
      expect(await statusWithHost(`${t.url}/dev/outbox`, host), host).toBe(200);
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`])
      expect(await statusWithHost(`${t.url}/dev/outbox`, host), host).toBe(404);
  });

  it('escapes the mails as HTML text', async () => {
    t = await startTestEngine({ target });
    await signUp(t, "o'brien@example.com");
    const html = await (await t.fetch(`${t.url}/dev/outbox`)).text();
    // the link's "&" and the address's "'" are text, not markup
    expect(html).toContain('&amp;code=');
    expect(html).not.toMatch(/[^;]&code=/);
    expect(html).toContain('o&#39;brien@example.com');
  });

  it('is 404 when the server is configured for a non-loopback address', async () => {
    t = await startTestEngine({ target, env: { ESGKIT_HOST: '0.0.0.0' } });
    await signUp(t, 'first@example.com');
    expect((await t.fetch(`${t.url}/dev/outbox`)).status).toBe(404);
  });

  it('is 404 with SMTP_URL set: mail goes out for real', async () => {
    const smtp = await startSmtpSink();
    try {
      t = await startTestEngine({ target, smtpUrl: smtp.url });
      await signUp(t, 'first@example.com');
      await smtp.waitForMail('first@example.com');
      expect((await t.fetch(`${t.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await t?.close();
      t = undefined;
      await smtp.close();
    }
  });
});
