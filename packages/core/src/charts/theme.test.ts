import { describe, expect, it } from 'vitest';
import { allocationChart } from './allocation.ts';
import { BENCHMARK_COLOR, BRAND_COLOR, chartConfig, resolveColors, tint } from './theme.ts';

describe('resolveColors', () => {
  it('uses #00A0FF and grey by default', () => {
    const colors = resolveColors(undefined);
    expect(colors.primary).toBe(BRAND_COLOR);
    expect(BRAND_COLOR).toBe('#00A0FF');
    expect(colors.benchmark).toBe(BENCHMARK_COLOR);
  });

  it('puts the advisor brand colour first in the palette, once', () => {
    const colors = resolveColors({ primary: '#2bb673' });
    expect(colors.palette[0]).toBe('#2bb673');
    expect(colors.palette.filter((c) => c.toUpperCase() === '#2BB673')).toHaveLength(1);
  });
});

describe('tint', () => {
  it('mixes with white', () => {
    // 0x00 + (255 − 0) × 0.5 = 127.5 → 128 = 0x80; 0xA0 = 160 → 160 + 95 × 0.5 = 207.5 → 208 = 0xD0
    expect(tint('#00A0FF', 0.5)).toBe('#80D0FF');
    expect(tint('#00A0FF', 0)).toBe('#00A0FF');
    expect(tint('#00A0FF', 1)).toBe('#FFFFFF');
  });
});

describe('chartConfig', () => {
  it('carries the locale separators', () => {
    const config = chartConfig('it-IT', resolveColors(undefined));
    expect(config.locale?.number).toMatchObject({ decimal: ',', thousands: '.' });
  });

  it('reaches the spec: a custom colour is used for the bars', () => {
    const spec = allocationChart([{ key: 'IT', label: 'Italy', weightPct: 100 }], {
      locale: 'en-US',
      labels: { other: 'Other', unknown: 'Unknown' },
      colors: { primary: '#123456' },
    });
    expect(JSON.stringify(spec)).toContain('#123456');
  });
});
