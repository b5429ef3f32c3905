import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Island } from '../../client/components/island';
import { LoadErrorToast } from '../../client/islands/load-error-toast';
import { ErrorPage } from '../../client/pages/error-page';
import { NotFoundPage } from '../../client/pages/not-found-page';
import { messages } from '../../domain/contract/messages';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';
import { renderPage } from '../render/render-page';

const wantsJson = (c: Context<AppEnv>) => /^\/+(api|functions|webhooks)\//.test(new URL(c.req.url).pathname);

export function notFound(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname;
  console.warn(`404 ${c.req.method} ${path}`);
  if (wantsJson(c)) return c.json({ error: messages.notFound, code: 'NOT_FOUND' }, 404);
  return renderPage(c, {
    status: 404,
    meta: { title: 'Pagina nu a fost găsită', description: 'Pagina căutată nu există.', noindex: true },
    children: <NotFoundPage />,
  });
}

/** Hono's own exceptions (malformed requests it caught first) become ours, with a Romanian message. */
function asHttpError(error: Error): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new HttpError(error.status, error.status === 413 ? messages.tooLarge : messages.generic, { cause: error });
  }
  return new HttpError(500, error.message, { cause: error });
}

/**
 * Every failure becomes a clear answer: a 4xx JSON {error, code} in Romanian for API callers, a page
 * for shoppers; never a bare 500. Upstream failures are a 503 with Retry-After.
 */
export async function onError(thrown: Error, c: Context<AppEnv>) {
  const error = asHttpError(thrown);
  const { status } = error;
  // A frozen shop (402 from the storefront) is unavailable to the shopper, like any upstream failure.
  const unavailable = status >= 500 || status === 402;
  if (unavailable) console.error(`${status} ${c.req.method} ${c.req.url}`, thrown);
  else console.warn(`${status} ${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}`);
  const shown = unavailable ? 503 : status;
  const headers = { ...error.headers, ...(unavailable ? { 'Retry-After': '30' } : {}) };
  if (wantsJson(c)) {
    const body = !unavailable
      ? { error: error.message, ...(error.code ? { code: error.code } : {}), ...error.details }
      : status === 402
        ? // SPEC §8: the caller shows '<provider>: Payment required' with the billing-plan description.
          { error: error.message, description: error.description, code: 'PAYMENT_REQUIRED' }
        : { error: error.description ?? messages.unavailableService, code: 'UNAVAILABLE' };
    return c.json(body, shown as 400, headers);
  }
  try {
    // SPEC §8: a frozen shop (402) is told as a toast too, on every page.
    const toast = status === 402 && error.description ? { title: error.message, description: error.description } : null;
    const response = await renderPage(c, {
      status: shown,
      meta: { title: 'Serviciu indisponibil', description: 'Magazinul nu răspunde momentan.', noindex: true },
      children: (
        <>
          <ErrorPage description={error.description} />
          {toast && <Island name="load-error-toast" component={LoadErrorToast} props={toast} />}
        </>
      ),
    });
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch (renderError) {
    console.error('error page failed to render', renderError);
    return c.text('Magazinul nu răspunde momentan. Încearcă din nou în câteva momente.', 503);
  }
}
