// Request schemas of the shop's endpoints (worker side). Limits and messages come from ./limits.ts and
// ./messages.ts, which the browser shares; this file is imported by the worker only. zod/mini, as the browser's
// cart answers (./cart-answer.ts): one zod in the worker, a few kilobytes in its cold start, not zod's whole API.
import * as z from 'zod/mini';
import { normalizeEmail } from './email';
import {
  MAX_CART_LINES,
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_QUIZ_PROMPT_CHARS,
} from './limits';
import { fieldLabel, messages } from './messages';

export { normalizeEmail };

// Any issue without a message of its own is told in Romanian, naming the field (never zod's English).
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return `Câmp necunoscut: ${issue.keys.join(', ')}.`;
    return `Valoare invalidă pentru „${fieldLabel(issue.path ?? [])}”.`;
  },
});

export const EmailField = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    const email = normalizeEmail(value);
    if (!email) {
      ctx.issues.push({ code: 'custom', message: messages.invalidEmail, input: value });
      return z.NEVER;
    }
    return email;
  }),
);

/** POST /api/cart: the browser's lines, to become a Storefront cart. */
export const CartRequest = z.object(
  {
    lines: z
      .array(
        z.object(
          {
            merchandiseId: z
              .string({ error: messages.badVariant })
              .check(z.regex(/^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/, { error: messages.badVariant })),
            quantity: z
              .int({ error: messages.badQuantity })
              .check(
                z.minimum(1, { error: messages.badQuantity }),
                z.maximum(MAX_LINE_QUANTITY, { error: messages.badQuantity }),
              ),
          },
          { error: messages.badVariant },
        ),
        { error: messages.emptyCart },
      )
      .check(
        z.minLength(1, { error: messages.emptyCart }),
        z.maxLength(MAX_CART_LINES, { error: messages.tooManyLines }),
      ),
    /** One code per order (the offer rules): ASCII letters, digits, '-' and '_', as discount codes are written. */
    discountCode: z.optional(
      z
        .string({ error: messages.invalidCode })
        .check(
          z.trim(),
          z.minLength(1, { error: messages.invalidCode }),
          z.maxLength(MAX_DISCOUNT_CODE_LENGTH, { error: messages.invalidCode }),
          z.regex(/^[A-Za-z0-9_-]+$/, { error: messages.invalidCode }),
        ),
    ),
    /** The checkout's own 18+ box: the hand-off (POST /api/cart) needs `true`; a quote ignores it. */
    adult: z.optional(z.boolean({ error: messages.adultCheckout })),
    /** The checkout's second box, for a cart with a vape (already smokes or vapes): the hand-off needs `true` then. */
    smoker: z.optional(z.boolean({ error: messages.smokerCheckout })),
  },
  { error: messages.emptyCart },
);
export type CartRequest = z.infer<typeof CartRequest>;

/** An unknown field is named (the global Romanian message); anything else wrong with the body is the e-mail. */
const aboutTheEmail = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? undefined : messages.invalidEmail),
};

/** The form's own 18+ box: only `true` gets a code (every lead form gives one; the shop sells vapes). */
const AdultField = z.literal(true, { error: messages.adultOnly });

/** send-newsletter-email: the form itself is the opt-in; its 18+ box is required like the other forms'. */
export const EmailBody = z.strictObject({ email: EmailField, adult: AdultField }, aboutTheEmail);

/** The unticked newsletter box of the popup and the wheel: only `true` subscribes (GDPR art. 7(4)). */
const MarketingField = z._default(z.optional(z.boolean({ error: messages.marketingConsent })), false);

/** send-exit-popup-email: the address for the code, the 18+ box, and whether the shopper also asked for the newsletter. */
export const CodeRequestBody = z.strictObject(
  { email: EmailField, adult: AdultField, marketing: MarketingField },
  aboutTheEmail,
);

/**
 * send-wheel-prize-email: the address, and the prize the wheel showed. No code: the server knows the spin by
 * its cookie and makes the code when the address is accepted.
 */
export const WheelPrizeBody = z.strictObject(
  {
    email: EmailField,
    prize: z.string({ error: 'Premiul lipsește.' }).check(z.maxLength(100, { error: 'Premiul lipsește.' })),
    adult: AdultField,
    marketing: MarketingField,
  },
  aboutTheEmail,
);

/** spin-wheel takes no fields. */
export const SpinBody = z.strictObject({}, { error: 'spin-wheel nu primește câmpuri.' });

/** wellness-chatbot: the whole conversation, the shopper's new question last (SPEC §7). */
export const ChatBody = z.strictObject(
  {
    messages: z
      .array(
        z.strictObject(
          {
            role: z.enum(['user', 'assistant'], { error: messages.chatRole }),
            content: z
              .string({ error: messages.chatEmpty })
              .check(z.maxLength(MAX_CHAT_MESSAGE_CHARS, { error: messages.chatTooLong })),
          },
          // An unknown field is named (the global Romanian message); anything else about a message is its role.
          { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : messages.chatRole) },
        ),
        { error: messages.chatEmpty },
      )
      .check(
        z.minLength(1, { error: messages.chatEmpty }),
        z.maxLength(MAX_CHAT_MESSAGES, { error: messages.chatTooMany }),
        z.refine((list) => list.at(-1)?.role === 'user', { error: messages.chatLastUser }),
        z.refine((list) => (list.at(-1)?.content.trim().length ?? 0) > 0, { error: messages.chatEmpty }),
      ),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : messages.chatEmpty) },
);
export type ChatBody = z.infer<typeof ChatBody>;

/** ai-product-quiz: the spec's prompt (the answers and up to 50 products, asking for exactly 3 as JSON). */
export const QuizBody = z.strictObject(
  {
    prompt: z
      .string({ error: messages.quizPrompt })
      .check(
        z.trim(),
        z.minLength(1, { error: messages.quizPrompt }),
        z.maxLength(MAX_QUIZ_PROMPT_CHARS, { error: messages.quizPrompt }),
      ),
  },
  { error: messages.quizPrompt },
);
