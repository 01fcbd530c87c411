import { createHash } from 'node:crypto';
import { REPORT_LOGO_BOX } from '@esgkit/core';

// The engine's PDF report (`brandingOf(…, 'pdf')`) and the CLI's own `esgkit report` embed a logo through here:
// a PDF embeds PNG/JPEG only, so an SVG logo is drawn to PNG first. `esgkit ask --chart x.png` draws its chart
// through the same renderer (`svgToPng`). Its own entry (`@esgkit/engine/pdf-logo`) so the CLI does not load the
// engine for it.

/** Print resolution of a rasterised logo: 300 dots an inch over the cover's box in points (1/72 in). */
const LOGO_DPI = 300;
/** Rasterised logos kept, by their SVG's hash: a batch of reports for one advisor draws the logo once. */
const LOGO_CACHE_SIZE = 64;
const rasterised = new Map<string, string | null>();

type Resvg = typeof import('@resvg/resvg-js');
let resvg: Promise<Resvg> | undefined;
// the native renderer loads at the first SVG logo of a PDF, not with the engine (or the CLI's cold start)
const loadResvg = (): Promise<Resvg> => (resvg ??= import('@resvg/resvg-js'));

const SVG_DATA_URL = /^data:image\/svg\+xml;base64,/i;

/**
 * A logo data URL as a PDF can embed it: an SVG (already checked inert at upload, core's `validateImage`) drawn
 * to a PNG that fills the cover's logo box at print resolution with the logo's own proportions, or null when it
 * cannot be drawn (the cover then has no logo, as for any image it cannot embed); any other data URL as it is.
 * Same SVG, same PNG: no clock, no network.
 */
export const pdfLogo = async (dataUrl: string): Promise<string | null> => {
  if (!SVG_DATA_URL.test(dataUrl)) return dataUrl;
  const svgBase64 = dataUrl.replace(SVG_DATA_URL, '');
  const key = createHash('sha256').update(svgBase64).digest('base64url');
  const cached = rasterised.get(key);
  if (cached !== undefined) return cached;
  const { Resvg } = await loadResvg();
  let png: string | null;
  try {
    const svg = Buffer.from(svgBase64, 'base64');
    const intrinsic = new Resvg(svg);
    const box = {
      width: (REPORT_LOGO_BOX.width * LOGO_DPI) / 72,
      height: (REPORT_LOGO_BOX.height * LOGO_DPI) / 72,
    };
    // the side that meets the box first sets the size (objectFit: contain on the cover)
    const fitTo =
      intrinsic.width / intrinsic.height >= box.width / box.height
        ? ({ mode: 'width', value: Math.round(box.width) } as const)
        : ({ mode: 'height', value: Math.round(box.height) } as const);
    png = `data:image/png;base64,${Buffer.from(new Resvg(svg, { fitTo }).render().asPng()).toString('base64')}`;
  } catch {
    png = null;
  }
  if (rasterised.size >= LOGO_CACHE_SIZE) rasterised.delete(rasterised.keys().next().value as string);
  rasterised.set(key, png);
  return png;
};

/** An SVG drawn to PNG bytes at `width` pixels (its own proportions): the chat chart of `esgkit ask --chart x.png`. */
export const svgToPng = async (svg: string, width: number): Promise<Uint8Array> => {
  const { Resvg } = await loadResvg();
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'white' }).render().asPng();
};
