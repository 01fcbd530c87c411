import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

// `esgkit company show|set` through the real binary, one sandbox in order as a user would run it (issue 28).
let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit company', () => {
  it('sets fields and the colour, warns that #00A0FF is below 4.5:1 and proposes #007BC4', async () => {
    const set = await esgkit(box, [
      'company',
      'set',
      '--name',
      'Rossi Advisory Srl',
      '--city',
      'Milano',
      '--email',
      'info@rossi.example',
      '--color',
      '#00A0FF',
    ]);
    expect(set.exitCode, text(set.stderr)).toBe(0);
    expect(text(set.stderr)).toContain('Company information saved.');
    expect(text(set.stderr)).toContain(
      'only 2.81:1; WCAG AA needs 4.5:1. The nearest shade that passes is #007BC4.',
    );
    const show = await esgkit(box, ['company', 'show']);
    expect(show.exitCode, text(show.stderr)).toBe(0);
    expect(text(show.stdout)).toMatch(/^Company name: +Rossi Advisory Srl$/m);
    expect(text(show.stdout)).toMatch(/^City: +Milano$/m);
    expect(text(show.stdout)).toMatch(/^Brand colour: +#00A0FF$/m);
    expect(text(show.stdout)).toMatch(/^Logo: +\(not set\)$/m);
  });

  it('keeps the other fields when one changes; a compliant colour passes the check', async () => {
    const set = await esgkit(box, ['company', 'set', '--color', '#0A5A8C']);
    expect(set.exitCode, text(set.stderr)).toBe(0);
    expect(text(set.stderr)).toContain('White text on #0A5A8C has a contrast of 7.36:1');
    const show = await esgkit(box, ['--lang', 'it-IT', 'company', 'show']);
    expect(text(show.stdout)).toMatch(/^Ragione sociale: +Rossi Advisory Srl$/m);
    expect(text(show.stdout)).toMatch(/^Colore del marchio: +#0A5A8C$/m);
    expect(text(show.stderr)).toContain('contrasto di 7,36:1');
  });

  it('uploads a logo; refuses a GIF and an SVG with a script (wrongImageFormat)', async () => {
    const logo = await esgkit(box, ['company', 'set', '--logo', 'fixtures/brand/logo.svg']);
    expect(logo.exitCode, text(logo.stderr)).toBe(0);
    expect(text(logo.stderr)).toContain('Logo saved.');
    const logoUrl = /^Logo: +(\/api\/v1\/images\/\S+)$/m.exec(
      text((await esgkit(box, ['company', 'show'])).stdout),
    )?.[1];
    expect(logoUrl).toBeDefined();

    const gif = join(box.dir, 'logo.gif');
    writeFileSync(gif, 'GIF89a');
    const refusedGif = await esgkit(box, ['company', 'set', '--logo', gif]);
    expect(refusedGif.exitCode).toBe(2);
    expect(text(refusedGif.stderr)).toContain('--logo: The image must be a PNG, JPG, JPEG or SVG file.');

    const evil = join(box.dir, 'evil.svg');
    writeFileSync(
      evil,
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const refusedSvg = await esgkit(box, ['company', 'set', '--logo', evil]);
    expect(refusedSvg.exitCode).toBe(1);
    expect(text(refusedSvg.stderr)).toContain('The image must be a PNG, JPG, JPEG or SVG file.');
    expect(text((await esgkit(box, ['company', 'show'])).stdout)).toContain(logoUrl);
  });
});
