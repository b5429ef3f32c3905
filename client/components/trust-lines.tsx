import { shippingText } from '../../content/facts';

/** The cart's three reassurance lines (SPEC §2 Cart drawer); the delivery time from content/facts.ts. */
export function TrustLines() {
  return (
    <ul className="flex justify-center gap-4 text-xs font-medium text-ink-700">
      {/* "24-48h" never splits at its hyphen on a narrow drawer (fifth review F15). */}
      <li>
        Livrare <span className="whitespace-nowrap">{shippingText.badge}</span>
      </li>
      <li>Buletin de analiză pe lot</li>
      <li>Plată securizată</li>
    </ul>
  );
}
