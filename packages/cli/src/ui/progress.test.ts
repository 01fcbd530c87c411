import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDescribe } from '../io/messages.ts';
import type { Runtime } from '../runtime.ts';
import { inkProgress, plainProgress, progressBar } from './progress.ts';
import { renderTable } from './table.ts';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

// A terminal-like stream that keeps what was written, ANSI codes stripped.
const fakeTerminal = () => {
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += chunk.toString();
      done();
    },
  }) as Writable & { columns: number; rows: number; isTTY: boolean };
  stream.columns = 100;
  stream.rows = 30;
  stream.isTTY = true;
  return { stream, text: () => written.replace(ANSI, '') };
};

describe('ChainProgress (Ink) and its plain twin', () => {
  it('draws one bar per portfolio', async () => {
    const terminal = fakeTerminal();
    const streams = {
      stdout: terminal.stream,
      stderr: terminal.stream,
      stdin: process.stdin,
    } as unknown as Runtime['streams'];
    const progress = await inkProgress({ streams, hasColor: false });
    progress.update({ name: 'world', step: 'Recalculating the portfolio', progress: 25 });
    progress.update({ name: 'balanced', step: 'Saving the portfolio', progress: 5 });
    progress.update({ name: 'world', step: 'ok', progress: 100, isDone: true });
    await progress.stop();
    const lines = terminal.text().trim().split('\n').slice(-2);
    expect(lines).toEqual([
      '[####################] 100%  world  ok',
      '[#...................]   5%  balanced  Saving the portfolio',
    ]);
  });

  it('writes one stderr line per step when not on a terminal', () => {
    const notes: string[] = [];
    const progress = plainProgress({ note: (t) => void notes.push(t), describe: createDescribe('it-IT') });
    progress.update({ name: 'world', step: 'Calcolo', progress: 30 });
    expect(notes).toEqual(['world: Calcolo, al 30%']);
  });

  it('fills the bar in twentieths', () => {
    expect(progressBar(0)).toBe('[....................]');
    expect(progressBar(50)).toBe('[##########..........]');
    expect(progressBar(120)).toBe('[####################]');
  });
});

describe('renderTable', () => {
  it('pads columns, right-aligns numbers and trims line ends', () => {
    expect(
      renderTable({
        columns: [{ header: 'Portfolio' }, { header: 'Amount', align: 'right' }],
        rows: [
          ['world', '100,000.00'],
          ['balanced', '5.00'],
        ],
      }),
    ).toBe('Portfolio      Amount\n---------  ----------\nworld      100,000.00\nbalanced         5.00\n');
  });
});
