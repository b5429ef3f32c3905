import { plainFigure } from '../format';
import { MAX_CART_LINES, MAX_CHAT_MESSAGE_CHARS, MAX_CHAT_MESSAGES, MAX_LINE_QUANTITY } from './limits';
import { SOLD_OUT } from './sold-out';

/** Every message the contract's endpoints answer with, in Romanian (the spec's strings verbatim). */
export const messages = {
  invalidEmail: 'Te rugăm să introduci o adresă de e-mail validă.',
  generic: 'A apărut o eroare. Te rugăm să încerci din nou.',
  rateLimited: 'Prea multe încercări de pe această conexiune. Te rugăm să aștepți un minut și să încerci din nou.',
  tooLarge: 'Cererea este prea mare.',
  /** A body the client stopped sending before its end (a dropped connection, a cancelled upload). */
  incompleteBody: 'Cererea nu a ajuns întreagă. Încearcă din nou.',
  notJson: 'Trimite datele ca JSON (Content-Type: application/json).',
  badJson: 'Corpul cererii nu este JSON valid.',
  foreignOrigin: 'Cererea trebuie trimisă de pe site-ul magazinului.',
  unauthorized: 'Cheie de acces lipsă sau invalidă.',
  unknownFunction: 'Funcția nu există.',
  methodNotAllowed: 'Funcția se apelează doar cu POST.',
  notFound: 'Resursa nu a fost găsită.',
  unavailableService: 'Serviciul este temporar indisponibil. Încearcă din nou.',
  offerClosed: 'Oferta HALLOWEEN15 s-a încheiat: primele 100 de adrese au primit deja codul.',
  offerEnded: 'Oferta HALLOWEEN15 s-a încheiat odată cu promoția de Halloween.',
  marketingConsent: 'Alegerea pentru newsletter trebuie să fie da sau nu.',
  /** The newsletter, the wheel and the exit popup give codes to adults only: each form carries its own 18+ box. */
  adultOnly: 'Confirmă că ai cel puțin 18 ani: ofertele și codurile noastre sunt doar pentru adulți.',
  /** The checkout hand-off without its 18+ box. */
  adultCheckout: 'Confirmă că ai cel puțin 18 ani ca să continui spre plată.',
  /** The order itself (the embedded checkout's last step) without its 18+ box. */
  adultOrder: 'Confirmă că ai cel puțin 18 ani ca să plasezi comanda: vindem numai adulților.',
  /**
   * The checkout of a cart with a vape, without its second box: e-cigarettes are sold only to adults who already
   * smoke (Legea nr. 64/2024).
   */
  smokerCheckout:
    'Coșul are vape-uri: confirmă că fumezi sau folosești deja țigarete electronice ca să continui spre plată. Vape-urile nu sunt pentru nefumători.',
  spinFirst: 'Te rugăm să învârți mai întâi ruleta.',
  wrongCode: 'Codul nu corespunde premiului câștigat de tine la ruletă.',
  prizeAlreadySent: 'Premiul acestei învârtiri a fost deja trimis pe o altă adresă de e-mail.',
  spinLimit: 'Ruleta a fost învârtită de prea multe ori de pe această conexiune astăzi. Încearcă din nou mâine.',
  emptyCart: 'Coșul este gol.',
  tooManyLines: `Coșul poate avea cel mult ${MAX_CART_LINES} de produse diferite.`,
  badVariant: 'Fiecare produs din coș trebuie să aibă un identificator de variantă valid.',
  badQuantity: `Cantitatea trebuie să fie un număr întreg între 1 și ${MAX_LINE_QUANTITY}.`,
  tooManyUnits: `Cel mult ${MAX_LINE_QUANTITY} de bucăți din același produs.`,
  unknownVariant: 'Un produs din coș nu mai există.',
  unavailable: SOLD_OUT.title,
  unavailableDescription: SOLD_OUT.description,
  /** A line the store capped at its stock (MERCHANDISE_NOT_ENOUGH_STOCK). */
  onlyInStock: (added: number) => `Am adăugat doar ${added}: atât avem în stoc.`,
  cartRejected: 'Coșul nu a putut fi creat.',
  /** The cart's code field: a code the store does not apply, or one no store could know. */
  invalidCode: 'Codul nu este valid',
  /** A code an order has already used (each code is one shopper's, for one order). */
  codeUsed: 'Codul a fost deja folosit la o comandă. Fiecare cod se poate folosi o singură dată.',
  /** A code on a cart that holds only vapes: no code reduces an e-cigarette (the offer rules say so). */
  codeNotForVapes: 'Reducerile nu se aplică vape-urilor (țigarete electronice), iar în coș ai doar vape-uri.',
  /** A code applied to a cart that holds a vape too: what it was worked out on. */
  discountWithoutVapes: 'Reducerea e calculată fără vape-uri: codurile nu se aplică țigaretelor electronice.',
  /** The local checkout page's button. */
  orderPlaced: 'Comanda ta a fost plasată.',
  chatEmpty: 'Scrie un mesaj înainte de a-l trimite.',
  chatTooLong: `Un mesaj poate avea cel mult ${plainFigure(MAX_CHAT_MESSAGE_CHARS)} de caractere.`,
  chatTooMany: `Conversația poate avea cel mult ${MAX_CHAT_MESSAGES} de mesaje. Începe una nouă.`,
  chatRole: 'Mesajele pot fi doar ale tale sau ale asistentului.',
  chatLastUser: 'Ultimul mesaj al conversației trebuie să fie întrebarea ta.',
  /** SPEC §8: the chat's failure toast. */
  chatFailed: 'Eroare la procesarea mesajului. Încearcă din nou!',
  quizPrompt: 'Cererea pentru quiz lipsește sau este prea lungă.',
  /** A quiz request that carries none of the quiz's answers (free text instead). */
  quizAnswers: 'Alege răspunsurile chestionarului: recomandările pornesc doar de la ele.',
  /** SPEC §8: the quiz's failure message. */
  quizFailed: 'Eroare la generarea recomandărilor. Încearcă din nou!',
} as const;

/** Romanian name of a request field, for messages about it. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'corpul cererii';
}
