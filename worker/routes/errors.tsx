import type { Context } from 'hono';
import { ErrorPage } from '../../client/pages/error-page';
import { NotFoundPage } from '../../client/pages/not-found-page';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';
import { renderPage } from '../render/render-page';

const wantsJson = (c: Context<AppEnv>) => {
  const path = new URL(c.req.url).pathname;
  return path.startsWith('/api/') || path.startsWith('/functions/');
};

export function notFound(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname;
  console.warn(`404 ${c.req.method} ${path}`);
  if (wantsJson(c)) return c.json({ error: 'Resursa nu a fost găsită.' }, 404);
  return renderPage(c, {
    status: 404,
    meta: { title: 'Pagina nu a fost găsită', description: 'Pagina căutată nu există.', noindex: true },
    children: <NotFoundPage />,
  });
}

/** Upstream failures become a clear page (or JSON), never a bare 500. */
export async function onError(error: Error, c: Context<AppEnv>) {
  const status = error instanceof HttpError ? error.status : 500;
  console.error(`${status} ${c.req.method} ${c.req.url}`, error);
  const description = error instanceof HttpError ? error.description : undefined;
  const shown = status >= 500 ? 503 : status;
  if (wantsJson(c)) return c.json({ error: description ?? 'Serviciul este temporar indisponibil. Încearcă din nou.' }, shown as 503);
  try {
    const response = await renderPage(c, {
      status: shown,
      meta: { title: 'Serviciu indisponibil', description: 'Magazinul nu răspunde momentan.', noindex: true },
      children: <ErrorPage description={description} />,
    });
    response.headers.set('Retry-After', '30');
    return response;
  } catch (renderError) {
    console.error('error page failed to render', renderError);
    return c.text('Magazinul nu răspunde momentan. Încearcă din nou în câteva momente.', 503);
  }
}
