import { describe, expect, it } from 'vitest';
import { sniffImageKind, validateImage, validateImageDataUrl } from './image.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a');
const SVG = new TextEncoder().encode(
  '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
);
const wrong = [
  { code: 'wrongImageFormat', path: ['image'], messageKey: 'wrongImageFormat', severity: 'error' },
];
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('validateImage', () => {
  it('accepts PNG, JPG, JPEG and SVG by MIME type and extension', () => {
    expect(validateImage({ mimeType: 'image/png', fileName: 'logo.PNG' })).toEqual([]);
    expect(validateImage({ mimeType: 'image/jpeg', fileName: 'me.jpg' })).toEqual([]);
    expect(validateImage({ fileName: 'me.jpeg' })).toEqual([]);
    expect(validateImage({ mimeType: 'image/svg+xml' })).toEqual([]);
  });

  it('refuses other types', () => {
    expect(validateImage({ mimeType: 'image/gif', fileName: 'a.gif' })).toEqual(wrong);
    expect(validateImage({ fileName: 'logo.webp' })).toEqual(wrong);
    expect(validateImage({ fileName: 'logo' })).toEqual(wrong);
    expect(validateImage({})).toEqual(wrong);
  });

  it('checks the magic bytes when bytes are given', () => {
    expect(sniffImageKind(PNG)).toBe('png');
    expect(sniffImageKind(JPEG)).toBe('jpeg');
    expect(sniffImageKind(SVG)).toBe('svg');
    expect(sniffImageKind(GIF)).toBeNull();
    expect(validateImage({ mimeType: 'image/png', bytes: PNG })).toEqual([]);
    expect(validateImage({ fileName: 'logo.svg', bytes: SVG })).toEqual([]);
    expect(validateImage({ bytes: GIF })).toEqual(wrong);
  });

  it('refuses bytes that disagree with the declared type', () => {
    expect(validateImage({ mimeType: 'image/png', bytes: JPEG })).toEqual(wrong);
    expect(validateImage({ mimeType: 'image/png', fileName: 'logo.jpg' })).toEqual(wrong);
    expect(validateImage({ fileName: 'logo.png', bytes: GIF })).toEqual(wrong);
  });

  it('reads a base64 data URL', () => {
    expect(validateImageDataUrl(`data:image/png;base64,${base64(PNG)}`)).toEqual([]);
    expect(validateImageDataUrl(`data:image/jpeg;base64,${base64(JPEG)}`)).toEqual([]);
    expect(validateImageDataUrl(`data:image/png;base64,${base64(GIF)}`)).toEqual([
      { ...wrong[0], path: ['dataUrl'] },
    ]);
    expect(validateImageDataUrl(`data:image/gif;base64,${base64(GIF)}`)).toEqual([
      { ...wrong[0], path: ['dataUrl'] },
    ]);
  });

  it('reads a percent-encoded SVG data URL', () => {
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><title>è</title></svg>')}`;
    expect(validateImageDataUrl(svg)).toEqual([]);
    expect(validateImageDataUrl(`data:image/svg+xml,${encodeURIComponent('<html></html>')}`)).toHaveLength(1);
  });

  it('refuses a malformed data URL', () => {
    expect(validateImageDataUrl('image/png;base64,AAAA')).toHaveLength(1);
    expect(validateImageDataUrl('data:image/png;base64,@@@@')).toHaveLength(1);
  });
});

describe('an SVG must be inert (issue 28: logos reach PDFs, the shared page and e-mails)', () => {
  const svg = (body: string, attrs = '') =>
    new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${body}</svg>`);
  it('refuses a script or an onload handler, accepts shapes with internal references', () => {
    expect(
      validateImage({ mimeType: 'image/svg+xml', bytes: svg('<script>alert(1)</script>') }),
    ).toHaveLength(1);
    expect(validateImage({ mimeType: 'image/svg+xml', bytes: svg('<rect/>', ' onload="x()"') })).toHaveLength(
      1,
    );
    expect(
      validateImage({ mimeType: 'image/svg+xml', bytes: svg('<rect fill="url(#g)"/><use href="#g"/>') }),
    ).toEqual([]);
  });
});
