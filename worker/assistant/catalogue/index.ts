// Questions the live catalogue answers: the cheapest and the dearest, what sits under or over a price, stock, the
// price of a product named loosely ("uleiul de 20%", "jeleurile cu mango"), two products side by side, the
// extract (full spectrum, broad spectrum, isolate), THC as the lot's analysis states it, mg per drop and how long
// a bottle lasts. Every figure comes from the storefront's products or from our guides' 20 drops per ml.
import type { Answer } from '../answer';
import { fold } from '../text';
import { ingredient, missingStrength, otherForm, spectrum, thc } from './extract';
import { compare, contents, duration, packageContent, perDrop } from './figures';
import { namedProducts, primaryProduct } from './named';
import { bestValue, cheapestOrDearest, priceRange, quantityIn, strength, total } from './prices';
import type { CatalogueContext } from './shared';
import { price, RESTOCK, restock, stock } from './stock';

export { focusHolds, namedProducts, primaryProduct, variantsNamed } from './named';
export type { CatalogueContext } from './shared';

const CHEAPEST =
  /\b(cel mai ieftin|cea mai ieftina|cele mai ieftine|cei mai ieftini|cel mai accesibil|cea mai accesibila|cel mai mic pret|pretul cel mai mic|cel mai avantajos|cea mai avantajoasa)\b/;
const DEAREST =
  /\b(cel mai scump|cea mai scumpa|cele mai scumpe|cei mai scumpi|cel mai mare pret|pretul cel mai mare)\b/;
const TOTAL =
  /\b(cu (transportul|transport|livrarea|livrare|curierul) cu tot|cu tot cu (livrarea|livrare|transportul|transport)|in total|cu totul|totalul|cat (platesc|ma costa|vine) (in total|cu tot|pentru|pe))\b|\b(\d{1,2}|doua|doi|trei|patru|cinci) (\w+ ){0,4}(si|\+) .*\bcat (costa|platesc)\b|^cat (costa|platesc|ma costa|vin|fac) (\d{1,2}|doua|doi|trei|patru|cinci|un|o) \w+.*\b(si|\+) (\d{1,2}|doua|doi|trei|patru|cinci|un|o) \w+/;
const STOCK =
  /\b(in stoc|pe stoc|stoc\w*|mai (aveti|avei|gasesc|exista|e|este)|se mai gaseste|disponibil\w*|epuizat\w*|il aveti|o aveti|le aveti|aveti)\b/;
const PRICE =
  /\b(cat costa|ce pret|pret\w*|costa|cost\w*|cati lei|cat dau)\b|\bcat (e|este)\b(?!.*\b(termen\w*|valabil\w*|timp|durat\w*|concentrati\w*|thc|mg|picatur\w*))(?!.*(?<!\b(?:la|de|cu) \d+\s?)\bml\b)/;
const COMPARE = /\b(diferent\w*|compar\w*|vs|versus|fata de|mai bun\w*|care e mai|care este mai|ce alegi|ce aleg)\b/;
const SPECTRUM_Q = /\b(full spectrum|broad spectrum|spectru\w*|spectrum|izolat\w*|canabinoizi)\b/;
const THC_Q = /\b(thc|analiz\w*|buletin\w*|certificat\w*|lot\w*|laborator\w*)\b/;
const MG_PER_DROP =
  /\b(mg|miligram\w*|cat cbd)\b.{0,40}\b(picatur\w*)\b|\b(picatur\w*)\b.{0,30}\b(cate|cat) (mg|miligram\w*)/;
const PACKAGE =
  /\b(cate (bucati|jeleuri|buc) (sunt|are|contine|vin|gasesc|in)|cat cbd (are|contine) (unul|un jeleu|o bucata|fiecare)|cate mg (are|contine) (un|o|fiecare)|cate sunt in punga|ce contine punga)\b/;
/** How to take or apply something: our guides and the product's own text answer it, not the catalogue's figures. */
const USAGE_Q =
  /\b(cum (se )?(ia|iau|iei|folose\w*|aplic\w*|administr\w*|pun)|cate (picaturi|jeleuri|pufuri|bucati) (sa |pot |pe zi|iau|ia)|de cate ori|cat (sa )?(iau|pun|aplic|folosesc)|cat(e|a)? (mg|miligrame|picaturi) (sa|ar trebui sa|trebuie sa) (incep|iau|ia|folosesc)|cu cat(e|a)? (mg |miligrame |picaturi )?(sa )?incep|pe zi\b)/;
const DURATION =
  /\b(cat (timp )?((imi|iti|ne|mi|va|o sa) )?(tine|dureaza|ajunge|tina)|in cat timp (il |o )?(termin|golesc)|cate zile|pentru cate zile|ajunge un flacon|tine un flacon|tine o sticl\w*)\b/;
const STRONGEST =
  /\b(cel mai (concentrat|puternic|tare)|cea mai (mare|puternica) concentrati\w*|concentratia cea mai mare)\b/;
const WEAKEST =
  /\b(cel mai (slab|usor|bland)|cea mai mica concentrati\w*|concentratia cea mai mica|(care|ce) (dintre|din) \w+ (e|este) mai (bland|slab|usor))\b/;
const BEST_VALUE =
  /\b(pret(ul)? (pe|per|raportat la) (mg|miligram\w*|100 mg)|cel mai (bun pret|avantajos) (pe|per) (mg|miligram\w*)|cel mai ieftin (pe|per) (mg|miligram\w*)|raport\w* (calitate|cantitate) pret)\b/;
/** Asks how much CBD, how many puffs, what volume a product has. */
const CONTENT_Q =
  /\b(cat(e|a)? (mg|miligrame|cbd)|ce cantitate de cbd|cate (pufuri|inhalari)|ce volum|cati ml|cat de mare|ce capacitate|cat cbd (are|contine|e in|este in)|masurat\w*)\b/;

/** The catalogue's answer to the question, or null when it is not a catalogue question. */
export function catalogueAnswer(question: string, ctx: CatalogueContext): Answer | null {
  const q = fold(question);
  const named = namedProducts(question, ctx.products);
  const primary = primaryProduct(question, ctx.products);
  const one = primary ? [primary] : named;
  if (DURATION.test(q)) return duration(question, one);
  const form = otherForm(q, ctx) ?? missingStrength(q, ctx) ?? ingredient(question, ctx, ctx.supportEmail);
  if (form) return form;
  // "e broad sau full spectrum?" asks the extract, not a comparison.
  if (SPECTRUM_Q.test(q) && /\b(full|broad|izolat|spectru)\w*\b.*\bsau\b.*\b(full|broad|izolat|spectru)\w*/.test(q)) {
    const answer = spectrum(question, ctx, one);
    if (answer) return answer;
  }
  if (STRONGEST.test(q) || WEAKEST.test(q)) {
    const answer = strength(q, ctx, STRONGEST.test(q));
    if (answer) return answer;
  }
  if (BEST_VALUE.test(q)) {
    const answer = bestValue(q, ctx);
    if (answer) return answer;
  }
  if (COMPARE.test(q) || (/\b(sau|vs)\b/.test(q) && named.length > 1)) {
    const answer = compare(question, ctx);
    if (answer) return answer;
  }
  if (MG_PER_DROP.test(q)) {
    const answer = perDrop(question, named);
    if (answer) return answer;
  }
  // How to take it: the product's own text and our guides answer, with the doctor's note.
  if (USAGE_Q.test(q)) return null;
  if (PACKAGE.test(q)) {
    const answer = packageContent(one);
    if (answer) return answer;
  }
  if (CONTENT_Q.test(q)) {
    const answer = contents(question, one, ctx);
    if (answer) return answer;
  }
  if (CHEAPEST.test(q)) return cheapestOrDearest(q, ctx, false);
  if (DEAREST.test(q)) return cheapestOrDearest(q, ctx, true);
  const range = priceRange(q, ctx);
  if (range) return range;
  // "Aveți ceva cu CBD izolat?", "ce fel de extract are?": the extract, before stock or price.
  if (SPECTRUM_Q.test(q) && /\bizolat\w*|\b(ce|care) (tip|fel)\b|\b(e|este|sunt) (full|broad)\b/.test(q)) {
    const answer = spectrum(question, ctx, named);
    if (answer) return answer;
  }
  if (RESTOCK.test(q)) {
    const answer = restock(question, one, ctx.supportEmail);
    if (answer) return answer;
  }
  if (THC_Q.test(q)) {
    const answer = thc(one, ctx);
    if (answer) return answer;
  }
  // A sum asked of several of one product ("3 vapeuri"), or of a product with its delivery ("+ transport").
  const summed = PRICE.test(q) && one.length === 1 && (quantityIn(q) > 1 || /\b(transport|livrar|curier)\w*/.test(q));
  if (TOTAL.test(q) || summed) {
    const answer = total(question, ctx, one);
    if (answer) return answer;
  }
  if (STOCK.test(q) && !PRICE.test(q)) {
    const answer = stock(question, one);
    if (answer) return answer;
  }
  if (PRICE.test(q)) {
    const answer = price(question, one);
    if (answer) return answer;
  }
  if (SPECTRUM_Q.test(q)) return spectrum(question, ctx, named);
  return null;
}

/** Whether the question is about THC or a lot's analysis of a product it names (the lot is read before answering). */
export const asksLot = (question: string) => THC_Q.test(fold(question)) || CONTENT_Q.test(fold(question));
