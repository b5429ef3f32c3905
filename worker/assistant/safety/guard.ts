// The check on the way out: whatever composed a reply (our own retrieval or a model), a reply that states an
// amount to take leaves only when the gate found an adult asking for themselves. Anything else gets the fixed
// safety answer.
import {
  CRISIS_LINE,
  MINOR_ANSWER,
  REFUSALS,
  SAFETY_CLOSING,
  SAFETY_MARK,
  safetyGuide,
  VAPE_NOTE,
} from '../../../content/assistant/safety';
import { withoutEfsaLine } from '../../../content/product-page';
import { foldText } from '../../../domain/text';
import type { ProductFacts } from '../product-facts';
import type { Situation } from './gate';

const UNIT =
  '(mg|miligram\\w*|picatur\\w*|ml|mililitr\\w*|jeleu\\w*|gumi\\w*|bucat\\w*|pufur\\w*|puf|inhalar\\w*|pipet\\w*|capsul\\w*|linguri\\w*|ursulet\\w*|bomboan\\w*)';
const AMOUNT = '(\\d+(?:[.,]\\d+)?|o|un|una|doua|doi|trei|patru|cinci|sase|sapte|opt|noua|zece|jumatate de|cateva|1/2)';
/** An amount of something taken: "2–4 picături", "35 mg", "un jeleu", "jumătate de pipetă", "10-20 mg/zi". */
const DOSE_STATEMENT = new RegExp(
  `\\b${AMOUNT}(\\s*(-|–|—|la|sau|pana la|si)\\s*${AMOUNT})?\\s*(de\\s+)?${UNIT}(?![a-z])`,
);

/** What makes an amount an amount to take, in its sentence ("20 de jeleuri în pungă" is what a bag holds). */
const TAKING =
  /\/ ?zi\b|\b(pe zi|zilnic|pe seara|seara|dimineata|sub limba|sublingual|ia|iei|iau|luat|lua|porne\w*|incep\w*|creste\w*|de (\d+|o|doua|trei|patru) ori|culcare|doz\w*|administr\w*|aplic\w*|pune|pui|picatur\w*|pipet\w*|inhale\w*|inhala|inhalez\w*|pe priza|la nevoie|fiecare priza|pentru (el|ea|copil|bebe))\b/;

/**
 * Whether a reply states an amount to take: an amount of a unit, in a sentence about taking it. Link labels
 * (product names such as "E-lichid 10 ml") do not count, nor does what a package holds.
 */
export function statesDose(reply: string): boolean {
  const text = foldText(withoutEfsaLine(reply.replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, ' ')));
  return text.split(/(?<=[.!?;\n])\s+/).some((sentence) => DOSE_STATEMENT.test(sentence) && TAKING.test(sentence));
}

/**
 * The refusal for the situation that decided it: the situation named, no amount and no product, who decides, what
 * the assistant can help with instead. A reply the guard stopped without a reason gets the general one.
 */
export function safetyAnswerText(situation: Pick<Situation, 'crisis' | 'reason' | 'concerns'>): string {
  const reason = situation.crisis
    ? 'crisis'
    : (situation.reason ??
      (['minor', 'pregnancy', 'medicine', 'illness'] as const).find((c) => situation.concerns.includes(c)) ??
      'other-person');
  const [said, professional] = REFUSALS[reason];
  const first = [said, SAFETY_MARK, professional].filter(Boolean).join(' ');
  const details = `Detalii: [${safetyGuide.label}](${safetyGuide.path}).`;
  return [...(situation.crisis ? [CRISIS_LINE] : []), first, `${SAFETY_CLOSING} ${details}`].join('\n\n');
}

export const SAFETY_SOURCES = [{ label: safetyGuide.label, path: safetyGuide.path }];

/** The reply without its lines that state an amount to take (a product's price and page stay). */
export function withoutDoses(reply: string): string {
  return reply
    .split(/\n\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .filter((line) => !statesDose(line))
        .join('\n'),
    )
    .filter((paragraph) => paragraph.trim())
    .join('\n\n');
}

/** To a shopper under 18: the shop sells only to adults (no doctor, no product, no amount). */
export const minorAnswerText = () => MINOR_ANSWER;

/**
 * The reply itself when it may leave; to a shopper under 18, that we sell only to adults; the safety answer when it
 * states an amount for anyone but an adult asking for themselves.
 */
export function guardReply(reply: string, situation: Situation): string {
  if (situation.minorSelf) return minorAnswerText();
  if (situation.refuse) return safetyAnswerText(situation);
  if (!situation.adultSelf && statesDose(reply)) return safetyAnswerText(situation);
  return reply;
}

/** A reply that names or links one of our vapes says who vapes are for (Legea 64/2024), whoever wrote it. */
export function withVapeNote(reply: string, products: Pick<ProductFacts, 'kind' | 'handle' | 'title'>[]): string {
  if (reply.includes(VAPE_NOTE)) return reply;
  const named = products.some(
    (p) => p.kind === 'vape' && (reply.includes(`/products/${p.handle}`) || reply.includes(p.title)),
  );
  return named ? `${reply}\n${VAPE_NOTE}` : reply;
}
