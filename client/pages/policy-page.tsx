import type { ContentDocument } from '../../domain/types';
import { Breadcrumb } from '../components/breadcrumb';
import { Prose } from '../components/prose';

/** A policy or page of text from the store: its introduction, a table of contents from its h2 headings, its sections. HTML arrives sanitised. */
export function PolicyPage({ policy }: { policy: ContentDocument }) {
  return (
    <article className="container-page max-w-3xl py-10" aria-labelledby="policy-title">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: policy.title }]} />
      <h1 id="policy-title" className="mt-4 font-display text-4xl font-bold">
        {policy.title}
      </h1>
      {policy.introHtml && <Prose html={policy.introHtml} className="mt-4 policy-intro" />}
      {policy.sections.length > 3 && (
        <nav aria-label="Cuprins" className="mt-8 rounded-2xl bg-white p-5">
          <h2 className="font-semibold">Cuprins</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {policy.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="block py-0.5 text-forest-800 underline underline-offset-4">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {policy.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titlu`}
          className="mt-10 scroll-mt-44"
        >
          <h2 id={`${section.id}-titlu`} className="font-display text-2xl font-bold">
            {section.heading}
          </h2>
          <Prose html={section.html} className="mt-4" />
        </section>
      ))}
    </article>
  );
}
