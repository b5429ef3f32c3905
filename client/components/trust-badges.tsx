import { shippingText } from '../../content/facts';
import { BadgeCheckIcon, ShieldIcon, TruckIcon } from './icons';

const BADGES = [
  {
    Icon: TruckIcon,
    title: `Livrare ${shippingText.badge}`,
    text: `gratuită de la ${shippingText.freeFrom} (fără vape-uri)`,
  },
  // A 30-day return, said as such: not to be mistaken for the legal two-year conformity guarantee.
  { Icon: ShieldIcon, title: 'Retur în 30 de zile', text: 'banii înapoi, pe lângă garanția legală' },
  { Icon: ShieldIcon, title: 'Plată securizată', text: 'card, transfer sau ramburs' },
  { Icon: BadgeCheckIcon, title: 'Buletin de analiză', text: 'pentru fiecare lot, pe pagina produsului' },
];

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="De ce să comanzi de la noi">
      {BADGES.map(({ Icon, title, text }) => (
        <li key={title} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm">
          <Icon className="size-7 shrink-0 text-forest-700" />
          <span className="text-sm leading-tight">
            <strong className="block text-ink-900">
              {title}
              <span className="sr-only"> – </span>
            </strong>
            <span className="text-ink-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
