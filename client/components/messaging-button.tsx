import { ChatIcon } from './icons';

const GREETING = 'Bună ziua! Am o întrebare despre produsele voastre.';

/** Floating link to the shop's messaging-app (WhatsApp) contact; hidden while the chat panel is open. */
export function MessagingButton({ number }: { number: string }) {
  return (
    <a
      href={`https://wa.me/${number}?text=${encodeURIComponent(GREETING)}`}
      target="_blank"
      rel="noopener"
      className="inline-flex size-12 items-center justify-center rounded-full bg-forest-700 text-white shadow-lg hover:bg-forest-800"
      data-messaging-button
    >
      <ChatIcon className="size-6" />
      <span className="sr-only">Scrie-ne pe WhatsApp (se deschide într-o filă nouă)</span>
    </a>
  );
}
