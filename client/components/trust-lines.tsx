/** The cart's three reassurance lines (SPEC §2 Cart drawer). */
export function TrustLines() {
  return (
    <ul className="flex justify-center gap-4 text-xs font-medium text-ink-700">
      <li>Livrare 24-48h</li>
      <li>Certificat UE</li>
      <li>Plată Securizată</li>
    </ul>
  );
}
