import type { Context } from 'hono';
import { ASSISTANT_BODY_LIMIT } from '../../domain/contract/limits';
import type { ChatBody } from '../../domain/contract/schemas';
import type { AppEnv } from '../app-env';
import { jsonBody } from '../middleware/request-guards';
import type { FunctionDefinition } from '.';

type Ctx = Context<AppEnv>;
const limits = { maxBytes: ASSISTANT_BODY_LIMIT };
const body = <T>(c: Ctx) => (c.req as unknown as { valid: (target: 'json') => T }).valid('json');

/**
 * The assistant (its modules, its search index) is loaded on the first question an isolate gets, not when the
 * isolate starts: a page never evaluates it (issue [19]). The body is checked before, with the definition.
 */
const assistant = () => import('../assistant/handlers');
/** The request schemas, loaded with the first request that needs them. */
const schemas = () => import('../../domain/contract/schemas');

export const assistantFunctions: [string, FunctionDefinition][] = [
  [
    'wellness-chatbot',
    {
      limiter: (env) => env.ASSISTANT_LIMITER,
      validate: jsonBody(() => schemas().then((s) => s.ChatBody), limits),
      run: async (c) => (await assistant()).chatbot(c, body<ChatBody>(c)),
    },
  ],
  [
    'ai-product-quiz',
    {
      limiter: (env) => env.ASSISTANT_LIMITER,
      validate: jsonBody(() => schemas().then((s) => s.QuizBody), limits),
      run: async (c) => (await assistant()).quizPicks(c, body<{ prompt: string }>(c).prompt),
    },
  ],
];
