import { shippingText } from '../../content/facts';

/** The cart's three reassurance lines (SPEC §2 Cart drawer); the delivery time from content/facts.ts. */
export function TrustLines() {
  return (
    <ul className="flex justify-center gap-4 text-xs font-medium text-ink-700">
      <li>{`Livrare ${shippingText.badge}`}</li>
      <li>Buletin de analiză pe lot</li>
      <li>Plată securizată</li>
    </ul>
  );
}
