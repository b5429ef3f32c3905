import type { ContentDocument } from '../../domain/types';
import { Breadcrumb } from '../components/breadcrumb';
import { Prose } from '../components/prose';

/** /despre: the store's about page (the embedded store serves content/about); its HTML arrives sanitised. */
export function AboutPage({ page }: { page: ContentDocument }) {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Despre' }]} />
      <article className="mx-auto mt-6 max-w-3xl" aria-labelledby="despre-titlu">
        <h1 id="despre-titlu" className="font-display text-4xl font-bold sm:text-5xl">
          {page.title}
        </h1>
        {page.introHtml && <Prose html={page.introHtml} className="about-body mt-6" />}
        {page.sections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-titlu`} className="mt-12">
            <h2 id={`${section.id}-titlu`} className="font-display text-3xl font-bold">
              {section.heading}
            </h2>
            <Prose html={section.html} className="about-body mt-6" />
          </section>
        ))}
      </article>
      <section aria-label="Produsele noastre" className="mt-16 rounded-3xl bg-forest-900 p-8 text-white sm:p-12">
        <p className="max-w-3xl text-xl text-forest-50">
          Uleiuri și jeleuri, vape-uri, precum și creme și alte produse de uz extern, cu analiza fiecărui lot publicată.
        </p>
        <a href="/shop" className="btn mt-8 bg-white text-forest-900 hover:bg-cream-100">
          Descoperă produsele
        </a>
      </section>
    </div>
  );
}
