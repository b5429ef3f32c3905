import { EFSA_PROVISIONAL_INTAKE } from '../../content/product-page';
import { formatFigure, plainFigure } from '../../domain/format';
import type { Serving } from '../../domain/types';

/** "a, b și c". */
const listRo = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} și ${items[items.length - 1]}`;
const times = (mg: number) => formatFigure(Math.round((mg / EFSA_PROVISIONAL_INTAKE.adultMgPerDay) * 10) / 10);

/** An oil's row is a drop: a figure to compare by, not a unit to take (how much to take is the label's). */
const isDrop = (s: Serving) => /picătur/i.test(s.portion);

/**
 * An ingestible's portion beside EFSA's provisional safe intake, where the shopper decides to buy: the CBD in one
 * portion of each concentration (for an oil, in one drop, for comparison only), and how many times the provisional
 * daily level that is.
 */
export function ServingNote({ servings }: { servings: Serving[] }) {
  if (!servings.length) return null;
  const drops = servings.every(isDrop);
  const one = drops ? 'picătură' : 'porție';
  const { adultMgPerDay, mgPerKgPerDay } = EFSA_PROVISIONAL_INTAKE;
  const over = servings.filter((s) => s.cbdMg > adultMgPerDay);
  const portions = [...new Set(servings.map((s) => s.portion))].join(', ');
  const variant = (label: string | null) => (label?.endsWith('%') ? `concentrația de ${label}` : `varianta ${label}`);
  const amounts =
    servings.length === 1
      ? `${formatFigure(servings[0]!.cbdMg)} mg de CBD`
      : listRo(servings.map((s, i) => `${formatFigure(s.cbdMg)} mg${i === 0 ? ' de CBD' : ''} la ${variant(s.label)}`));
  const mgs = over.map((s) => s.cbdMg);
  const [least, most] = [times(Math.min(...mgs)), times(Math.max(...mgs))];
  // "De X ori mai mult" from twice upwards; below that, by how much more ("cu aproximativ 25% mai mult").
  const percent = (mg: number) => `${Math.round((mg / EFSA_PROVISIONAL_INTAKE.adultMgPerDay - 1) * 100)}%`;
  const more =
    Math.max(...mgs) < 2 * EFSA_PROVISIONAL_INTAKE.adultMgPerDay
      ? `cu aproximativ ${percent(Math.min(...mgs))}${least === most ? '' : ` până la ${percent(Math.max(...mgs))}`} mai mult`
      : `de ${least === most ? least : `${least} până la ${most}`} ori mai mult`;
  return (
    <div data-testid="serving-note" className="space-y-1">
      {drops ? (
        <p>
          <strong>Pentru comparație:</strong> {portions} are aproximativ {amounts}; cantitatea de folosit este cea de pe
          etichetă.
        </p>
      ) : (
        <p>
          <strong>CBD într-o porție:</strong> {portions} conține {amounts}.
        </p>
      )}
      <p>
        EFSA (Autoritatea Europeană pentru Siguranța Alimentară) a stabilit provizoriu pentru adulți un nivel sigur de
        aproximativ {formatFigure(adultMgPerDay)} mg de CBD pe zi ({plainFigure(mgPerKgPerDay, 4)} mg pe kilogram corp).{' '}
        {over.length === 0
          ? `O ${one} din acest produs nu depășește acest nivel.`
          : over.length === servings.length
            ? `O singură ${one} din acest produs îl depășește: are ${more}.`
            : `O singură ${one} din concentrațiile ${over.map((s) => s.label).join(', ')} îl depășește.`}
      </p>
      {/* EFSA could not establish safety below 25 (fifth review F11): the shop sells from 18, and says so here. */}
      <p data-under-25>
        Pentru persoanele sub 25 de ani, EFSA nu a putut stabili un nivel sigur, așa că nu recomandăm produsele cu CBD
        care se înghit celor sub 25 de ani.
      </p>
    </div>
  );
}
