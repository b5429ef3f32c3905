import { type Context, Hono } from 'hono';
import { ConfirmPage, type ConfirmState } from '../../client/pages/confirm-page';
import type { AppEnv } from '../app-env';
import { isDevelopment } from '../env';
import { isLocalOrigin } from '../lib/origin';
import { waitUntil } from '../lib/wait-until';
import { confirmation, loadMailbox, type MailboxMessage, type UnsubscribeState, unsubscribe } from '../loaders/leads';
import { fromOwnPage } from '../middleware/request-guards';
import { PRIVATE_PAGE, renderPage } from '../render/render-page';

const UNSUBSCRIBE_TEXT: Record<UnsubscribeState, { title: string; body: string }> = {
  confirm: {
    title: 'Vrei să te dezabonezi?',
    body: 'Apasă butonul de mai jos și nu îți mai trimitem e-mailuri la această adresă.',
  },
  done: {
    title: 'Te-ai dezabonat',
    body: 'Nu vei mai primi e-mailuri de la noi la această adresă. Ne pare rău că pleci; ușa noastră rămâne deschisă oricând.',
  },
  invalid: {
    title: 'Link de dezabonare invalid',
    body: 'Linkul nu este valid sau a fost modificat. Deschide-l din nou din e-mailul primit sau scrie-ne și te dezabonăm noi.',
  },
  expired: {
    title: 'Linkul de dezabonare a expirat',
    body: 'Din motive de siguranță, linkurile de dezabonare sunt valabile un an. Scrie-ne de pe adresa ta de e-mail și te dezabonăm noi în cel mult o zi lucrătoare.',
  },
};

function UnsubscribePage({
  state,
  token,
  supportEmail,
}: {
  state: UnsubscribeState;
  token: string;
  supportEmail: string;
}) {
  const { title, body } = UNSUBSCRIBE_TEXT[state];
  return (
    <section className="container-page max-w-2xl py-24 text-center">
      <h1 className="font-display text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-ink-700">{body}</p>
      {state === 'confirm' ? (
        // A link opened by a mail scanner only shows this page; unsubscribing takes the POST (RFC 8058).
        <form method="post" action={`/dezabonare?t=${encodeURIComponent(token)}`} className="mt-8">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className="btn btn-primary">
            Da, dezabonează-mă
          </button>
        </form>
      ) : (
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          {state !== 'done' && (
            <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('Dezabonare')}`} className="btn btn-outline">
              Scrie-ne la {supportEmail}
            </a>
          )}
          <a href="/" className="btn btn-primary">
            Înapoi la magazin
          </a>
        </p>
      )}
    </section>
  );
}

function MailboxPage({ messages }: { messages: MailboxMessage[] }) {
  return (
    <section className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">Căsuța de e-mail locală</h1>
      <p className="mt-2 text-ink-700">
        E-mailurile „trimise” de furnizorul local (dev-mailbox). Pagina există doar pe localhost.
      </p>
      <ol className="mt-6 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="card p-5" data-mail-to={m.to_address}>
            <p className="text-sm text-ink-600">
              #{m.id} · {m.created_at} · către <strong>{m.to_address}</strong>
            </p>
            <h2 className="mt-1 text-lg font-semibold">{m.subject}</h2>
            <pre className="mt-3 text-sm whitespace-pre-wrap">{m.text}</pre>
            <p className="mt-2 text-xs text-ink-600">{m.headers}</p>
          </li>
        ))}
      </ol>
      {messages.length === 0 && <p className="mt-6">Niciun e-mail încă.</p>}
    </section>
  );
}

const isLocal = (url: string) => isLocalOrigin(new URL(url).origin);

function unsubscribePage(c: Context<AppEnv>, state: UnsubscribeState) {
  return renderPage(c, {
    status: state === 'invalid' || state === 'expired' ? 400 : 200,
    cacheable: false,
    meta: { title: UNSUBSCRIBE_TEXT[state].title, description: 'Dezabonare de la e-mailurile Verdana.', noindex: true },
    children: <UnsubscribePage state={state} token={c.req.query('t') ?? ''} supportEmail={c.var.config.supportEmail} />,
  });
}

const CONFIRM_STATUS: Record<ConfirmState['kind'], number> = {
  ask: 200,
  confirmed: 200,
  done: 200,
  closed: 409,
  ended: 409,
  invalid: 400,
  expired: 400,
};

/** The confirmation link's page: it reads on a GET and confirms on the page's own POST. */
async function confirmPage(c: Context<AppEnv>, { confirm }: { confirm: boolean }) {
  const token = c.req.query('t') ?? '';
  const state = await confirmation(c.env, c.var.config, {
    origin: new URL(c.req.url).origin,
    token,
    ip: c.req.header('CF-Connecting-IP') ?? 'local',
    confirm,
    waitUntil: (promise) => waitUntil(c, promise),
  });
  // Confirmed by this POST: the page shows the code on a GET, so a reload asks nothing again.
  if (confirm && state.kind === 'confirmed') {
    c.header('Cache-Control', PRIVATE_PAGE);
    return c.redirect(`/confirmare?t=${encodeURIComponent(token)}`, 303);
  }
  return renderPage(c, {
    status: CONFIRM_STATUS[state.kind],
    cacheable: false,
    meta: { title: 'Confirmarea adresei', description: 'Confirmarea adresei de e-mail la Verdana.', noindex: true },
    children: <ConfirmPage state={state} action={`/confirmare?t=${encodeURIComponent(token)}`} />,
  });
}

export const leadPageRoutes = new Hono<AppEnv>()
  // The link in the confirmation e-mail: opening it shows a page whose button confirms (a POST).
  .get('/confirmare', (c) => confirmPage(c, { confirm: false }))
  .post('/confirmare', async (c) => {
    // Only the page's own form confirms (a cross-site form cannot confirm someone's address for them).
    return confirmPage(c, { confirm: fromOwnPage(c) });
  })
  // Opening the link only asks; mail scanners that follow links unsubscribe no one.
  .get('/dezabonare', async (c) =>
    unsubscribePage(c, await unsubscribe(c.env, new URL(c.req.url).origin, c.req.query('t') ?? '', { apply: false })),
  )
  // The button on that page, and one-click unsubscribe from mail clients (RFC 8058), both POST here.
  .post('/dezabonare', async (c) =>
    unsubscribePage(c, await unsubscribe(c.env, new URL(c.req.url).origin, c.req.query('t') ?? '', { apply: true })),
  )
  .get('/dev/mailbox', async (c, next) => {
    // A developer's page: only when the worker is told it runs on a developer's machine (ENVIRONMENT), never
    // because of a Host a request claims; and even then never on a configured shop (SITE_URL set).
    if (
      !isDevelopment(c.env) ||
      c.var.config.emailProvider !== 'dev-mailbox' ||
      c.var.config.siteUrl ||
      !isLocal(c.req.url)
    )
      return next();
    const results = await loadMailbox(c.env.DB);
    return renderPage(c, {
      cacheable: false,
      meta: { title: 'Căsuța locală', description: 'E-mailuri trimise local.', noindex: true },
      children: <MailboxPage messages={results} />,
    });
  });
