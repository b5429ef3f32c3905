import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION, wheelSegments } from '../../../content/wheel';
import { GENERIC_ERROR, OFFER_CLOSED, RATE_LIMITED, SPIN_FIRST } from '../../../worker/functions';
import { ensureSchema } from '../../../worker/leads/store';
import {
  callFunction,
  confirmationLink,
  cookieOf,
  type FunctionCall,
  json,
  mailTo,
  openConfirmation,
  promotionVars,
  request,
  signUpAndConfirm,
} from '../helpers';

// The promotion runs: HALLOWEEN15 (the exit popup) is offered only then (its end is tested in promotion.test.tsx).
const running = promotionVars.running();
const call = (name: string, body: unknown, options: FunctionCall = {}) =>
  callFunction(name, body, { vars: running, ...options });

let seq = 0;
const uniqueEmail = (tag = 'x') => `Test.${tag}.${Date.now()}.${seq++}@Exemplu.RO`;

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe('functions protocol', () => {
  it('answers the CORS preflight', async () => {
    const { status, response } = await request('/functions/v1/send-newsletter-email', { method: 'OPTIONS' });
    expect(status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
  });

  it('refuses a missing or wrong key with 401', async () => {
    for (const key of [null, 'wrong']) {
      const { status, body } = await call('send-newsletter-email', { email: uniqueEmail() }, { key });
      expect(status).toBe(401);
      expect(json(body).error).toBeTruthy();
    }
  });

  it('refuses non-JSON with 415, bad JSON with 400, bodies over 8 KB with 413, unknown names with 404', async () => {
    expect(
      (await call('send-newsletter-email', 'email=a@b.ro', { contentType: 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415);
    expect((await call('send-newsletter-email', '{"email":')).status).toBe(400);
    expect((await call('send-newsletter-email', { email: uniqueEmail(), pad: 'x'.repeat(9000) })).status).toBe(413);
    expect((await call('nu-exista', {})).status).toBe(404);
  });
});

describe('send-newsletter-email', () => {
  it('stores the lead (normalised) and its confirmation e-mail before answering {ok: true, confirm: true}', async () => {
    const email = uniqueEmail('nl');
    const { status, body } = await call('send-newsletter-email', { email: `  ${email} ` });
    expect(status).toBe(200);
    expect(json(body)).toEqual({ ok: true, confirm: true });
    const lead = await env.DB.prepare('SELECT * FROM leads WHERE email = ?')
      .bind(email.toLowerCase())
      .first<Record<string, unknown>>();
    // leads.code is the offer (the code's prefix); the code itself is made when the address confirms.
    expect(lead).toMatchObject({
      source: 'newsletter',
      code: 'NEWSLETTER10',
      consent_version: CONSENT_TEXT_VERSION,
      marketing_consent: 1,
      unsubscribed_at: null,
      confirmed_at: null,
    });
    const outbox = await env.DB.prepare('SELECT kind FROM outbox WHERE lead_id = ?').bind(lead!.id).all();
    expect(outbox.results).toEqual([{ kind: 'confirm' }]);
    const code = await signUpAndConfirm('send-newsletter-email', { email });
    expect(
      await env.DB.prepare('SELECT lead_id, offer, used_at FROM discount_codes WHERE code = ?').bind(code).first(),
    ).toEqual({ lead_id: lead!.id, offer: 'NEWSLETTER10', used_at: null });
  });

  it('keeps one lead when the same address signs up twice, however it is written', async () => {
    const email = uniqueEmail('twice');
    await call('send-newsletter-email', { email });
    await call('send-newsletter-email', { email: email.toUpperCase() });
    const leads = await env.DB.prepare('SELECT id FROM leads WHERE email = ? AND source = ?')
      .bind(email.toLowerCase(), 'newsletter')
      .all<{ id: number }>();
    expect(leads.results).toHaveLength(1);
  });

  it('refuses missing, empty, malformed and wrongly typed e-mails with the Romanian message', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'fara-arond' },
      { email: 'a@b' },
      { email: 'a b@c.ro' },
      { email: 42 },
      { email: null },
      { email: `${'a'.repeat(250)}@b.ro` },
      [],
      'x',
    ]) {
      const { status, body: answer } = await call('send-newsletter-email', body);
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(typeof json(answer).error).toBe('string');
    }
    const { body } = await call('send-newsletter-email', { email: 'fara-arond' });
    expect(json(body).error).toBe('Te rugăm să introduci o adresă de e-mail validă.');
  });

  it('limits each visitor IP with a clear 429 in Romanian', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    let last = '';
    // The limiter counts in fixed 60 s windows: one that turns during the burst lets a second batch through.
    for (let i = 0; i < 45 && statuses.at(-1) !== 429; i++) {
      const { status, body } = await call('send-newsletter-email', { email: uniqueEmail('rl') }, { ip });
      statuses.push(status);
      last = body;
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
    expect(json(last).error).toBe(RATE_LIMITED);
  });
});

describe('marketing consent is a choice of its own (GDPR art. 7(4))', () => {
  const consentOf = async (email: string, source: string) =>
    (
      await env.DB.prepare('SELECT marketing_consent AS m FROM leads WHERE email = ? AND source = ?')
        .bind(email.toLowerCase(), source)
        .first<{ m: number }>()
    )?.m;
  /** The code e-mail of a lead, once its address has confirmed. */
  const mailFor = async (email: string, source: string) => {
    await openConfirmation(await confirmationLink(email, source, running), running);
    return (await mailTo(email, source, 'code', running))!.text;
  };

  it('the exit popup sends the code without subscribing; only a ticked box adds the newsletter', async () => {
    const plain = uniqueEmail('code-only');
    expect((await call('send-exit-popup-email', { email: plain })).status).toBe(200);
    expect(await consentOf(plain, 'exit-popup')).toBe(0);
    expect(await mailFor(plain, 'exit-popup')).toContain('Cererea acestui cod nu te abonează la newsletter');
    const ticked = uniqueEmail('code-and-news');
    expect((await call('send-exit-popup-email', { email: ticked, marketing: true })).status).toBe(200);
    expect(await consentOf(ticked, 'exit-popup')).toBe(1);
    expect(await mailFor(ticked, 'exit-popup')).toContain('Te-ai abonat și la newsletterul Verdana');
  });

  it("the first request's choice is the one its link confirms; a later box changes it neither way; the newsletter form is the opt-in", async () => {
    const email = uniqueEmail('later');
    await call('send-exit-popup-email', { email });
    await call('send-exit-popup-email', { email, marketing: true });
    expect(await consentOf(email, 'exit-popup')).toBe(0);
    const ticked = uniqueEmail('ticked');
    await call('send-exit-popup-email', { email: ticked, marketing: true });
    await call('send-exit-popup-email', { email: ticked, marketing: false });
    expect(await consentOf(ticked, 'exit-popup')).toBe(1);
    const subscriber = uniqueEmail('news');
    await call('send-newsletter-email', { email: subscriber });
    expect(await consentOf(subscriber, 'newsletter')).toBe(1);
  });

  it('the wheel prize carries the choice too, and only a real true/false is accepted', async () => {
    const spin = await call('spin-wheel', {});
    const cookie = cookieOf(spin.response);
    const { label } = json(spin.body) as { label: string };
    for (const marketing of ['da', 1, null, 'true']) {
      const odd = await call(
        'send-wheel-prize-email',
        { email: uniqueEmail('odd'), prize: label, marketing },
        { cookie },
      );
      expect(odd.status).toBe(400);
      expect(json(odd.body).error).toBe('Alegerea pentru newsletter trebuie să fie da sau nu.');
    }
    const email = uniqueEmail('wheel-plain');
    expect((await call('send-wheel-prize-email', { email, prize: label, marketing: false }, { cookie })).status).toBe(
      200,
    );
    expect(await consentOf(email, 'wheel')).toBe(0);
    expect(await mailFor(email, 'wheel')).toContain('Cererea acestui cod nu te abonează la newsletter');
  });
});

describe('send-exit-popup-email', () => {
  it('sends HALLOWEEN15 after the click and closes the offer once 100 addresses have confirmed', async () => {
    const existing = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM leads WHERE source = 'exit-popup' AND confirmed_at IS NOT NULL",
    ).first<{ n: number }>())!.n;
    const first = uniqueEmail('exit');
    expect(await signUpAndConfirm('send-exit-popup-email', { email: first }, { vars: running })).toMatch(
      /^HALLOWEEN15-/,
    );
    const stmts = [];
    for (let i = existing + 1; i < 100; i++) {
      stmts.push(
        env.DB.prepare(
          "INSERT INTO leads (email, source, code, consent_version, created_at, confirmed_at) VALUES (?, 'exit-popup', 'HALLOWEEN15', 'v', ?, ?)",
        ).bind(`fill${i}.${Date.now()}@exemplu.ro`, new Date().toISOString(), new Date().toISOString()),
      );
    }
    if (stmts.length) await env.DB.batch(stmts);
    const late = await call('send-exit-popup-email', { email: uniqueEmail('late') });
    expect(late.status).toBe(409);
    expect(json(late.body).error).toBe(OFFER_CLOSED);
  });
});

describe('spin wheel', () => {
  it('decides the spin on the server, once per visitor; the spin names the prize, the address gets the code', async () => {
    const spin = await call('spin-wheel', {});
    expect(spin.status).toBe(200);
    const result = json(spin.body) as { segmentId: number; label: string; discount: string };
    expect(wheelSegments.map((s) => s.id)).toContain(result.segmentId);
    // The prize, never a code: a code exists only once an address has claimed the prize.
    expect(Object.keys(result).sort()).toEqual(['discount', 'label', 'repeated', 'segmentId']);
    expect(spin.body).not.toMatch(/SPIN/);
    const segment = wheelSegments.find((s) => s.id === result.segmentId)!;
    const cookie = cookieOf(spin.response);
    expect(cookie).toMatch(/^verdana_wheel=/);

    const again = await call('spin-wheel', {}, { cookie });
    expect(json(again.body)).toEqual({
      segmentId: result.segmentId,
      label: result.label,
      discount: result.discount,
      repeated: true,
    });

    // The body names no code any more: the server knows the spin by its cookie.
    const cheat = await call(
      'send-wheel-prize-email',
      { email: uniqueEmail('w'), prize: result.label, code: 'SPIN20' },
      { cookie },
    );
    expect(cheat.status).toBe(400);
    expect(json(cheat.body).error).toBe('Câmp necunoscut: code.');

    const noSpin = await call('send-wheel-prize-email', { email: uniqueEmail('w'), prize: result.label });
    expect(noSpin.status).toBe(403);
    expect(json(noSpin.body).error).toBe(SPIN_FIRST);

    const email = uniqueEmail('winner');
    const code = await signUpAndConfirm('send-wheel-prize-email', { email, prize: result.label }, { cookie });
    expect(code).toMatch(new RegExp(`^${segment.emailCode}-[0-9A-HJKMNP-TV-Z]{10}$`));
    const lead = await env.DB.prepare(
      "SELECT l.code AS offer, d.code FROM leads l JOIN discount_codes d ON d.lead_id = l.id WHERE l.email = ? AND l.source = 'wheel'",
    )
      .bind(email.toLowerCase())
      .first<{ offer: string; code: string }>();
    expect(lead).toEqual({ offer: segment.emailCode, code });
    // The same address again: one lead, one code, which went by e-mail; no answer shows it.
    expect(json((await call('send-wheel-prize-email', { email, prize: result.label }, { cookie })).body)).toEqual({
      ok: true,
      confirm: true,
    });
  });

  it('another visitor who spins and types an address that already won never reads its code', async () => {
    const victim = uniqueEmail('victima');
    const first = await call('spin-wheel', {});
    const victimCookie = cookieOf(first.response);
    const { label } = json(first.body) as { label: string };
    const code = await signUpAndConfirm(
      'send-wheel-prize-email',
      { email: victim, prize: label },
      { cookie: victimCookie },
    );
    expect(code).toMatch(/^SPIN/);
    for (const typed of [victim, victim.toUpperCase(), victim.replace('@', '+x@')]) {
      const spin = await call('spin-wheel', {});
      const cookie = cookieOf(spin.response);
      for (let i = 0; i < 2; i++) {
        const answer = await call(
          'send-wheel-prize-email',
          { email: typed, prize: (json(spin.body) as { label: string }).label },
          { cookie },
        );
        expect(answer.status, answer.body).toBeLessThan(500);
        expect(answer.body, typed).not.toContain(code);
        expect(answer.body).not.toMatch(/SPIN[0-9A-Z]*-/);
      }
    }
  });

  it('refuses wrong types in the prize request', async () => {
    for (const body of [
      { email: uniqueEmail(), prize: 5, code: 'SPIN5' },
      { email: uniqueEmail(), prize: 'x', code: ['SPIN5'] },
      { email: uniqueEmail(), code: 'SPIN5' },
    ]) {
      expect((await call('send-wheel-prize-email', body)).status).toBe(400);
    }
    expect((await call('spin-wheel', { cheat: true })).status).toBe(400);
  });

  it('names an unknown field instead of blaming the e-mail', async () => {
    for (const name of ['send-newsletter-email', 'send-exit-popup-email']) {
      const answer = await call(name, { email: uniqueEmail('extra'), extra: 1 });
      expect(answer.status, name).toBe(400);
      expect(json(answer.body).error, name).toBe('Câmp necunoscut: extra.');
    }
  });
});

describe('storage failure', () => {
  it('answers a 4xx the form can show, never a 5xx, and writes nothing half', async () => {
    const original = env.DB.batch.bind(env.DB);
    const email = uniqueEmail('d1down');
    (env.DB as { batch: unknown }).batch = async () => {
      throw new Error('D1_ERROR: database unavailable');
    };
    try {
      const { status, body } = await call('send-newsletter-email', { email });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json(body).error).toBe(GENERIC_ERROR);
    } finally {
      (env.DB as { batch: unknown }).batch = original;
    }
    expect(await env.DB.prepare('SELECT id FROM leads WHERE email = ?').bind(email.toLowerCase()).first()).toBeNull();
  });
});

describe('CORS', () => {
  it('lets the shop origin call the functions and no other', async () => {
    const shop = await request('/functions/v1/spin-wheel', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost' },
    });
    expect(shop.response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost');
    const other = await request('/functions/v1/spin-wheel', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the 18+ box of the wheel and the exit popup', () => {
  it('without it no code is made: 400 with a Romanian reason, for both forms; false or "da" is not a tick', async () => {
    for (const adult of [undefined, false, 'da', 1]) {
      const body = { email: uniqueEmail('minor'), ...(adult === undefined ? {} : { adult }) };
      const answer = await call('send-exit-popup-email', adult === undefined ? { ...body, adult: undefined } : body);
      expect(answer.status, String(adult)).toBe(400);
      expect(json(answer.body).error, String(adult)).toBe(
        'Confirmă că ai cel puțin 18 ani: ofertele și codurile noastre sunt doar pentru adulți.',
      );
    }
    const wheel = await call('send-wheel-prize-email', {
      email: uniqueEmail('minor'),
      prize: '10% reducere',
      adult: false,
    });
    expect(wheel.status).toBe(400);
    expect(json(wheel.body).error).toBe(
      'Confirmă că ai cel puțin 18 ani: ofertele și codurile noastre sunt doar pentru adulți.',
    );
  });
});
