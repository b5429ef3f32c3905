import { BadgeCheckIcon, ShieldIcon, TruckIcon } from './icons';

const BADGES = [
  { Icon: TruckIcon, title: 'Livrare 24-48h', text: 'gratuită peste 200 lei' },
  { Icon: ShieldIcon, title: 'Garanție 30 de zile', text: 'banii înapoi' },
  { Icon: ShieldIcon, title: 'Plată securizată', text: 'card, transfer sau ramburs' },
  { Icon: BadgeCheckIcon, title: 'Certificat UE', text: 'ISO & GMP, 0.00% THC' },
];

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="De ce să comanzi de la noi">
      {BADGES.map(({ Icon, title, text }) => (
        <li key={title} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm">
          <Icon className="size-7 shrink-0 text-forest-700" />
          <span className="text-sm leading-tight">
            <strong className="block text-ink-900">{title}</strong>
            <span className="text-ink-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
