import { describe, expect, it } from 'vitest';
import { normalizeVegaSvg } from './svg.ts';

const svg = (body: string) => `<svg width="100" height="50" viewBox="0 0 100 50">${body}</svg>`;
const rule = '<line x1="0" y1="0" x2="480" y2="0" stroke="#C8C8C8"/>';

describe('normalizeVegaSvg', () => {
  it('leaves out groups that do nothing, keeps those that move, clip or style', () => {
    const out = normalizeVegaSvg(
      svg(
        `<g class="mark-group role-axis" role="graphics-object"><g transform="translate(0,0)">${rule}</g></g>` +
          `<g transform="translate(41,25)"><g clip-path="url(#clip1)"><g fill="none">${rule}</g></g></g>`,
      ),
    );
    expect(out).toBe(
      svg(
        `${rule}<g transform="translate(41,25)"><g clip-path="url(#clip1)"><g fill="none">${rule}</g></g></g>`,
      ),
    );
  });

  it('draws a repeated opaque element once (vega repeats a constant rule per data row), a translucent one each time', () => {
    const translucent = '<path d="M0,0h5v5h-5Z" fill="#00A0FF" opacity="0.5"/>';
    const out = normalizeVegaSvg(svg(`${rule.repeat(366)}${translucent.repeat(3)}`));
    expect(out).toBe(svg(`${rule}${translucent.repeat(3)}`));
  });

  it("drops vega's hidden empty paths", () => {
    expect(normalizeVegaSvg(svg(`<path d="" display="none"/>${rule}`))).toBe(svg(rule));
  });
});
