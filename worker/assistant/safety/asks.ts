// What a question asks, read on its normalised text: an amount, a use, a symptom, a product, shipping or paying,
// a gift, and whether it is for the shopper or for someone else.

/** Asks an amount: a dose, drops, jellies, puffs, how often, what strength. */
export const DOSE =
  /\b(doza|doze|dozaj\w*|dozele|dozei|mg|miligram\w*|picatur\w*|pipet\w*|aplicari|(ce|cata|care) cantitate|cantitatea (de|recomandata|potrivita)|cate (aplicari|picaturi|jeleuri|bucati|pufuri|fumuri|ml|mg|pipete|gume|ursuleti|inhalari|bomboane|pe zi)|cat (ulei|cbd|sa|ii|poate|pot|de mult|de des|pun|dau)|de cate ori|ce concentrati\w*|ce procent\w*|(cat|ce|cata|cate) (\w+ )?la suta|jumatate de)\b|(^|\s)cat$/;
/** Names a symptom or a need. */
export const SYMPTOM =
  /\b(somn\w*|dorm\w*|doarme|adoarme|adorm\w*|insomni\w*|treaz\w*|trezest\w*|trezesc|durer\w*|dureri|doare|dor|anxiet\w*|anxios|anxioasa|stres\w*|nervos|nervoasa|nervi|agitat\w*|agitati\w*|hiperactiv\w*|calm\w*|linist\w*|plange|plans|colic\w*|dinti|dintisor\w*|eczem\w*|iritati\w*|febr\w*|tuse|crize|crampe|greata|voma|pofta|apetit|concentrare|atenti\w*|panica|frica|teama|tremur\w*|migren\w*|spate|articulati\w*|genunchi|inflamati\w*|acnee|energi\w*|obosit\w*|oboseala|tensiun\w*|inima|ficat\w*|stomac\w*|bolnav\w*|sanatat\w*|vindec\w*|emoti\w*|cosmar\w*|ganduri|deprimat\w*|trist\w*|rau|simptom\w*)\b/;
/** Names a product or a form of one. */
export const PRODUCT =
  /\b(ulei\w*|jele\w*|crem\w*|vape\w*|balsam\w*|gel\w*|roll on|ser|serul|unguent\w*|produs\w*|concentrati\w*|cbd\w*|canep\w*|gumi\w*|bomboan\w*|e lichid\w*|puff\w*)\b/;
/** Says the shopper will take, give or use something. */
export const INTAKE =
  /\b(folosi|folosesc|foloseste|consum\w*|administr\w*|aplic\w*|recomand\w*|ajuta|e ok|e sigur|safe|risc\w*|inghit\w*|mancat)\b/;
/** A dose or a use for someone else: "să-i dau", "poate să ia", "pentru el". */
export const FOR_THEM =
  /\b((ii|le|i) (dau|dam|pun|punem|administrez|ofer|aplic|cumpar|iau|fac|dai|da)|(ii|i|le) (ati|ai|as|am|ar) (recomanda|da|dat|pune|pus|oferi)|ce (ii|le) (recomandati|recomanzi|dau|dati)|(sa|poate|ar putea|are voie sa|ar trebui sa|poate sa) (ia|foloseasca|consume|incerce|aplice|puna)|(el|ea|ei|ele) (ia|iau|foloseste|ar lua|poate lua)|pentru (copil|copii|cel mic|cea mica|bebe)|(ii|le|i) (recomandati|recomanzi|recomanda|dati|dau|puneti))\b|\b(folosi|folosesc|aplica|aplic|pune|pun|da|dau|unge|ung)\b.*\bpe (el|ea|ei|ele)\b/;
/** Shipping, paying, returning, the shop's details (not prices or stock: those lead to products). */
export const LOGISTICS =
  /\b(livr\w*|colet\w*|curier\w*|adres\w*|plat\w*|platesc|plateste|ramburs|factur\w*|comand\w*|retur\w*|awb|ridic\w*|trimit\w*|expedi\w*|transport\w*|card|cardul|cardului|numele|easybox|locker|posta|cod|codul|voucher\w*|newsletter|abon\w*|program|contact|email|mail|telefon|semna\w*|semnez|acasa)\b/;
/** Keeping products away from children: a question about storage, not about giving them any. */
export const SAFEKEEPING =
  /\b(pastrez|pastra|pastram|depozit(ez|ezi|am|ati|a|at|ate|ata)|ascund\w*|sa nu ajunga|la indemana|indemana|departe de|capac\w*|securizat\w*|incui\w*|se inchide|inchidere)\b|\bunde\b.{0,20}\b(tin|tinem|pun|punem)\b/;
/** Where a product is left or kept ("îl las în mașină peste noapte?"): storage, not driving. */
export const STORED =
  /\b(las|lasa|lasam|tin|tinem|pastrez|uit|uita)\b.{0,30}\b(in masina|in torpedou|in portbagaj|la soare|la frig|la caldura|in frigider)\b|\btorpedou\b/;
/** A return or an exchange: about the parcel and the money, whatever else the message says. */
export const RETURNING = /\b(retur\w*|returna\w*|desigilat\w*|schimb\w* produsul)\b/;
export const GIFT =
  /\b(cadou\w*|surpriz\w*|de ziua (ei|lui|mea)|de craciun|de paste|de 8 martie|aniversar\w*|ce sa ii iau|ce sa i iau)\b/;
/** The shopper says the question is for themselves. */
export const SELF =
  /\b(pentru mine|pe mine|eu\b.{0,25}\b(iau|as lua|sa iau|pot lua|vreau|folosesc|as vrea)|iau eu|personal|mie|ma ajuta|imi recomandati|imi recomanzi|cate picaturi iau|pot lua eu)\b/;
/** Buying, not using: a price, VAT, an invoice, a discount. For another adult that is a purchase like any other. */
export const COMMERCE = /\b(pret\w*|tva|factur\w*|cost\w*|lei|reducer\w*|discount\w*|cod\w*)\b/;
/** Short words never joined with their neighbour into a lexicon word ("m am" is not "mam"). */
export const FUNCTION_WORDS = new Set(
  'am ai are nu pe la de ca sa si ma te il ii le ne va vor cu in un una o din pt e este sunt mai cat ce cum pot poti vreau vrea da ori sau iar fi fost'.split(
    ' ',
  ),
);
export const SMALL_TALK =
  /^(multumesc|multumim|ok|okay|bine|super|perfect|salut\w*|buna|pa|la revedere|da|nu|am inteles|inteles|aha|mersi)( \w+){0,3}$/;
