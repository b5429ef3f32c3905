// Just enough of a PDF reader for the tests of worker/lib/pdf.ts: objects through the cross-reference table, streams
// cut by their /Length (and inflated when /FlateDecode), the text of each page read through its fonts' ToUnicode
// CMaps, and the few tables of an embedded TrueType file the tests compare with the PDF (cmap, hmtx).

/** Bytes as the one-byte characters a PDF is written in. */
export function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

const toBytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

export interface PdfObject {
  /** The object's text before its stream (a dictionary, an array, …). */
  dict: string;
  /** The stream's bytes as written (one character each), when the object is a stream. */
  raw?: string;
}

/** Each object of the file by its number, found at the offset its cross-reference entry gives. */
export function objectsOf(pdf: string): Map<number, PdfObject> {
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
  const offsets = [...pdf.slice(startxref).matchAll(/(\d{10}) 00000 n \n/g)].map((m) => Number(m[1]));
  const objects = new Map<number, PdfObject>();
  offsets.forEach((offset, i) => {
    const header = `${i + 1} 0 obj\n`;
    if (pdf.slice(offset, offset + header.length) !== header) throw new Error(`object ${i + 1} is not at ${offset}`);
    const start = offset + header.length;
    const end = pdf.indexOf('\nendobj', start);
    const stream = pdf.indexOf('\nstream\n', start);
    if (stream === -1 || stream > end) {
      objects.set(i + 1, { dict: pdf.slice(start, end) });
      return;
    }
    const dict = pdf.slice(start, stream);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const data = stream + '\nstream\n'.length;
    if (pdf.slice(data + length, data + length + 10) !== '\nendstream') throw new Error(`object ${i + 1}: bad /Length`);
    objects.set(i + 1, { dict, raw: pdf.slice(data, data + length) });
  });
  return objects;
}

/** The object `key` refers to in `dict` (`/Key n 0 R`). */
export function ref(objects: Map<number, PdfObject>, dict: string, key: string): PdfObject | undefined {
  const n = new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  return n === undefined ? undefined : objects.get(Number(n));
}

/** A stream's data, inflated when its filter is /FlateDecode (zlib), as bytes. */
export async function streamBytes(object: PdfObject): Promise<Uint8Array> {
  const raw = toBytes(object.raw!);
  if (!/\/Filter \/FlateDecode/.test(object.dict)) return raw;
  const inflated = new Blob([raw]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

export const streamText = async (object: PdfObject) => binaryString(await streamBytes(object));

/** A ToUnicode CMap's codes (hex, as the content writes them) and their text. */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const [, body] of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of body!.matchAll(/<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!));
  }
  for (const [, body] of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, text] of body!.matchAll(/<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>/g)) {
      for (let code = Number.parseInt(lo!, 16); code <= Number.parseInt(hi!, 16); code++) {
        const first = Number.parseInt(text!, 16) + code - Number.parseInt(lo!, 16);
        map.set(code.toString(16).toUpperCase().padStart(lo!.length, '0'), String.fromCharCode(first));
      }
    }
  }
  return map;
}

/** One shown string: its page, font resource, size, position and codes, and its text through the ToUnicode CMap. */
export interface Shown {
  page: number;
  font: string;
  size: number;
  x: number;
  y: number;
  codes: string[];
  text: string;
}

/** Each page's shown strings (`BT /Fn size Tf x y Td <hex> Tj ET`, as pdf.ts writes them), read through the fonts. */
export async function shownStrings(pdf: string): Promise<Shown[]> {
  const objects = objectsOf(pdf);
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const out: Shown[] = [];
  for (const [index, page] of pages.entries()) {
    const fonts = /\/Font << ([^>]*) >>/.exec(page.dict)![1]!;
    const toUnicode = new Map<string, Map<string, string>>();
    for (const [, name] of fonts.matchAll(/\/(F\d+) \d+ 0 R/g)) {
      const font = ref(objects, fonts, name!)!;
      const cmap = ref(objects, font.dict, 'ToUnicode');
      if (!cmap) throw new Error(`font ${name} has no ToUnicode CMap`);
      toUnicode.set(name!, parseToUnicode(await streamText(cmap)));
    }
    const content = await streamText(ref(objects, page.dict, 'Contents')!);
    for (const m of content.matchAll(/BT \/(F\d+) ([\d.]+) Tf ([\d.]+) ([\d.]+) Td <([0-9A-Fa-f]*)> Tj ET/g)) {
      const font = m[1]!;
      const codes = m[5]!.toUpperCase().match(/.{4}/g) ?? [];
      const text = codes.map((code) => toUnicode.get(font)!.get(code) ?? '\ufffd').join('');
      out.push({ page: index + 1, font, size: Number(m[2]), x: Number(m[3]), y: Number(m[4]), codes, text });
    }
  }
  return out;
}

/** The text of the document as a reader sees it: pages in order, lines top to bottom, pieces of a line left to right. */
export async function pageText(pdf: string): Promise<string> {
  const shown = await shownStrings(pdf);
  shown.sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const lines: string[] = [];
  let last: Shown | undefined;
  for (const s of shown) {
    if (last && last.page === s.page && last.y === s.y) lines[lines.length - 1] += ` ${s.text}`;
    else lines.push(s.text);
    last = s;
  }
  return lines.join('\n');
}

/** The tables of a TrueType file the tests read: units per em, the advance widths (hmtx), the BMP cmap (format 4). */
export function readTrueType(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`no ${tag} table`);
    return offset;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const numGlyphs = view.getUint16(table('maxp') + 4);
  const hMetrics = view.getUint16(table('hhea') + 34);
  const advances: number[] = [];
  for (let gid = 0; gid < numGlyphs; gid++)
    advances.push(view.getUint16(table('hmtx') + 4 * Math.min(gid, hMetrics - 1)));

  const glyphOf = new Map<number, number>();
  const cmap = table('cmap');
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    const [platform, encoding] = [view.getUint16(record), view.getUint16(record + 2)];
    const sub = cmap + view.getUint32(record + 4);
    if (platform !== 3 || encoding !== 1 || view.getUint16(sub) !== 4) continue;
    const segments = view.getUint16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let s = 0; s < segments; s++) {
      const [start, end] = [view.getUint16(starts + 2 * s), view.getUint16(ends + 2 * s)];
      const [delta, rangeOffset] = [view.getInt16(deltas + 2 * s), view.getUint16(rangeOffsets + 2 * s)];
      for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
        let gid: number;
        if (rangeOffset === 0) gid = (cp + delta) & 0xffff;
        else {
          const raw = view.getUint16(rangeOffsets + 2 * s + rangeOffset + 2 * (cp - start));
          gid = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (gid) glyphOf.set(cp, gid);
      }
    }
  }
  return { unitsPerEm, numGlyphs, advances, glyphOf, isTrueType: view.getUint32(0) === 0x00010000 };
}
