import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

/** The image kinds the product accepts (spec doc 1 §5, doc 2 §5: PNG, JPG, JPEG or SVG). */
export type ImageKind = 'png' | 'jpeg' | 'svg';

const kindByMime: Record<string, ImageKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/svg+xml': 'svg',
};
const kindByExtension: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', svg: 'svg' };

/** The canonical content type each accepted kind is sent and stored with. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

export const imageKindFromMime = (mimeType: string): ImageKind | null =>
  kindByMime[mimeType.trim().toLowerCase().split(';')[0] ?? ''] ?? null;

export const imageKindFromFileName = (fileName: string): ImageKind | null => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0
    ? null
    : (kindByExtension[
        fileName
          .slice(dot + 1)
          .trim()
          .toLowerCase()
      ] ?? null);
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const skipPast = (text: string, token: string): string => {
  const at = text.indexOf(token);
  return at < 0 ? '' : text.slice(at + token.length);
};

/** Whether the text opens an SVG document, after any BOM, XML declaration, comments and doctype. */
const opensSvg = (text: string): boolean => {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    const before = rest;
    rest = rest.trimStart();
    if (rest.startsWith('<?')) rest = skipPast(rest, '?>');
    else if (rest.startsWith('<!--')) rest = skipPast(rest, '-->');
    else if (/^<!doctype/i.test(rest)) rest = skipPast(rest, '>');
    if (rest === before) break;
  }
  return /^<svg[\s>/]/i.test(rest);
};

/** The image kind the bytes are, by their magic bytes (PNG, JPEG) or their opening tag (SVG); null otherwise. */
export const sniffImageKind = (bytes: Uint8Array): ImageKind | null => {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return opensSvg(head) ? 'svg' : null;
};

const SVG_ACTIVE_ELEMENT =
  /<\s*([\w.-]+:)?(script|foreignObject|iframe|embed|object|handler|listener)[\s>/]/i;
const SVG_EVENT_HANDLER = /[\s"'/]on[a-z]+\s*=/i;
const SVG_REFERENCE = /(?:^|[\s"'])(?:[\w-]+:)?(?:href|src)\s*=\s*(["'])([^"']*)\1/gi;
const SVG_EXTERNAL_URL = /url\(\s*(?!["']?\s*#)/i;
/** Internal references (#id) and embedded raster data are what design tools export; anything else is refused. */
const SAFE_REFERENCE = /^\s*(#|data:image\/(png|jpe?g);base64,)/i;

/**
 * Whether an SVG could run code or fetch anything when shown: script and other active elements, event-handler
 * attributes, entity declarations, javascript: URLs, CSS imports, and references other than #id or embedded
 * PNG/JPEG data. Such an SVG is refused rather than cleaned (docs/decisions.md, issue 28: logos reach PDFs,
 * the shared client page and e-mails, so what is stored must be inert).
 */
export const isUnsafeSvg = (text: string): boolean => {
  if (SVG_ACTIVE_ELEMENT.test(text) || SVG_EVENT_HANDLER.test(text)) return true;
  if (/<!ENTITY|javascript:|@import/i.test(text) || SVG_EXTERNAL_URL.test(text)) return true;
  for (const match of text.matchAll(SVG_REFERENCE)) if (!SAFE_REFERENCE.test(match[2] ?? '')) return true;
  return false;
};

/** What is known of an image: its declared MIME type, its file name, and its first bytes. */
export interface ImageFacts {
  mimeType?: string;
  fileName?: string;
  /** The file's bytes or at least its first few hundred. */
  bytes?: Uint8Array;
}

/**
 * Images must be PNG, JPG, JPEG or SVG, otherwise `wrongImageFormat` (spec doc 1 §5, doc 2 §5). The declared type
 * (MIME and file extension) must be one of these; where bytes are given they must be one too, and the same kind as
 * declared. A read failure is not this rule's: the caller answers `anErrorHasOccurred`.
 */
export const validateImage = (facts: ImageFacts, path: Issue['path'] = ['image']): Issue[] => {
  const wrong = [issue('wrongImageFormat', path)];
  const declared: Array<ImageKind | null> = [];
  if (facts.mimeType !== undefined) declared.push(imageKindFromMime(facts.mimeType));
  if (facts.fileName !== undefined) declared.push(imageKindFromFileName(facts.fileName));
  if (facts.bytes !== undefined) declared.push(sniffImageKind(facts.bytes));
  if (declared.length === 0 || declared.some((kind) => kind === null)) return wrong;
  if (new Set(declared).size !== 1) return wrong;
  // bytes that are an SVG must also be inert (given only a head, what the head shows is checked)
  if (facts.bytes && declared[0] === 'svg' && isUnsafeSvg(new TextDecoder().decode(facts.bytes)))
    return wrong;
  return [];
};

/** Percent-decodes into bytes, leniently: a head cut in the middle of a character still decodes. */
const percentDecode = (text: string): Uint8Array => {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...encoder.encode(text[i]));
  }
  return Uint8Array.from(bytes);
};

const decodeDataUrlHead = (payload: string, isBase64: boolean): Uint8Array | null => {
  try {
    if (!isBase64) return percentDecode(payload.slice(0, 4096));
    const head = payload.slice(0, 4096).replace(/\s/g, '');
    const binary = atob(head.slice(0, head.length - (head.length % 4)));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The image rule on a `data:` URL, as profile, client and logo images are sent (doc 1 §5: a base64 data URL). */
export const validateImageDataUrl = (dataUrl: string, path: Issue['path'] = ['dataUrl']): Issue[] => {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?),/.exec(dataUrl);
  if (!match) return [issue('wrongImageFormat', path)];
  const isBase64 = (match[2] ?? '').split(';').includes('base64');
  const bytes = decodeDataUrlHead(dataUrl.slice(match[0].length), isBase64);
  if (!bytes) return [issue('wrongImageFormat', path)];
  return validateImage({ mimeType: match[1] ?? '', bytes }, path);
};
