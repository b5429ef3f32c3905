import { ChatIcon } from './icons';

const GREETING = 'Bună ziua! Am o întrebare despre produsele voastre.';

/** Floating link to the shop's messaging-app contact; the contact page when no number is configured. */
export function MessagingButton({ number }: { number: string | null }) {
  const href = number ? `https://wa.me/${number}?text=${encodeURIComponent(GREETING)}` : '/contact-info';
  return (
    <aside aria-label="Contact rapid">
    <a
      href={href}
      {...(number ? { target: '_blank', rel: 'noopener' } : {})}
      className="group fixed right-4 bottom-4 z-40 inline-flex items-center gap-3 rounded-full bg-forest-700 p-3.5 text-white shadow-lg hover:bg-forest-800 sm:right-6 sm:bottom-6"
      data-messaging-button
    >
      <ChatIcon className="size-7" />
      <span className="sr-only">Întreabă-ne orice! Răspuns în ~2 minute</span>
      <span aria-hidden="true" className="hidden pr-2 text-left group-hover:block group-focus-visible:block">
        <span className="block text-sm font-semibold">Întreabă-ne orice!</span>
        <span className="block text-xs text-forest-100">Răspuns în ~2 minute</span>
      </span>
      {number && <span className="sr-only"> (WhatsApp, se deschide într-o filă nouă)</span>}
    </a>
    </aside>
  );
}
