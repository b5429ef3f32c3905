import type { ProductForm } from './types';

/** verdana.form values a merchant may set (a cream is a topical product). */
const FORMS: Record<string, ProductForm> = {
  ulei: 'ulei',
  jeleuri: 'jeleuri',
  vape: 'vape',
  crema: 'topic',
  topic: 'topic',
};

/**
 * The product's form: the store's verdana.form metafield when it names one, else read off the product type
 * ("E-lichid CBD" → vape, "Balsam CBD" → topic); null when neither tells (the page then says nothing
 * form-specific).
 */
export function productFormOf(declared: string | null | undefined, productType: string): ProductForm | null {
  const named = declared ? FORMS[declared.trim().toLowerCase()] : undefined;
  if (named) return named;
  const type = productType.toLowerCase();
  if (/vape|vapori|e-?lichid|cartu[sș]|pod\b|[tț]igaret/.test(type)) return 'vape';
  if (/crem|balsam|gel\b|ser\b|unguent|roll-on|lo[tț]iune|topic|ulei de masaj/.test(type)) return 'topic';
  if (/jele|gum/.test(type)) return 'jeleuri';
  if (/ulei|tinctur|pic[aă]turi/.test(type)) return 'ulei';
  return null;
}

/** A product's form from its label's metafield when the store has one, else from its product type. */
export const formOfProduct = (p: { info?: { form?: ProductForm | null } | null; productType: string }) =>
  p.info?.form ?? productFormOf(null, p.productType);
