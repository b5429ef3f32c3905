// The embedded Storefront API's price list and last guards. A document is priced before it runs (cost.ts) and
// refused over a limit with Shopify's error shape; what runs spends from a work and a byte budget, so a
// document the price list underrates still stops; and no error a client reads says anything about us.
import { GraphQLError } from 'graphql';
import { MAX_NESTING, type Price } from './cost';
import { type Searching, searchingWithin } from './search';

export const LIMITS = {
  /**
   * Shopify's cost (cost.ts). The heaviest documents of well-known clients: Next.js Commerce's cart, 78,617
   * (100 lines × a product with 250 variants and 20 images) and product lists, 78,102; the shop's own, 13,253
   * (the catalogue, 250 cards); Hydrogen's skeleton and cart handler, 3,014 at most. Five levels of
   * `first: 250` cost about 10^12, three about 1.6 × 10^7.
   */
  maxCost: 250_000,
  /** Fields within fields. The deepest document a client sends is GraphiQL's introspection, 15; Commerce's cart, 12. */
  maxDepth: 20,
  /** Field nodes once fragments are spread (each alias counted). Introspection has 230; Hydrogen's product page, 102. */
  maxFields: 1_000,
  /** Selection sets within selection sets, fragments included, and brackets within brackets in the text: at most 18 in use. */
  maxNesting: MAX_NESTING,
  /** graphql-js's own guard on the parser. */
  maxTokens: 20_000,
  /**
   * Resolver calls and search comparisons (products × terms) one request may make. The most any known document
   * makes: 1,936 (Commerce's product list); the shop's catalogue, 1,479.
   */
  maxWork: 50_000,
  /** Text one answer may carry (its JSON size). The largest known answers: introspection, 506 KB; the shop's blog, 197 KB. */
  maxResponseBytes: 4 * 1024 * 1024,
} as const;

/** Shopify's shape for a document refused before it runs: `{errors: [{message, extensions: {code, …}}]}`, no data. */
export interface Refusal {
  errors: { message: string; extensions: Record<string, unknown> }[];
}

const refusal = (message: string, extensions: Record<string, unknown>): Refusal => ({
  errors: [{ message, extensions }],
});

/** The first limit a priced document passes, or null when it may run. Shopify documents MAX_COMPLEXITY_EXCEEDED. */
export function overLimits(price: Price): Refusal | null {
  if (price.nesting > LIMITS.maxNesting || price.depth > LIMITS.maxDepth) {
    return refusal('Query depth exceeded', {
      code: 'MAX_DEPTH_EXCEEDED',
      ...(Number.isFinite(price.depth) && price.nesting <= LIMITS.maxNesting ? { depth: price.depth } : {}),
      maxDepth: LIMITS.maxDepth,
    });
  }
  if (price.fields > LIMITS.maxFields)
    return refusal('Query has too many fields', {
      code: 'MAX_FIELDS_EXCEEDED',
      fields: price.fields,
      maxFields: LIMITS.maxFields,
    });
  if (price.cost > LIMITS.maxCost)
    return refusal('Complexity exceeded', {
      code: 'MAX_COMPLEXITY_EXCEEDED',
      cost: price.cost,
      maxCost: LIMITS.maxCost,
    });
  return null;
}

/** Brackets nested past the limit in the text itself: refused before the (recursive) parser reads it. */
export const tooDeepToParse = (): Refusal =>
  refusal('Query depth exceeded', { code: 'MAX_DEPTH_EXCEEDED', maxDepth: LIMITS.maxDepth });

/** Thrown inside execution once a budget is spent; the whole answer is then replaced by one clean error. */
class BudgetSpent extends GraphQLError {
  constructor() {
    super('Budget spent', { extensions: { code: 'BUDGET_SPENT' } });
  }
}

/** What one execution may still spend: resolver calls and comparisons (work), and text (bytes). */
export class ExecutionBudget {
  work = 0;
  bytes = 0;
  spent: 'work' | 'bytes' | null = null;

  constructor(
    private readonly maxWork: number = LIMITS.maxWork,
    private readonly maxBytes: number = LIMITS.maxResponseBytes,
  ) {}

  spend(work: number, bytes = 0): void {
    this.work += work;
    this.bytes += bytes;
    if (!this.spent && this.work > this.maxWork) this.spent = 'work';
    if (!this.spent && this.bytes > this.maxBytes) this.spent = 'bytes';
    if (this.spent) throw new BudgetSpent();
  }

  /** The answer instead of a partial one, once a budget is spent. */
  refusal(): Refusal {
    return this.spent === 'bytes'
      ? responseTooLarge(this.maxBytes)
      : refusal('Query took too much work to run', { code: 'MAX_WORK_EXCEEDED' });
  }
}

/** An answer past the size cap: none of it is sent. */
export const responseTooLarge = (maxBytes: number = LIMITS.maxResponseBytes): Refusal =>
  refusal('Response too large', { code: 'MAX_RESPONSE_SIZE_EXCEEDED', maxBytes });

/** The context every resolver of the embedded store receives. */
export interface EmbeddedContext {
  budget: ExecutionBudget;
  searching: Searching;
  /** The shop's origin, handed in by whoever built the store (never a Host header): absolute URLs are built on it. */
  origin: string;
}

export function executionContext(origin: string, budget = new ExecutionBudget()): EmbeddedContext {
  return { budget, searching: searchingWithin((work) => budget.spend(work)), origin };
}

/** Shopify's own answer for an internal error; the details go to the log under the same id. */
export function internalError(cause: unknown, where: string) {
  const requestId = crypto.randomUUID();
  console.error(`embedded storefront: internal error in ${where} (request ${requestId})`, cause);
  return {
    message: `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

/**
 * The errors a client may read: ours and graphql-js's (GraphQLErrors, written for clients) as they are; anything
 * else (a RangeError, a TypeError from a resolver) becomes Shopify's internal error, logged with its stack.
 */
export function publicErrors(errors: readonly GraphQLError[]) {
  return errors.map((error) => {
    const cause = error.originalError;
    if (cause && !(cause instanceof GraphQLError))
      return {
        ...internalError(cause, error.path?.join('.') ?? 'execution'),
        ...(error.path ? { path: error.path } : {}),
      };
    return error.toJSON();
  });
}
