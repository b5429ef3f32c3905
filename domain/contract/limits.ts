// The shop's request contract, shared by the worker routes and the browser callers. Several files, so each
// bundle takes only what it uses: limits (numbers, on every page through the cart store), the Romanian
// messages a shopper or an API caller reads (./messages.ts), the request schemas (./schemas.ts, zod, worker
// only) and the cart endpoints' answers (./cart-answer.ts, zod/mini, in the browser's lazily loaded cart code).

/** SPEC §9: cart lines up to 100. */
export const MAX_CART_LINES = 100;
/** Units of one variant a cart line may hold (the store also caps at the known stock). */
export const MAX_LINE_QUANTITY = 99;
/** Longest discount code the cart sends (Shopify's codes are at most 255 characters; ours are short). */
export const MAX_DISCOUNT_CODE_LENGTH = 64;
/** Largest body each endpoint reads. */
export const CART_BODY_LIMIT = 16 * 1024;
export const FUNCTIONS_BODY_LIMIT = 8 * 1024;
/** Longest e-mail address (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
/** A chat sends its whole history: at most this many messages, each at most this long. */
export const MAX_CHAT_MESSAGES = 20;
export const MAX_CHAT_MESSAGE_CHARS = 1000;
/** Bodies of the assistant functions: a full conversation, or the quiz prompt with its products. */
export const ASSISTANT_BODY_LIMIT = 64 * 1024;
/** The quiz prompt: its answers and up to 50 products (SPEC §7). */
export const MAX_QUIZ_PROMPT_CHARS = 24_000;
