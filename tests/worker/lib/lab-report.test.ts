// The certificate page links the laboratory's report file, which is really served (a PDF), and names the
// lab's accreditation number; both come from the lot metafields. The demo store's lab is made up, and says so.
import { describe, expect, it } from 'vitest';
import { lotsByNumber, products } from '../../../content/catalog';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import { request, visibleText } from '../helpers';
import {
  binaryString,
  objectsOf,
  type PdfObject,
  pageText,
  parseToUnicode,
  readTrueType,
  ref,
  shownStrings,
  streamBytes,
  streamText,
} from './pdf-reader';

/** The response's bytes, read as the one-byte characters a PDF is written in. */
async function fetchBytes(path: string) {
  const { response, status } = await request(path);
  return { response, status };
}

async function pdfOf(path: string) {
  const { createExecutionContext, env, waitOnExecutionContext } = await import('cloudflare:test');
  const { app } = await import('../../../worker/index');
  const ctx = createExecutionContext();
  const response = await app.request(path, {}, env, ctx);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { response, text: binaryString(bytes), bytes };
}

const REPORT = '/buletin-analiza/VW-OIL10-2608/raport.pdf';

/** The standard 14 fonts: a viewer draws them with its own stand-ins, which may lack ș and ț. */
const STANDARD_14 =
  /^(Times-(Roman|Bold|Italic|BoldItalic)|Helvetica(-Bold|-Oblique|-BoldOblique)?|Courier(-Bold|-Oblique|-BoldOblique)?|Symbol|ZapfDingbats)$/;

/** Each font a page uses: its resource name, its dictionary, the font program it draws with (if embedded). */
async function fontsOf(pdf: string) {
  const objects = objectsOf(pdf);
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const resources = new Map<string, PdfObject>();
  for (const page of pages) {
    const fonts = /\/Font << ([^>]*) >>/.exec(page.dict)![1]!;
    for (const [, name] of fonts.matchAll(/\/(F\d+) \d+ 0 R/g)) resources.set(name!, ref(objects, fonts, name!)!);
  }
  return Promise.all(
    [...resources].map(async ([name, font]) => {
      const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(font.dict)?.[1];
      const cidFont = descendant ? objects.get(Number(descendant))! : undefined;
      const descriptor = ref(objects, (cidFont ?? font).dict, 'FontDescriptor');
      const fontFile = descriptor && ref(objects, descriptor.dict, 'FontFile2');
      const program = fontFile && readTrueType(await streamBytes(fontFile));
      const toUnicode = ref(objects, font.dict, 'ToUnicode');
      return {
        name,
        baseFont: /\/BaseFont \/([^\s/]+)/.exec(font.dict)![1]!,
        font,
        cidFont,
        descriptor,
        fontFile,
        program,
        toUnicode: toUnicode && parseToUnicode(await streamText(toUnicode)),
        /** The CIDFont's /W as one run from CID 0: `[0 [w0 w1 …]]`. */
        widths: /\/W \[0 \[([\d ]+)\]\]/
          .exec(cidFont?.dict ?? '')?.[1]
          ?.split(' ')
          .map(Number),
      };
    }),
  );
}

describe('certificate page: accreditation and the report file', () => {
  it("names the lab's accreditation, says the data is demo data, and links a PDF that is served", async () => {
    const { status, body } = await request('/buletin-analiza/VW-OIL10-2608');
    expect(status).toBe(200);
    const text = visibleText(body);
    expect(text).toContain('Acreditare RENAR, certificat de acreditare nr. LI DEMO-0001 (SR EN ISO/IEC 17025:2018)');
    expect(text).toContain(
      'Date demonstrative. Laboratorul, numărul de acreditare și raportul aparțin magazinului de prezentare',
    );
    const href = /<a href="([^"]+)" download=""[^>]*data-testid="report-file"/.exec(body)?.[1];
    expect(href).toBe(REPORT);
    expect(text).toContain('Descarcă raportul de încercare nr. VA-2026-1184 (PDF)');

    const { response, text: pdf, bytes } = await pdfOf(href!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="raport-analiza-VW-OIL10-2608.pdf"');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
    // The page's text, read as a viewer copies it (through the fonts' ToUnicode CMaps), a line's wraps joined.
    const page = (await pageText(pdf)).replace(/\s+/g, ' ');
    for (const fact of [
      'Raport de încercare nr. VA-2026-1184',
      'Lot: VW-OIL10-2608',
      'LI DEMO-0001',
      'Veridia Analize',
      'DATE DEMONSTRATIVE: laboratorul, numărul de acreditare și acest raport aparțin magazinului de prezentare',
      'Verdict: Conform',
      'Limită: Declarat: 1.000 mg / 10 ml (toleranță ±10%)',
      'THC total (Δ9-THC + 0,877 × THCA)',
      'Pb ≤ 1,0 · Cd ≤ 0,5 · Hg ≤ 0,1 mg/kg',
      'Solvenți reziduali',
      '„< 0,01%” înseamnă că THC-ul nu a putut fi cuantificat',
      'Pagina 1 din 1',
    ]) {
      expect(page, fact).toContain(fact);
    }
  });

  it('writes a well-formed PDF: each cross-reference points at its object, each stream has its length', async () => {
    const { text: pdf } = await pdfOf(REPORT);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = /xref\n0 (\d+)\n/.exec(pdf.slice(startxref))!;
    const offsets = [...pdf.slice(startxref).matchAll(/(\d{10}) 00000 n \n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(Number(count) - 1);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + 12), `object ${i + 1}`).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
    });
    const streams = [...pdf.matchAll(/<< (\/[^\n]*?)?\/Length (\d+)[^\n]*>>\nstream\n/g)];
    expect(streams.length).toBeGreaterThanOrEqual(5);
    for (const stream of streams) {
      const start = stream.index! + stream[0].length;
      expect(pdf.slice(start + Number(stream[2]), start + Number(stream[2]) + 10)).toBe('\nendstream');
    }
    expect(objectsOf(pdf).size).toBe(offsets.length);
    expect(await pageText(pdf)).toContain('Metale grele (plumb, cadmiu, mercur)');
  });

  it('embeds a font file for every font it uses, and leaves no standard font to the viewer', async () => {
    const { text: pdf } = await pdfOf(REPORT);
    const fonts = await fontsOf(pdf);
    expect(fonts.map((f) => f.name).sort()).toEqual(['F1', 'F2']);
    for (const f of fonts) {
      expect(f.baseFont, f.name).not.toMatch(STANDARD_14);
      expect(f.baseFont, f.name).toMatch(/^[A-Z]{6}\+RaportSans(-Bold)?$/);
      expect(f.font.dict, f.name).toMatch(/\/Subtype \/Type0 .*\/Encoding \/Identity-H/);
      expect(f.cidFont?.dict, f.name).toMatch(/\/Subtype \/CIDFontType2 .*\/CIDToGIDMap \/Identity/);
      expect(f.fontFile, `${f.name}: FontFile2`).toBeDefined();
      // The stream is a whole TrueType file: /Length1 bytes once inflated, with the glyphs Romanian needs.
      expect(f.program!.isTrueType, f.name).toBe(true);
      const length1 = Number(/\/Length1 (\d+)/.exec(f.fontFile!.dict)![1]);
      expect((await streamBytes(f.fontFile!)).length, f.name).toBe(length1);
      for (const char of 'ăâîșțĂÂÎȘȚ„”–·±×Δ≤') expect(f.program!.glyphOf.has(char.charCodeAt(0)), char).toBe(true);
    }
    // No font anywhere in the file names a standard font or goes without a file.
    for (const [, name] of pdf.matchAll(/\/BaseFont \/([^\s/]+)/g)) expect(name).not.toMatch(STANDARD_14);
    expect(pdf).not.toMatch(/\/Subtype \/Type1\b/);
    expect(pdf.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(fonts.length);
  });

  it("maps ș to U+0219 and ț to U+021B (comma below, never the cedilla), drawn with the embedded font's own glyphs", async () => {
    const { text: pdf } = await pdfOf(REPORT);
    for (const f of await fontsOf(pdf)) {
      expect(f.toUnicode, `${f.name}: ToUnicode`).toBeDefined();
      for (const char of 'ăâîșțĂÂÎȘȚ') {
        // The code the content writes for a letter is the glyph the font's cmap gives that letter (Identity-H, the
        // CIDs being glyph ids), and the CMap gives the letter back when the text is copied.
        const gid = f.program!.glyphOf.get(char.charCodeAt(0))!;
        expect(gid, `${f.name} ${char}`).toBeGreaterThan(0);
        expect(f.toUnicode!.get(gid.toString(16).toUpperCase().padStart(4, '0')), `${f.name} ${char}`).toBe(char);
      }
      expect([...f.toUnicode!.values()]).not.toContain('ş');
      expect([...f.toUnicode!.values()]).not.toContain('ţ');
    }
    const text = await pageText(pdf);
    expect(text).toContain('și acest raport aparțin');
    expect(text).toContain('toleranță ±10%');
    expect(text).not.toMatch(/[şţŞŢ\ufffd]/);
    expect(text.match(/ș/g)!.length).toBeGreaterThan(3);
    expect(text.match(/ț/g)!.length).toBeGreaterThan(3);
  });

  it("spaces and wraps text with the embedded font's widths (its hmtx): every line stays inside the margins", async () => {
    const { text: pdf } = await pdfOf(REPORT);
    const fonts = await fontsOf(pdf);
    for (const f of fonts) {
      const { advances, unitsPerEm, numGlyphs, glyphOf } = f.program!;
      expect(f.widths, f.name).toHaveLength(numGlyphs);
      expect(f.widths, f.name).toEqual(advances.map((advance) => Math.round((advance * 1000) / unitsPerEm)));
      // Liberation Sans keeps Helvetica's metrics: ț and ș as Adobe's tcommaaccent and scommaaccent, ă as a.
      const width = (char: string) => f.widths![glyphOf.get(char.charCodeAt(0))!];
      const bold = f.baseFont.endsWith('-Bold');
      expect(width('ț'), f.name).toBe(bold ? 333 : 278);
      expect(width('ș'), f.name).toBe(bold ? 556 : 500);
      expect(width('ă'), f.name).toBe(width('a'));
    }
    const widths = new Map(fonts.map((f) => [f.name, f.widths!]));
    const shown = await shownStrings(pdf);
    expect(shown.length).toBeGreaterThan(30);
    for (const s of shown) {
      const width = s.codes.reduce((sum, code) => sum + widths.get(s.font)![Number.parseInt(code, 16)]!, 0);
      expect(s.x + (width * s.size) / 1000, s.text).toBeLessThanOrEqual(595.28 - 56 + 0.01);
    }
    // The long lines were wrapped (the microbiology result takes two), not cut or left to run off the page.
    expect(shown.filter((s) => s.x > 56).some((s) => s.text === 'în 25 g')).toBe(true);
  });

  it("draws every lot's report with glyphs of its own (no '?' for a character the subset lacks)", async () => {
    for (const [number] of lotsByNumber) {
      const { text: pdf } = await pdfOf(`/buletin-analiza/${number}/raport.pdf`);
      const text = await pageText(pdf);
      // A '?' is what pdf.ts draws for a character outside the subset: add it to CHARS in
      // scripts/subset-pdf-font.py and run the script again.
      expect(text, number).not.toMatch(/[?\ufffd]/);
      expect(text, number).toContain(`Lot: ${number}`);
    }
  });

  it('draws the cedilla forms with the comma below and keeps a no-break space from wrapping', async () => {
    const { renderPdf } = await import('../../../worker/lib/pdf');
    const bytes = await renderPdf({
      title: 'Probă',
      blocks: [
        { kind: 'text', text: 'Şcoala ţării: şi ţ, 10\u00a0mg, µg şi μg' },
        { kind: 'text', text: Array.from({ length: 40 }, (_, i) => `cuvânt${i}\u00a0mg`).join(' ') },
      ],
    });
    const text = await pageText(binaryString(bytes));
    expect(text).toContain('Școala țării: și ț, 10 mg, µg și µg');
    for (const line of text.split('\n').slice(1)) expect(line, line).toMatch(/^(cuvânt\d+ mg ?)+$/);
  });

  it('every lot of the catalogue has its report file; an unknown lot has none', async () => {
    for (const [number] of lotsByNumber) {
      const { status, response } = await fetchBytes(`/buletin-analiza/${number}/raport.pdf`);
      expect(status, number).toBe(200);
      expect(response.headers.get('Content-Type'), number).toBe('application/pdf');
    }
    expect((await request('/buletin-analiza/VW-NU-EXISTA/raport.pdf')).status).toBe(404);
  });

  it('the product page names the accreditation and links the report file, from the lot metafields', async () => {
    const { body } = await request('/products/ulei-cbd-10-spectru-complet');
    expect(visibleText(body)).toContain(
      'de Veridia Analize, laborator independent acreditat ISO/IEC 17025 (acreditare RENAR LI DEMO-0001, date demonstrative)',
    );
    expect(body).toMatch(
      /<a href="\/buletin-analiza\/VW-OIL10-2608\/raport.pdf" download=""[^>]*>Descarcă raportul laboratorului \(PDF<!-- -->, nr. VA-2026-1184<!-- -->\)<\/a>/,
    );

    const transport = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test' });
    const { body: answer } = await transport({
      query: `{ product(handle: "ulei-cbd-10-spectru-complet") { file: metafield(namespace: "verdana", key: "coa_file") { type value } analysis: metafield(namespace: "verdana", key: "analysis") { value } } }`,
      variables: {},
    });
    const { data } = answer as {
      data: { product: { file: { type: string; value: string }; analysis: { value: string } } };
    };
    expect(data.product.file).toEqual({ type: 'url', value: '/buletin-analiza/VW-OIL10-2608/raport.pdf' });
    expect(JSON.parse(data.product.analysis.value)).toMatchObject({
      accreditation: { body: 'RENAR', number: 'LI DEMO-0001' },
      demo: true,
    });
  });

  it('every lot is marked as demo data, with the demo accreditation number', () => {
    for (const p of products)
      expect(p.lot, p.handle).toMatchObject({ demo: true, accreditation: { number: 'LI DEMO-0001' } });
  });
});
