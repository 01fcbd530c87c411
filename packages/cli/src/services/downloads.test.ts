import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSafe } from './downloads.ts';

// A portfolio or client name comes from the user's CSV or the engine: as a file name it must stay one entry inside
// the output folder (`esgkit lookup --out DIR` writes DIR/<name>/<section>.csv).
describe('fileSafe', () => {
  it('keeps a readable name', () => {
    expect(fileSafe('Client: Rossi/2025')).toBe('Client-Rossi-2025');
    expect(fileSafe('Società Bianchi v1.2')).toBe('Societa-Bianchi-v1.2');
  });

  it('never names the folder itself, its parent, or a hidden file', () => {
    for (const name of ['..', '.', '...', '../../x', '/etc/passwd', '..\\..\\x', '.env', ' .. ', '.-.']) {
      const safe = fileSafe(name);
      const path = join('/out', safe, 'holdings.csv');
      // one folder below /out: not /out itself (`.`), nor above it (`..`)
      expect(dirname(dirname(path)), `${name} → ${safe}`).toBe('/out');
      expect(safe.startsWith('.'), `${name} → ${safe}`).toBe(false);
    }
    expect(fileSafe('..')).toBe('portfolio');
  });
});
