import type { ReactNode } from 'react';
import { neutralUsage, neutralWarnings, noAllergensLine } from '../../content/product-forms';
import type { ProductInfo } from '../../domain/types';

export interface ProductMakerProps {
  /** The configured maker of the shop's own products (PRODUCT_MANUFACTURER); null: none. */
  manufacturer: string | null;
  /** The configured responsible person for cosmetics (COSMETICS_RESPONSIBLE_PERSON); null: none. */
  responsiblePerson: string | null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ingredient list with each allergen in bold, as Reg. (UE) nr. 1169/2011 art. 21 wants it set apart. */
function withAllergens(ingredients: string, allergens: string[]): ReactNode[] {
  const terms = allergens.filter(Boolean);
  if (!terms.length) return [ingredients];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'giu');
  return ingredients.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <strong key={i} className="font-bold text-ink-900" data-allergen="">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}

function Fact({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-2xl border border-cream-200 bg-white p-5" data-testid={testId}>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <div className="mt-2 space-y-2 text-ink-700">{children}</div>
    </div>
  );
}

/**
 * What the label says for the product's form: how it is used, its warnings, its ingredients (allergens in
 * bold) or INCI list, its maker and, for cosmetics, the responsible person. Each from the store's metafields;
 * without them, a neutral line for the form or nothing, never another form's text.
 */
export function ProductFacts({ info, maker }: { info: ProductInfo; maker: ProductMakerProps }) {
  const { form } = info;
  const usage = info.usage ?? neutralUsage[form ?? 'unknown'];
  const warnings = info.warnings ?? (form ? neutralWarnings[form] : null);
  const cosmetic = form === 'topic';
  const manufacturer = info.manufacturer ?? maker.manufacturer;
  const responsiblePerson = cosmetic ? (info.responsiblePerson ?? maker.responsiblePerson) : null;
  const allergens = info.allergens;
  return (
    <section aria-labelledby="detalii-produs" className="mt-16 render-near-view">
      <h2 id="detalii-produs" className="font-display text-3xl font-bold">
        Utilizare și compoziție
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Fact
          title={
            form === 'vape'
              ? 'Mod de utilizare: inhalare'
              : cosmetic
                ? 'Mod de utilizare: uz extern'
                : 'Mod de utilizare'
          }
          testId="usage"
        >
          <p>{usage}</p>
        </Fact>
        {warnings && (
          <Fact title="Avertismente" testId="warnings">
            <p>{warnings}</p>
          </Fact>
        )}
        {info.ingredients && (
          <Fact title="Ingrediente" testId="ingredients">
            <p>{withAllergens(info.ingredients, allergens ?? [])}</p>
            {allergens && (
              <p className="text-sm">
                {allergens.length ? (
                  <>
                    Alergenii sunt evidențiați în listă (
                    <strong className="font-bold text-ink-900">{allergens.join(', ')}</strong>).
                  </>
                ) : (
                  noAllergensLine(info.ingredients)
                )}
              </p>
            )}
          </Fact>
        )}
        {info.inci && (
          <Fact title="Ingrediente (INCI)" testId="inci">
            <p className="text-sm leading-relaxed">{info.inci}</p>
          </Fact>
        )}
        {(manufacturer || responsiblePerson) && (
          <Fact title={cosmetic ? 'Producător și persoană responsabilă' : 'Producător'} testId="maker">
            {manufacturer && (
              <p>
                {cosmetic && <span className="font-semibold text-ink-900">Producător: </span>}
                {manufacturer}
              </p>
            )}
            {responsiblePerson && (
              <p>
                <span className="font-semibold text-ink-900">
                  Persoana responsabilă (Regulamentul (CE) nr. 1223/2009):{' '}
                </span>
                {responsiblePerson}
              </p>
            )}
          </Fact>
        )}
      </div>
    </section>
  );
}
