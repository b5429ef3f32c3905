// What no answer may say, whatever passage or product text it quotes: that CBD is legal, that a product has "0,00%"
// or no THC (a lab measures THC down to its limit of quantification, 0,01%: content/site.ts `site.thc`), that it is
// organic, an amount in mg per day, or a category by its old English or condition name (content/categories.ts has
// the names). Our own texts say none of it; articles and product copy are written by others and quoted as they are,
// so a sentence saying one of these is left out of the answer.
import { withoutEfsaLine } from '../../../content/product-page';
import { foldText } from '../../../domain/text';

export interface BannedClaim {
  name: string;
  /** On the folded text (lower case, no diacritics). */
  pattern: RegExp;
}

export const BANNED_CLAIMS: BannedClaim[] = [
  {
    name: 'zero THC',
    pattern:
      /(^|[^\d.,])0[.,]0+\s?%|(^|[^\d.,])0\s?%\s?(de\s)?thc\b|\bthc\W{0,3}(de\s)?0\s?%|\bfara (urme de |niciun |pic de )?thc\b|\bzero thc\b|\bthc[- ]free\b|\b(nu (contin|are|au)\w*|lipsit\w* de) thc\b/,
  },
  { name: 'organic', pattern: /\borganic\w*/ },
  {
    name: 'mg per day',
    pattern:
      /\d\s*(mg|miligram\w*)\s*(de cbd\s*)?(\/\s*zi|pe zi|zilnic|pe seara|pe noapte|pe doza|de (doua|trei|\d) ori pe zi)|\bmg\s?\/\s?zi\b/,
  },
  {
    name: 'legality',
    pattern:
      /\b(e|este|sunt|fi|perfect|complet|100%?)\s+legal\w*|\blegal\w*\s+(in|pe teritoriul)\s+(romania|ue|uniunea|tara|europa)|\b(comercializeaz\w*|vand\w*|vinde\w*|cumpara\w*|produs\w*|obtinut\w*)\s+legal\w*|\bcbd\W{0,2}(ul)? legal\w*|\blimit\w* legal\w*/,
  },
  {
    name: 'old category name',
    pattern:
      /\b(sport & recovery|beauty & skincare|durere & inflamatie|anxietate & stres\w*|relaxare & somn|energie & focus|wellness general)\b/,
  },
];

/** The name of the first banned claim the text makes, or null. */
export function bannedClaim(text: string): string | null {
  const folded = foldText(withoutEfsaLine(text));
  return BANNED_CLAIMS.find((c) => c.pattern.test(folded))?.name ?? null;
}

/** Sentences of a line: split after a full stop, a question or an exclamation mark. */
const sentencesOf = (line: string) => line.split(/(?<=[.!?…])\s+(?=\S)/);

/** The text without its sentences that make a banned claim (lines and paragraphs kept). */
export function withoutBannedClaims(text: string): string {
  return text
    .split(/\n\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) =>
          sentencesOf(line)
            .filter((s) => !bannedClaim(s))
            .join(' '),
        )
        .filter((line) => line.trim())
        .join('\n'),
    )
    .filter((paragraph) => paragraph.trim())
    .join('\n\n');
}
