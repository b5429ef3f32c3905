import { categories, categoriesPage } from '../../content/categories';
import { Breadcrumb } from '../components/breadcrumb';
import { CheckIcon } from '../components/icons';

export function CategoriesPage() {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Categorii' }]} />
      <h1 className="mt-4 font-display text-4xl font-bold">{categoriesPage.title}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-700">{categoriesPage.intro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <article className={`card relative flex h-full flex-col bg-gradient-to-br p-6 ${category.color}`}>
              <h2 className="text-xl font-bold">
                <a
                  href={category.searchParams ? `/shop?${category.searchParams}` : '/shop'}
                  className="after:absolute after:inset-0"
                >
                  {category.name}
                </a>
              </h2>
              <p className="mt-2 text-ink-700">{category.description}</p>
              <ul className="mt-4 space-y-2">
                {category.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2 text-sm text-ink-700">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-forest-700" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-4 text-sm font-semibold text-forest-800" aria-hidden="true">
                Vezi produsele →
              </p>
            </article>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="consultanta"
        className="mt-16 rounded-3xl bg-forest-900 p-8 text-center text-white sm:p-12"
      >
        <h2 id="consultanta" className="font-display text-3xl font-bold">
          Nu știi de unde să începi?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-forest-50">
          Scrie-ne și îți spunem ce conține fiecare produs, cum se folosește și ce arată buletinul lui de analiză, sau
          completează chestionarul nostru de 60 de secunde.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/shop" className="btn bg-white text-forest-900 hover:bg-cream-100">
            Vezi toate produsele
          </a>
          <a href="/contact-info" className="btn border-2 border-white text-white hover:bg-forest-800">
            Cere o recomandare gratuită
          </a>
        </div>
      </section>
    </div>
  );
}
