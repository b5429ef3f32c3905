import { type NavLink, site } from '../../content/site';
import type { Trader } from '../../domain/trader';
import { Logo } from './logo';

export function Footer({
  supportEmail,
  trader,
  groups,
}: {
  supportEmail: string;
  trader: Trader;
  groups: { title: string; links: NavLink[] }[];
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-forest-900 text-forest-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="inline-block rounded-xl bg-cream-50 px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 max-w-sm text-forest-100">{site.description}</p>
          <p className="mt-4">
            Suport:{' '}
            <a className="font-semibold text-white underline underline-offset-4" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
          <p className="mt-1 text-sm text-forest-100">Luni–vineri, 09:00–18:00 · în weekend suntem închiși</p>
          <button
            type="button"
            data-open-cookie-settings
            className="mt-4 text-sm font-semibold text-white underline underline-offset-4"
          >
            Setări cookie-uri
          </button>
        </div>
        {groups.map((group, g) => (
          <nav key={`${g}-${group.title}`} aria-label={group.title}>
            <h2 className="text-base font-semibold text-white">{group.title}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link, i) => (
                <li key={`${i}-${link.href}`}>
                  <a href={link.href} className="text-forest-100 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-forest-800">
        <div className="container-page flex flex-col gap-6 py-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-2 text-sm text-forest-100">
            <p>
              <strong className="text-white">18+</strong> Produsele sunt destinate exclusiv persoanelor cu vârsta de cel
              puțin 18 ani. Pe buletinul de analiză al fiecărui lot: {site.thc}.
            </p>
            <p>
              Produsele noastre nu sunt medicamente și nu înlocuiesc consultul medical. Nu sunt destinate
              diagnosticării, tratării sau prevenirii vreunei boli.
            </p>
            <p data-testid="trader-identity">
              © {year} {trader.name}
              {trader.name.endsWith('.') ? '' : '.'}{' '}
              {[
                trader.cui && `CUI/cod de TVA ${trader.cui}`,
                trader.tradeRegister && `Nr. Reg. Com. ${trader.tradeRegister}`,
                trader.address && `Sediu: ${trader.address}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              {trader.phone && (
                <>
                  {' · Telefon: '}
                  <a
                    className="underline underline-offset-4 hover:text-white"
                    href={`tel:${trader.phone.replace(/[^\d+]/g, '')}`}
                  >
                    {trader.phone}
                  </a>
                </>
              )}
            </p>
            <p>
              Prețurile includ TVA.{' '}
              <a className="underline underline-offset-4 hover:text-white" href={site.anpcUrl} rel="noopener">
                ANPC – Autoritatea Națională pentru Protecția Consumatorilor
              </a>
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={site.salUrl} rel="noopener" className="rounded-md">
              <img
                src="/images/anpc-sal.svg"
                width={250}
                height={50}
                loading="lazy"
                alt="ANPC – Soluționarea alternativă a litigiilor"
              />
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
