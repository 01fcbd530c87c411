import { inflateSync } from 'node:zlib';

/**
 * Unpacks a WOFF 1.0 font into a plain TrueType/OpenType file, leaving out the tables in `dropTables`.
 * fontkit inflates a WOFF table again on every read, which made text layout the slowest part of a report;
 * decoding once up front removes that cost. Checksums are kept as the WOFF directory gives them.
 */
export const woffToSfnt = (woff: Uint8Array, dropTables: ReadonlySet<string> = new Set()): Uint8Array => {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  const tables: Array<{ tag: string; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < tableCount; i++) {
    const entry = 44 + i * 20;
    const tag = String.fromCharCode(...woff.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 4);
    const compressedLength = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    if (dropTables.has(tag)) continue;
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? new Uint8Array(inflateSync(stored)) : stored;
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerLength = 12 + tables.length * 16;
  const size = tables.reduce((total, t) => total + Math.ceil(t.data.length / 4) * 4, headerLength);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  const searchRange = 2 ** Math.floor(Math.log2(tables.length)) * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, tables.length);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, Math.floor(Math.log2(tables.length)));
  outView.setUint16(10, tables.length * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[record + k] = table.tag.charCodeAt(k);
    outView.setUint32(record + 4, table.checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += Math.ceil(table.data.length / 4) * 4;
  });
  return out;
};
