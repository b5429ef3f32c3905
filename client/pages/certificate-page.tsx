import { CBD_TOLERANCE } from '../../content/catalog/lots';
import type { CatalogLot, CatalogProduct, CatalogQuantity } from '../../content/catalog/types';
import { formatDate, formatFigure } from '../../domain/format';
import { Breadcrumb } from '../components/breadcrumb';
import { productPath } from '../lib/product-item';

// Built on first use, not when the page's module loads (ICU's data costs milliseconds).
let signed: Intl.NumberFormat | undefined;
const signedFigure = (value: number) => {
  signed ??= new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return signed.format(value);
};

const quantity = (q: CatalogQuantity) => `${formatFigure(q.value)} ${q.unit}`;

export interface ResultRow {
  parameter: string;
  method: string;
  result: string;
  limit: string;
  verdict: string;
}

/** A result measured against what the label declares (not a legal limit: "Conform" would claim one). */
const MATCHES = 'Corespunde declarației';
const DIFFERS = 'Nu corespunde declarației';

/** CBD and THC first (what the label declares), then the contaminant tests. */
export function resultRows(lot: CatalogLot): ResultRow[] {
  const cbd = lot.cbd.map((row): ResultRow => {
    const deviation = (row.measured.value - row.declared.value) / row.declared.value;
    return {
      parameter: row.label ? `CBD (canabidiol), varianta ${row.label}` : 'CBD (canabidiol)',
      method: 'HPLC-DAD',
      result: quantity(row.measured),
      limit: `Declarat: ${quantity(row.declared)} (toleranță ±${formatFigure(CBD_TOLERANCE * 100)}%)`,
      // Measured against the label, not against a legal limit: it "matches the declaration" or not.
      verdict: `${Math.abs(deviation) <= CBD_TOLERANCE ? MATCHES : DIFFERS} (${signedFigure(deviation * 100)}% față de declarat)`,
    };
  });
  const loq = `${formatFigure(lot.thc.loqPercent)}%`;
  const belowLoq = lot.thc.measuredPercent === null;
  const thc: ResultRow = {
    parameter: 'THC total (Δ9-THC + 0,877 × THCA)',
    method: 'HPLC-DAD',
    result: belowLoq ? `< ${loq} (sub limita de cuantificare)` : `${formatFigure(lot.thc.measuredPercent!)}%`,
    limit: `Declarat: sub limita de cuantificare (LOQ ${loq})`,
    verdict: belowLoq ? MATCHES : DIFFERS,
  };
  const checks = lot.checks.map((c): ResultRow => ({ ...c, verdict: c.passed ? 'Conform' : 'Neconform' }));
  return [...cbd, thc, ...checks];
}

export function CertificatePage({
  product,
  lot,
  supportEmail,
  reportFileUrl,
}: {
  product: CatalogProduct;
  lot: CatalogLot;
  supportEmail: string;
  /** The lab's report file (a PDF), when there is one. */
  reportFileUrl: string | null;
}) {
  const date = formatDate(lot.analysedAt);
  const loq = `${formatFigure(lot.thc.loqPercent)}%`;
  return (
    <article className="container-page max-w-5xl py-10" aria-labelledby="certificat-titlu">
      <Breadcrumb
        items={[
          { href: '/', label: 'Acasă' },
          { href: '/shop', label: 'Magazin' },
          { href: productPath(product.handle), label: product.title },
          { label: `Buletin de analiză, lotul ${lot.number}` },
        ]}
      />
      <h1 id="certificat-titlu" className="mt-4 font-display text-4xl font-bold">
        Buletin de analiză – lotul {lot.number}
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-2xl bg-white p-5 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Produs</dt>
        <dd>
          <a href={productPath(product.handle)} className="text-forest-800 underline underline-offset-4">
            {product.title}
          </a>
        </dd>
        <dt className="font-semibold">Lot</dt>
        <dd>{lot.number}</dd>
        <dt className="font-semibold">Laborator</dt>
        <dd>{lot.lab}</dd>
        <dt className="font-semibold">Acreditare</dt>
        <dd data-testid="accreditation">
          {lot.accreditation.body}, certificat de acreditare nr.{' '}
          <span className="whitespace-nowrap">{lot.accreditation.number}</span> ({lot.accreditation.standard})
        </dd>
        <dt className="font-semibold">Raport de încercare nr.</dt>
        <dd>{lot.reportNumber}</dd>
        <dt className="font-semibold">Data analizei</dt>
        <dd>
          <time dateTime={lot.analysedAt}>{date}</time>
        </dd>
      </dl>
      {lot.demo && (
        <p
          className="mt-4 rounded-xl border border-pumpkin-600 bg-white p-4 text-sm text-ink-700"
          data-testid="demo-note"
        >
          <strong>Date demonstrative.</strong> Laboratorul, numărul de acreditare și raportul aparțin magazinului de
          prezentare și nu sunt documente reale: un magazin real publică aici datele laboratorului său.
        </p>
      )}
      {reportFileUrl && (
        <p className="mt-6">
          <a href={reportFileUrl} download className="btn btn-primary" data-testid="report-file">
            Descarcă raportul de încercare nr. {lot.reportNumber} (PDF)
          </a>
        </p>
      )}
      <h2 id="rezultate-titlu" className="mt-10 font-display text-2xl font-bold">
        Rezultatele analizelor pentru lotul {lot.number}
      </h2>
      {/* On a phone the table scrolls sideways inside its own (focusable) region; the heading stays put. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the named scroll container of a wide table, not a page section. */}
      <div
        role="region"
        aria-labelledby="rezultate-titlu"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-2xl bg-white"
      >
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">Rezultatele analizelor pentru lotul {lot.number}</caption>
          <thead className="bg-cream-100">
            <tr>
              {['Parametru', 'Metodă', 'Rezultat', 'Limită sau valoare declarată', 'Verdict'].map((h) => (
                <th key={h} scope="col" className="p-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {resultRows(lot).map((row) => (
              <tr key={row.parameter} className="border-t border-cream-200 align-top">
                <th scope="row" className="p-3 font-semibold">
                  {row.parameter}
                </th>
                <td className="p-3">{row.method}</td>
                <td className="p-3">{row.result}</td>
                <td className="p-3">{row.limit}</td>
                <td className="p-3 font-semibold">{row.verdict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-8 max-w-3xl space-y-3 text-ink-700">
        <p>
          Acest document este rezumatul raportului de încercare nr. {lot.reportNumber}, emis pe {date} de {lot.lab},
          pentru lotul {lot.number}.{' '}
          {reportFileUrl ? (
            <>
              Raportul complet îl poți{' '}
              <a href={reportFileUrl} download className="text-forest-800 underline underline-offset-4">
                descărca în format PDF
              </a>
              ; pentru întrebări despre el ne scrii la{' '}
            </>
          ) : (
            'Raportul complet îl poți cere la '
          )}
          <a href={`mailto:${supportEmail}`} className="text-forest-800 underline underline-offset-4">
            {supportEmail}
          </a>
          , cu numărul lotului de pe ambalaj.
        </p>
        <p>
          LOQ (limita de cuantificare) este cea mai mică cantitate pe care metoda laboratorului o poate măsura exact.
          „&lt; {loq}” înseamnă că THC-ul nu a putut fi cuantificat: dacă există în probă, este sub {loq}.
        </p>
      </div>
      <a href={productPath(product.handle)} className="btn btn-outline mt-8">
        Înapoi la produs
      </a>
    </article>
  );
}
