// A small PDF writer for text documents (the lab reports of the demo store): A4 pages, Helvetica and
// Helvetica-Bold (the viewer's own fonts, nothing embedded), lines wrapped to the page, Romanian letters
// through a WinAnsi encoding whose unused codes name the glyphs it lacks (ă Ă ș Ș ț Ț).

/** Glyphs WinAnsi lacks, each given a code WinAnsi leaves unused or that Romanian text never needs. */
const EXTRA_GLYPHS: [char: string, code: number, glyph: string][] = [
  ['ă', 0x81, 'abreve'],
  ['Ă', 0x8d, 'Abreve'],
  ['ș', 0x8f, 'scommaaccent'],
  ['Ș', 0x90, 'Scommaaccent'],
  ['ț', 0x9d, 'uni021B'], // not 'tcommaaccent': the Adobe glyph list maps that name to ţ (U+0163)
  ['Ț', 0x83, 'uni021A'],
  ['≤', 0x88, 'lessequal'],
  ['Δ', 0x98, 'Delta'],
  ['≥', 0x8a, 'greaterequal'],
];

/** WinAnsi's characters outside Latin-1, by their code. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  '‰': 0x89,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const CODES = new Map<string, number>([
  ...Object.entries(WIN_ANSI_HIGH),
  ...EXTRA_GLYPHS.map(([c, code]) => [c, code] as [string, number]),
]);
// The cedilla forms some keyboards still type are drawn with the comma below.
CODES.set('ş', 0x8f).set('Ş', 0x90).set('ţ', 0x9d).set('Ţ', 0x83);

/** One character's code in the document's encoding ('?' for what it cannot draw). */
function codeOf(char: string): number {
  const known = CODES.get(char);
  if (known !== undefined) return known;
  const cp = char.codePointAt(0)!;
  if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) return cp;
  if (char === '\u202f' || char === '\u2009') return 0x20;
  return 0x3f;
}

/**
 * The fonts' advance widths (per 1000 em) for codes 32–255 of the document's encoding, from Adobe's Helvetica and
 * Helvetica-Bold metrics (AFM). They are written into the PDF (/Widths): the standard metrics know no glyph named
 * uni021B, so without them a viewer gives ț no width and the next letter lands on it. ț and Ț take the widths of
 * Adobe's tcommaaccent and Tcommaaccent.
 */
const REGULAR_WIDTHS = (
  '278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,' +
  '584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,' +
  '667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,' +
  '278,556,500,722,500,500,500,334,260,334,584,0,556,556,222,611,333,1000,556,556,549,1000,549,333,1000,667,611,500,' +
  '667,222,222,333,333,350,556,1000,612,1000,500,333,944,278,500,500,278,333,556,556,556,556,260,556,333,737,370,556,' +
  '584,333,737,333,400,584,333,333,333,556,537,278,333,333,365,556,834,834,834,611,667,667,667,667,667,667,1000,722,' +
  '667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,' +
  '556,556,889,500,556,556,556,556,278,278,278,278,556,556,556,556,556,556,556,584,611,556,556,556,556,500,556,500'
)
  .split(',')
  .map(Number);
const BOLD_WIDTHS = (
  '278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,' +
  '584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,' +
  '667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,' +
  '333,611,556,778,556,556,500,389,280,389,584,0,556,556,278,611,500,1000,556,556,549,1000,549,333,1000,722,611,556,' +
  '667,278,278,500,500,350,556,1000,612,1000,556,333,944,333,500,556,278,333,556,556,556,556,280,556,333,737,370,556,' +
  '584,333,737,333,400,584,333,333,333,611,556,278,333,333,365,556,834,834,834,611,722,722,722,722,722,722,1000,722,' +
  '667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,' +
  '556,556,889,556,556,556,556,556,278,278,278,278,611,611,611,611,611,611,611,584,611,611,611,611,611,556,611,556'
)
  .split(',')
  .map(Number);
const FIRST_CHAR = 32;

function charWidth(char: string, bold: boolean): number {
  return (bold ? BOLD_WIDTHS : REGULAR_WIDTHS)[codeOf(char) - FIRST_CHAR] ?? 556;
}

/** A line's width in points at `size`, in Helvetica or Helvetica-Bold. */
export function textWidth(text: string, size: number, bold = false): number {
  let sum = 0;
  for (const char of text) sum += charWidth(char, bold);
  return (sum * size) / 1000;
}

/** A standard font in the document's encoding, with its widths (a viewer then spaces ă ș ț as it draws them). */
const fontDict = (name: string, widths: number[]) =>
  `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding 5 0 R /FirstChar ${FIRST_CHAR} /LastChar ${FIRST_CHAR + widths.length - 1} /Widths [${widths.join(' ')}] >>`;

/** Words laid into lines no wider than `width` (a word longer than a line is left whole). */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string of `text` in the document's encoding, as bytes held in a binary string. */
function literal(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = codeOf(char);
    const c = String.fromCharCode(code);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `${out})`;
}

/** A PDF text string for the document's information (UTF-16BE with its byte-order mark). */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; size?: number }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'rule' }
  | { kind: 'space'; height: number };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** Lays the blocks out on A4 pages and writes the PDF file. */
export function renderPdf({
  title,
  blocks,
  footer,
}: {
  title: string;
  blocks: Block[];
  footer?: string;
}): Uint8Array<ArrayBuffer> {
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
  const line = (text: string, size: number, bold: boolean, x = PAGE.margin) => {
    room(size * 1.45);
    y -= size * 1.45;
    ops().push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${literal(text)} Tj ET`);
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        for (const l of wrap(block.text, width, 16, true)) line(l, 16, true);
        y -= 6;
        break;
      case 'heading':
        y -= 8;
        for (const l of wrap(block.text, width, 11.5, true)) line(l, 11.5, true);
        y -= 2;
        break;
      case 'text':
        for (const l of wrap(block.text, width, block.size ?? 9.5, block.bold))
          line(l, block.size ?? 9.5, Boolean(block.bold));
        break;
      case 'field': {
        // "Label: value", the label in bold, the value wrapped under the same indent.
        const label = `${block.label}: `;
        const indent = Math.min(textWidth(label, 9.5, true), 150);
        const lines = wrap(block.value, width - indent, 9.5);
        lines.forEach((l, i) => {
          line(l, 9.5, false, PAGE.margin + indent);
          if (i === 0)
            ops().push(`BT /F2 9.5 Tf ${PAGE.margin.toFixed(2)} ${y.toFixed(2)} Td ${literal(label.trimEnd())} Tj ET`);
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

  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 encoding, 6 info, then a page and its content per page.
  const differences = EXTRA_GLYPHS.map(([, code, glyph]) => `${code} /${glyph}`).join(' ');
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${7 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    fontDict('Helvetica', REGULAR_WIDTHS),
    fontDict('Helvetica-Bold', BOLD_WIDTHS),
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >>`,
    `<< /Title ${infoString(title)} /Producer (Verdana) >>`,
  ];
  pages.forEach((content, i) => {
    const pageFooter = footer
      ? [
          `BT /F1 8 Tf ${PAGE.margin} ${(PAGE.margin - 4).toFixed(2)} Td ${literal(`${footer} · Pagina ${i + 1} din ${pages.length}`)} Tj ET`,
        ]
      : [];
    const stream = [...content, ...pageFooter].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${8 + 2 * i} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  // Every character of the file is one byte (the strings are already in the document's encoding).
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(file.length);
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(file.length);
  for (let i = 0; i < file.length; i++) bytes[i] = file.charCodeAt(i) & 0xff;
  return bytes;
}
