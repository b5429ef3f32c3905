import type { FaqItem } from '../../content/faq';

/** Native disclosure widgets: keyboard- and screen-reader-friendly with no JavaScript. */
/** The enclosing section is labelled by its heading; the list itself carries no label (ARIA forbids one on a div). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-1 open:pb-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-800 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="text-ink-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
