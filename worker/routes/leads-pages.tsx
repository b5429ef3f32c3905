import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { DEFAULT_UNSUBSCRIBE_SECRET } from '../leads/outbox';
import { verify } from '../leads/signing';
import { ensureSchema, unsubscribeLead } from '../leads/store';
import { renderPage } from '../render/render-page';

function UnsubscribePage({ done }: { done: boolean }) {
  return (
    <section className="container-page max-w-2xl py-24 text-center">
      <h1 className="font-display text-4xl font-bold">{done ? 'Te-ai dezabonat' : 'Link de dezabonare invalid'}</h1>
      <p className="mt-4 text-lg text-ink-700">
        {done
          ? 'Nu vei mai primi e-mailuri de la noi la această adresă. Ne pare rău că pleci; ușa noastră rămâne deschisă oricând.'
          : 'Linkul nu este valid sau a fost modificat. Deschide-l din nou din e-mailul primit sau scrie-ne și te dezabonăm noi.'}
      </p>
      <a href="/" className="btn btn-primary mt-8">
        Înapoi la magazin
      </a>
    </section>
  );
}

function MailboxPage({ messages }: { messages: { id: number; to_address: string; subject: string; text: string; headers: string; created_at: string }[] }) {
  return (
    <section className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">Căsuța de e-mail locală</h1>
      <p className="mt-2 text-ink-700">E-mailurile „trimise” de furnizorul local (dev-mailbox). Pagina există doar pe localhost.</p>
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

async function unsubscribe(c: Context<AppEnv>): Promise<{ done: boolean }> {
  const leadId = Number(c.req.query('lead'));
  const token = c.req.query('token') ?? '';
  const secret = c.env.UNSUBSCRIBE_SECRET || DEFAULT_UNSUBSCRIBE_SECRET;
  const valid = Number.isInteger(leadId) && leadId > 0 && (await verify(secret, `unsubscribe:${leadId}`, token));
  if (!valid) return { done: false };
  await ensureSchema(c.env.DB);
  return { done: (await unsubscribeLead(c.env.DB, leadId)) !== null };
}

const isLocal = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

export const leadPageRoutes = new Hono<AppEnv>()
  .get('/dezabonare', async (c) => {
    const { done } = await unsubscribe(c);
    return renderPage(c, {
      status: done ? 200 : 400,
      cacheable: false,
      meta: { title: done ? 'Te-ai dezabonat' : 'Link invalid', description: 'Dezabonare de la e-mailurile Verdana.', noindex: true },
      children: <UnsubscribePage done={done} />,
    });
  })
  // One-click unsubscribe from mail clients (RFC 8058).
  .post('/dezabonare', async (c) => {
    const { done } = await unsubscribe(c);
    return c.json(done ? { ok: true } : { error: 'Link de dezabonare invalid.' }, done ? 200 : 400);
  })
  .get('/dev/mailbox', async (c, next) => {
    if ((c.env.EMAIL_PROVIDER ?? 'dev-mailbox') !== 'dev-mailbox' || !isLocal(c.req.url)) return next();
    await ensureSchema(c.env.DB);
    const { results } = await c.env.DB.prepare(
      'SELECT id, to_address, subject, text, headers, created_at FROM mailbox ORDER BY id DESC LIMIT 100',
    ).all<{ id: number; to_address: string; subject: string; text: string; headers: string; created_at: string }>();
    return renderPage(c, {
      cacheable: false,
      meta: { title: 'Căsuța locală', description: 'E-mailuri trimise local.', noindex: true },
      children: <MailboxPage messages={results} />,
    });
  });
