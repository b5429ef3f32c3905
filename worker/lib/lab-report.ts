// The laboratory's report file for a lot of the embedded catalogue: the report the certificate page
// summarises, as a PDF shoppers can download and keep. The demo store's lab is made up, and the file says so.
import { resultRows } from '../../client/pages/certificate-page';
import type { CatalogLot, CatalogProduct } from '../../content/catalog/types';
import { formatDate, formatFigure } from '../../domain/format';
import { type Block, renderPdf } from './pdf';

export const DEMO_REPORT_NOTE =
  'DATE DEMONSTRATIVE: laboratorul, numărul de acreditare și acest raport aparțin magazinului de prezentare Verdana și nu sunt documente reale.';

/** The file name a shopper's download gets: raport-analiza-{lot}.pdf. */
export const reportFileName = (lot: CatalogLot) => `raport-analiza-${lot.number}.pdf`;

export function labReportPdf(product: CatalogProduct, lot: CatalogLot): Promise<Uint8Array<ArrayBuffer>> {
  const loq = `${formatFigure(lot.thc.loqPercent)}%`;
  const blocks: Block[] = [
    ...(lot.demo
      ? ([
          { kind: 'text', text: DEMO_REPORT_NOTE, bold: true, size: 9 },
          { kind: 'space', height: 8 },
        ] satisfies Block[])
      : []),
    { kind: 'title', text: `Raport de încercare nr. ${lot.reportNumber}` },
    { kind: 'field', label: 'Laborator', value: lot.lab },
    {
      kind: 'field',
      label: 'Acreditare',
      value: `${lot.accreditation.body}, certificat de acreditare nr. ${lot.accreditation.number}, conform ${lot.accreditation.standard}`,
    },
    { kind: 'field', label: 'Produs', value: `${product.title} (${product.vendor})` },
    { kind: 'field', label: 'Lot', value: lot.number },
    { kind: 'field', label: 'Data analizei', value: formatDate(lot.analysedAt) },
    { kind: 'rule' },
    { kind: 'heading', text: 'Rezultate' },
  ];
  for (const row of resultRows(lot)) {
    blocks.push(
      { kind: 'space', height: 4 },
      { kind: 'text', text: row.parameter, bold: true },
      { kind: 'field', label: 'Metodă', value: row.method },
      { kind: 'field', label: 'Rezultat', value: row.result },
      { kind: 'field', label: 'Limită', value: row.limit },
      { kind: 'field', label: 'Verdict', value: row.verdict },
    );
  }
  blocks.push(
    { kind: 'rule' },
    {
      kind: 'text',
      text: `LOQ (limita de cuantificare) este cea mai mică cantitate pe care metoda o poate măsura exact. „< ${loq}” înseamnă că THC-ul nu a putut fi cuantificat: dacă există în probă, este sub ${loq}. Rezultatele se referă numai la proba analizată din lotul ${lot.number}.`,
      size: 8.5,
    },
  );
  return renderPdf({
    title: `Raport de încercare ${lot.reportNumber}, lotul ${lot.number}`,
    blocks,
    footer: `${lot.lab.split(',')[0]} · Raport ${lot.reportNumber} · Lot ${lot.number}${lot.demo ? ' · date demonstrative' : ''}`,
  });
}
