// The certificate page links the laboratory's report file, which is really served (a PDF), and names the
// lab's accreditation number; both come from the lot metafields. The demo store's lab is made up, and says so.
import { describe, expect, it } from 'vitest';
import { lotsByNumber, products } from '../../../content/catalog';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import { request, visibleText } from '../helpers';

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
  return { response, text: String.fromCharCode(...bytes), bytes };
}

/** A string as the report writes it: WinAnsi, Romanian letters at the codes its encoding names. */
const encoded = (s: string) =>
  s
    .replace(/ș/g, '\x8f')
    .replace(/ț/g, '\x9d')
    .replace(/ă/g, '\x81')
    .replace(/Ș/g, '\x90')
    .replace(/Ț/g, '\x83')
    .replace(/Ă/g, '\x8d');

describe('certificate page: accreditation and the report file', () => {
  it("names the lab's accreditation, says the data is demo data, and links a PDF that is served", async () => {
    const { status, body } = await request('/certificat-analiza/VW-OIL10-2608');
    expect(status).toBe(200);
    const text = visibleText(body);
    expect(text).toContain('Acreditare RENAR, certificat de acreditare nr. LI DEMO-0001 (SR EN ISO/IEC 17025:2018)');
    expect(text).toContain(
      'Date demonstrative. Laboratorul, numărul de acreditare și raportul aparțin magazinului de prezentare',
    );
    const href = /<a href="([^"]+)" download=""[^>]*data-testid="report-file"/.exec(body)?.[1];
    expect(href).toBe('/certificat-analiza/VW-OIL10-2608/raport.pdf');
    expect(text).toContain('Descarcă raportul de încercare nr. VA-2026-1184 (PDF)');

    const { response, text: pdf, bytes } = await pdfOf(href!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="raport-analiza-VW-OIL10-2608.pdf"');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
    for (const fact of [
      'Raport de încercare nr. VA-2026-1184',
      'VW-OIL10-2608',
      'LI DEMO-0001',
      'Veridia Analize',
      'DATE DEMONSTRATIVE',
      'Conform',
    ]) {
      expect(pdf, fact).toContain(encoded(fact));
    }
  });

  it('writes a well-formed PDF: each cross-reference points at its object, Romanian letters have their glyphs', async () => {
    const { text: pdf } = await pdfOf('/certificat-analiza/VW-OIL10-2608/raport.pdf');
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = /xref\n0 (\d+)\n/.exec(pdf.slice(startxref))!;
    const offsets = [...pdf.slice(startxref).matchAll(/(\d{10}) 00000 n \n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(Number(count) - 1);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + 12), `object ${i + 1}`).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
    });
    for (const stream of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = stream.index! + stream[0].length;
      expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
    }
    expect(pdf).toMatch(/\/Differences \[[^\]]*\/scommaaccent[^\]]*\/uni021B/);
    expect(pdf).toContain(
      encoded(
        '(Metale grele (plumb, cadmiu, mercur))'.replace(/\(plumb, cadmiu, mercur\)/, '\\(plumb, cadmiu, mercur\\)'),
      ),
    );
  });

  it('gives each font its widths, so a viewer spaces ț and ș as Helvetica does (the standard metrics lack uni021B)', async () => {
    const { text: pdf } = await pdfOf('/certificat-analiza/VW-OIL10-2608/raport.pdf');
    const fonts = [
      ...pdf.matchAll(
        /\/BaseFont \/(Helvetica(?:-Bold)?) [^>]*\/FirstChar (\d+) \/LastChar (\d+) \/Widths \[([\d ]+)\]/g,
      ),
    ];
    expect(fonts.map((f) => f[1])).toEqual(['Helvetica', 'Helvetica-Bold']);
    for (const [, name, first, last, list] of fonts) {
      const widths = list!.split(' ').map(Number);
      expect(widths, name).toHaveLength(Number(last) - Number(first) + 1);
      const width = (char: string) => widths[encoded(char).charCodeAt(0) - Number(first)];
      // Adobe's tcommaaccent and scommaaccent: 278/333 and 500/556; ă as a (556); every letter drawn has a width.
      expect(width('ț'), name).toBe(name === 'Helvetica' ? 278 : 333);
      expect(width('ș'), name).toBe(name === 'Helvetica' ? 500 : 556);
      expect(width('ă'), name).toBe(width('a'));
      for (const char of 'aăâîșțAĂÂÎȘȚ0123456789 .,;:%') expect(width(char), `${name} ${char}`).toBeGreaterThan(0);
    }
  });

  it('every lot of the catalogue has its report file; an unknown lot has none', async () => {
    for (const [number] of lotsByNumber) {
      const { status, response } = await fetchBytes(`/certificat-analiza/${number}/raport.pdf`);
      expect(status, number).toBe(200);
      expect(response.headers.get('Content-Type'), number).toBe('application/pdf');
    }
    expect((await request('/certificat-analiza/VW-NU-EXISTA/raport.pdf')).status).toBe(404);
  });

  it('the product page names the accreditation and links the report file, from the lot metafields', async () => {
    const { body } = await request('/products/ulei-cbd-10-full-spectrum');
    expect(visibleText(body)).toContain(
      'de Veridia Analize, laborator independent acreditat ISO/IEC 17025 (acreditare RENAR LI DEMO-0001, date demonstrative)',
    );
    expect(body).toMatch(
      /<a href="\/certificat-analiza\/VW-OIL10-2608\/raport.pdf" download=""[^>]*>Descarcă raportul laboratorului \(PDF<!-- -->, nr. VA-2026-1184<!-- -->\)<\/a>/,
    );

    const transport = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test' });
    const { body: answer } = await transport({
      query: `{ product(handle: "ulei-cbd-10-full-spectrum") { file: metafield(namespace: "verdana", key: "coa_file") { type value } analysis: metafield(namespace: "verdana", key: "analysis") { value } } }`,
      variables: {},
    });
    const { data } = answer as {
      data: { product: { file: { type: string; value: string }; analysis: { value: string } } };
    };
    expect(data.product.file).toEqual({ type: 'url', value: '/certificat-analiza/VW-OIL10-2608/raport.pdf' });
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
