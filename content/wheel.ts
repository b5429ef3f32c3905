// Spin wheel segments (SPEC §3 Wheel segment, §9 codes). Order is the drawing order, clockwise from the top.

import { plainFigure } from '../domain/format';
/**
 * The wheel's one name, as its dialog shows it (the SPEC's own word is "ruleta": 'Te rog învârte ruleta mai
 * întâi!'). The offer rules, the privacy policy, the FAQ, the assistant and the e-mails call it the same.
 */
export const WHEEL_NAME = 'Ruleta norocului';

export interface WheelSegment {
  id: number;
  label: string;
  discount: string;
  color: string;
  emailCode: string;
}

export const wheelSegments: WheelSegment[] = [
  { id: 1, label: '5% reducere', discount: '5%', color: '#245532', emailCode: 'SPIN5' },
  { id: 2, label: '10% reducere', discount: '10%', color: '#9a3412', emailCode: 'SPIN10' },
  { id: 3, label: '15% reducere', discount: '15%', color: '#1b4227', emailCode: 'SPIN15' },
  // Not a vape: vapes are e-cigarette products (Legea 64/2024), never a prize. A cosmetic for the hands instead.
  {
    id: 4,
    label: 'Cremă gratuită',
    discount: 'o cremă de mâini cu CBD gratuită',
    color: '#7c2d12',
    emailCode: 'SPINFREE',
  },
  { id: 5, label: '5% reducere', discount: '5%', color: '#2f6b3f', emailCode: 'SPIN5' },
  { id: 6, label: '10% reducere', discount: '10%', color: '#c2410c', emailCode: 'SPIN10' },
  { id: 7, label: '20% reducere', discount: '20%', color: '#12301c', emailCode: 'SPIN20' },
  { id: 8, label: '15% reducere', discount: '15%', color: '#9a3412', emailCode: 'SPIN15' },
];

/**
 * The wheel's prizes from least to most: when two spins claim one address before it confirms, it keeps the better
 * (worker/functions/leads.ts), so a stranger cannot pin a 5% on someone else's address ahead of their 20%.
 */
const WHEEL_PRIZE_RANK = ['SPIN5', 'SPIN10', 'SPIN15', 'SPINFREE', 'SPIN20'];

/** The wheel's prizes worth less than `code` (none for a code the wheel does not give). */
export const weakerPrizes = (code: string): string[] =>
  WHEEL_PRIZE_RANK.slice(0, Math.max(0, WHEEL_PRIZE_RANK.indexOf(code)));

// Lead-capture offers (SPEC §9).
export const offers = {
  newsletter: { code: 'NEWSLETTER10', discount: '10%' },
  exitPopup: { code: 'HALLOWEEN15', discount: '15%', limit: 100 },
} as const;

/**
 * Every code the offers give that takes a percent off the products, each once, from the data above: the newsletter's,
 * the wheel's percent prizes, and the exit popup's, which works only while the promotion runs.
 */
export const percentOffers: readonly { code: string; percent: number; whilePromotion: boolean }[] = [
  { code: offers.newsletter.code, discount: offers.newsletter.discount, whilePromotion: false },
  { code: offers.exitPopup.code, discount: offers.exitPopup.discount, whilePromotion: true },
  ...wheelSegments.map((s) => ({ code: s.emailCode, discount: s.discount, whilePromotion: false })),
]
  .filter(({ discount }) => /^\d+%$/.test(discount))
  .filter(({ code }, i, all) => all.findIndex((o) => o.code === code) === i)
  .map(({ code, discount, whilePromotion }) => ({ code, percent: Number.parseInt(discount, 10), whilePromotion }));

/**
 * How long a wheel prize's code lasts, as the wheel's dialog, the confirmation page, the e-mail and the offer rules
 * say it (seventh review F5: where the game is played, too).
 */
export const WHEEL_CODE_VALIDITY =
  'Codul este valabil până îl folosești, o singură dată; dacă nu te-ai abonat la newsletter, cel mult 12 luni de la trimitere.';

/** Version of the consent note shown under the forms; change it whenever that text changes. */
export const CONSENT_TEXT_VERSION = '2026-11-28';

/** Every offer's name ("NEWSLETTER10", "SPIN20", "SPINFREE", "HALLOWEEN15"): the start of a code, never a code itself. */
export const offerNames: readonly string[] = [
  ...new Set([offers.newsletter.code, offers.exitPopup.code, ...wheelSegments.map((s) => s.emailCode)]),
];

/**
 * What the cart says when an offer's bare name is typed as a code (sixth review F18): what the code looks like, and
 * for an offer that lasts only as long as the site-wide promotion, that its codes end with it (seventh review F6).
 */
export const bareOfferNote = (typed: string): string | null => {
  const name = offerNames.find((n) => n === typed.trim().toUpperCase());
  if (!name) return null;
  const own = `${name} este numele ofertei, nu un cod; codul tău personal are forma ${name}-XXXXXXXXXX și îl găsești în e-mailul primit.`;
  return percentOffers.some((o) => o.code === name && o.whilePromotion)
    ? `${own} Codurile acestei oferte se pot folosi doar cât ține promoția în care au fost date; după încheierea ei nu mai sunt valabile.`
    : own;
};

/** Each prize of the wheel once, in drawing order: its code, its label, how many segments give it and its chance. */
export const wheelOdds: readonly { code: string; label: string; count: number; chance: string }[] = [
  ...new Set(wheelSegments.map((s) => s.emailCode)),
].map((code) => {
  const segments = wheelSegments.filter((s) => s.emailCode === code);
  const chance = `${plainFigure((segments.length / wheelSegments.length) * 100, 1)}%`;
  return { code, label: segments[0]!.label, count: segments.length, chance };
});

/** The odds in a line, as the wheel's dialog and the chat say them: "5% reducere: 25%; …; Cremă gratuită: 12,5%". */
export const wheelOddsLine = wheelOdds.map((p) => `${p.label}: ${p.chance}`).join('; ');
