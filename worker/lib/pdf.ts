// A small PDF writer for text documents (the lab reports of the demo store): A4 pages, lines wrapped to the page, in
// Raport Sans Regular and Bold, a subset of Liberation Sans (metric-compatible with Helvetica) that the file embeds.
// Every glyph is drawn from the file's own font, whatever fonts the viewer has (a viewer's stand-in for a standard
// Helvetica may lack ț), and copying the text gives its Unicode characters back (a ToUnicode CMap): ș is U+0219.
// The font's module (./fonts/report-sans.generated.ts, ~30 KB, written by scripts/subset-pdf-font.py) is imported
// when the first PDF is built, not when the worker starts.
import type { EmbeddedFont } from './fonts/report-sans.generated';

/**
 * Characters drawn with another's glyph: the cedilla forms some keyboards still type with the comma below (Romanian
 * writes ș ț), the no-break and thin spaces as a space, the non-breaking hyphen as a hyphen, Greek mu as the micro sign.
 */
const ALIASES: Record<string, string> = {
  ş: 'ș',
  Ş: 'Ș',
  ţ: 'ț',
  Ţ: 'Ț',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2011': '-',
  μ: 'µ',
};

/** One weight of the embedded font, ready to draw with: its glyph ids by character, its PDF objects' text. */
export interface PdfFont {
  font: EmbeddedFont;
  glyphs: Map<string, number>;
  /** The glyph of a character the subset lacks: '?'. */
  fallback: number;
  /** The font file as it goes into the PDF (deflated bytes, one character each). */
  file: string;
  toUnicode: string;
}

/** A ToUnicode CMap: each glyph id (the 2-byte code Identity-H draws) to its character, in UTF-16BE. */
function toUnicodeCMap(chars: string): string {
  const entries: string[] = [];
  for (let gid = 0; gid < chars.length; gid++) {
    const char = chars[gid]!;
    if (char === '\0') continue;
    entries.push(`<${hex4(gid)}> <${hex4(char.charCodeAt(0))}>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

function prepare(font: EmbeddedFont): PdfFont {
  const glyphs = new Map<string, number>();
  // The subset's characters are all in the Basic Multilingual Plane: one UTF-16 unit each, indexed by glyph id.
  for (let gid = 0; gid < font.chars.length; gid++) if (font.chars[gid] !== '\0') glyphs.set(font.chars[gid]!, gid);
  return { font, glyphs, fallback: glyphs.get('?')!, file: atob(font.file), toUnicode: toUnicodeCMap(font.chars) };
}

let fonts: Promise<{ regular: PdfFont; bold: PdfFont }> | undefined;

/** The report's two weights, imported (and prepared) with the first PDF this isolate builds. */
export function loadFonts(): Promise<{ regular: PdfFont; bold: PdfFont }> {
  fonts ??= import('./fonts/report-sans.generated').then(
    (m) => ({ regular: prepare(m.REGULAR), bold: prepare(m.BOLD) }),
    (error) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

/** The glyph ids that draw `text` ('?' for a character the subset lacks). */
export function glyphIds(text: string, font: PdfFont): number[] {
  const ids: number[] = [];
  for (const char of text.normalize('NFC')) ids.push(font.glyphs.get(ALIASES[char] ?? char) ?? font.fallback);
  return ids;
}

/** A line's width in points at `size`, from the embedded font's advance widths (its hmtx, as the PDF's /W gives them). */
export function textWidth(text: string, size: number, font: PdfFont): number {
  let sum = 0;
  for (const gid of glyphIds(text, font)) sum += font.font.widths[gid]!;
  return (sum * size) / 1000;
}

/** Words laid into lines no wider than `width` (a word longer than a line is left whole; no-break spaces hold). */
export function wrap(text: string, width: number, size: number, font: PdfFont): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, font) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string of `text` in the font's 2-byte codes (Identity-H: each code is a glyph id), in hex. */
function shown(text: string, font: PdfFont): string {
  return `<${glyphIds(text, font).map(hex4).join('')}>`;
}

/** A PDF text string for the document's information (UTF-16BE with its byte-order mark). */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return `<${hex}>`;
}

/**
 * The objects of one embedded weight: a Type0 font (Identity-H, its ToUnicode CMap) over a CIDFontType2 font (CIDs
 * are glyph ids; /W from the subset's hmtx), its descriptor and its TrueType file. Returns the Type0 font's number.
 */
function embedFont({ font, file, toUnicode }: PdfFont, add: (body: string) => number): number {
  const fontFile = add(
    `<< /Length ${file.length} /Length1 ${font.length1} /Filter /FlateDecode >>\nstream\n${file}\nendstream`,
  );
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${font.baseFont} /Flags 4 /FontBBox [${font.bbox.join(' ')}] /ItalicAngle ${font.italicAngle} /Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.capHeight} /StemV ${font.stemV} /FontFile2 ${fontFile} 0 R >>`,
  );
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${font.baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [0 [${font.widths.join(' ')}]] /CIDToGIDMap /Identity >>`,
  );
  const cmap = add(`<< /Length ${toUnicode.length} >>\nstream\n${toUnicode}\nendstream`);
  return add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${font.baseFont} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${cmap} 0 R >>`,
  );
}

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; size?: number }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'rule' }
  | { kind: 'space'; height: number };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** Lays the blocks out on A4 pages and writes the PDF file, its fonts embedded. */
export async function renderPdf({
  title,
  blocks,
  footer,
}: {
  title: string;
  blocks: Block[];
  footer?: string;
}): Promise<Uint8Array<ArrayBuffer>> {
  const { regular, bold } = await loadFonts();
  const face = (isBold: boolean) => (isBold ? bold : regular);
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin + (footer ? 28 : 0);
  const ops = () => pages[pages.length - 1]!;
  const room = (height: number) => {
    if (y - height < bottom) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const line = (text: string, size: number, isBold: boolean, x = PAGE.margin) => {
    room(size * 1.45);
    y -= size * 1.45;
    ops().push(
      `BT /${isBold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${shown(text, face(isBold))} Tj ET`,
    );
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        for (const l of wrap(block.text, width, 16, bold)) line(l, 16, true);
        y -= 6;
        break;
      case 'heading':
        y -= 8;
        for (const l of wrap(block.text, width, 11.5, bold)) line(l, 11.5, true);
        y -= 2;
        break;
      case 'text':
        for (const l of wrap(block.text, width, block.size ?? 9.5, face(Boolean(block.bold))))
          line(l, block.size ?? 9.5, Boolean(block.bold));
        break;
      case 'field': {
        // "Label: value", the label in bold, the value wrapped under the same indent.
        const label = `${block.label}: `;
        const indent = Math.min(textWidth(label, 9.5, bold), 150);
        const lines = wrap(block.value, width - indent, 9.5, regular);
        lines.forEach((l, i) => {
          line(l, 9.5, false, PAGE.margin + indent);
          if (i === 0)
            ops().push(
              `BT /F2 9.5 Tf ${PAGE.margin.toFixed(2)} ${y.toFixed(2)} Td ${shown(label.trimEnd(), bold)} Tj ET`,
            );
        });
        break;
      }
      case 'rule':
        room(10);
        y -= 6;
        ops().push(
          `0.6 G 0.5 w ${PAGE.margin} ${y.toFixed(2)} m ${(PAGE.width - PAGE.margin).toFixed(2)} ${y.toFixed(2)} l S 0 G`,
        );
        y -= 4;
        break;
      case 'space':
        y -= block.height;
        break;
    }
  }

  // Objects: 1 catalog, 2 page tree, 3 information, then each font's five, then a content stream and its page per page.
  const objects: string[] = [];
  const add = (body: string) => objects.push(body); // the new object's number
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, once the pages are numbered
  const info = add(`<< /Title ${infoString(title)} /Producer (Verdana) >>`);
  const [f1, f2] = [embedFont(regular, add), embedFont(bold, add)];
  const kids = pages.map((content, i) => {
    const pageFooter = footer
      ? [
          `BT /F1 8 Tf ${PAGE.margin} ${(PAGE.margin - 4).toFixed(2)} Td ${shown(`${footer} · Pagina ${i + 1} din ${pages.length}`, regular)} Tj ET`,
        ]
      : [];
    const stream = [...content, ...pageFooter].join('\n');
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${contents} 0 R >>`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((n) => `${n} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  // Every character of the file is one byte: the text is ASCII (hex strings), the font files are bytes already.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(file.length);
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(file.length);
  for (let i = 0; i < file.length; i++) bytes[i] = file.charCodeAt(i) & 0xff;
  return bytes;
}
