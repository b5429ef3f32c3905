// What the product page says for each product form when the store's own metafields are silent: a neutral line
// that fits the form (a vape is inhaled, a cream goes on the skin), never another form's instructions, and
// never a figure or an ingredient the store has not stated.
import type { ProductForm } from '../domain/types';

/** "Cum folosesc produsul?" without a verdana.usage metafield. */
export const neutralUsage: Record<ProductForm | 'unknown', string> = {
  ulei: 'Urmează indicațiile de pe etichetă și nu depăși cantitatea zilnică recomandată.',
  jeleuri: 'Urmează indicațiile de pe etichetă și nu depăși cantitatea zilnică recomandată.',
  vape: 'Produsul se inhalează, nu se înghite. Urmează instrucțiunile de pe ambalaj.',
  topic: 'Produsul este numai pentru uz extern, pe piele. Urmează instrucțiunile de pe ambalaj.',
  unknown: 'Urmează instrucțiunile de pe etichetă.',
};

/** The warnings block without a verdana.warnings metafield (none for a product of unknown form). */
export const neutralWarnings: Record<ProductForm, string> = {
  ulei: 'A nu se depăși cantitatea zilnică recomandată de pe etichetă.',
  jeleuri: 'A nu se depăși cantitatea zilnică recomandată de pe etichetă.',
  vape: 'Produs destinat exclusiv inhalării, numai pentru adulți (18+). Citește avertismentele de pe ambalaj înainte de folosire.',
  topic: 'Numai pentru uz extern. Citește avertismentele de pe ambalaj înainte de folosire.',
};

/** "Pot lua produsul …" is said of what is swallowed; the rest is used (no pronoun: "îl" would not fit "jeleurile"). */
export const treatmentQuestion = (form: ProductForm | null) =>
  form === 'ulei' || form === 'jeleuri'
    ? 'Pot lua produsul dacă urmez un tratament?'
    : 'Pot folosi produsul dacă urmez un tratament?';

/** The note beside the allergens when the store states there are none. */
export const NO_ALLERGENS = 'Nu conține alergeni din lista Regulamentului (UE) nr. 1169/2011 (Anexa II).';

/** The label's precautionary line, "Poate conține urme de …", as it writes it; null when it has none. */
export const tracesIn = (ingredients: string | null | undefined): string | null =>
  /Poate conține urme de ([^.]+)\./i.exec(ingredients ?? '')?.[0] ?? null;

/**
 * An ingredient list's allergen line: none among the ingredients. When the label warns of traces, the list shown
 * above already says it in the label's words ("Poate conține urme de …"): said once, not repeated here.
 */
export const noAllergensLine = (ingredients: string | null | undefined): string =>
  tracesIn(ingredients)
    ? 'Niciun ingredient nu este alergen din lista Regulamentului (UE) nr. 1169/2011 (Anexa II).'
    : NO_ALLERGENS;
