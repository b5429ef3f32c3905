// Issue 31, item 3: a code costs a real mailbox. Every form sends a confirmation e-mail (double opt-in); its
// one-click link makes the code, shows it on that device and e-mails it; no function's answer carries a code;
// caps count confirmed addresses; the consent record keeps when and from where.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, wheelSegments } from '../../../content/wheel';
import { messages } from '../../../domain/contract/messages';
import { ensureSchema, purgeExpired, UNCONFIRMED_RETENTION_DAYS } from '../../../worker/leads/store';
import { createLinkToken, createUnsubscribeToken } from '../../../worker/leads/unsubscribe';
import {
  callFunction,
  confirmationLink,
  cookieOf,
  json,
  mailTo,
  openConfirmation,
  promotionVars,
  request,
  signUpAndConfirm,
} from '../helpers';

beforeAll(async () => {
  await ensureSchema(env.DB);
});

let seq = 0;
const unique = (tag: string) => `confirm.${tag}.${Date.now()}.${seq++}@exemplu.ro`;
const running = { vars: promotionVars.running() };
const CODE = /(NEWSLETTER10|HALLOWEEN15|SPIN\d*|SPINFREE)-[0-9A-Z]{6,}/;

const leadOf = (email: string, source: string) =>
  env.DB.prepare('SELECT * FROM leads WHERE email = ? AND source = ?')
    .bind(email, source)
    .first<Record<string, unknown>>();
const outboxOf = async (email: string, source: string) =>
  (
    await env.DB.prepare(
      'SELECT o.kind, o.idempotency_key FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = ? AND l.source = ? ORDER BY o.id',
    )
      .bind(email, source)
      .all<{ kind: string; idempotency_key: string }>()
  ).results;

describe('the newsletter is double opt-in', () => {
  it('the form answers without a code and makes none; the e-mail asks to confirm, with a signed link and no code', async () => {
    const email = unique('nl');
    const answer = await callFunction('send-newsletter-email', { email }, { ip: '203.0.113.40' });
    expect(answer.status).toBe(200);
    expect(json(answer.body)).toEqual({ ok: true, confirm: true });
    const lead = await leadOf(email, 'newsletter');
    expect(lead).toMatchObject({ confirmed_at: null, requested_ip: '203.0.113.40', marketing_consent: 1 });
    expect(await env.DB.prepare('SELECT 1 FROM discount_codes WHERE lead_id = ?').bind(lead!.id).first()).toBeNull();
    const mail = await mailTo(email, 'newsletter', 'confirm');
    expect(mail!.subject).toBe('Confirmă abonarea la newsletterul Verdana');
    expect(mail!.text).toMatch(/http:\/\/localhost\/confirmare\?t=[0-9a-f]{32}\.\d+\.[0-9a-f]{64}/);
    expect(mail!.text).toContain('valabil 3 zile');
    expect(mail!.text).not.toMatch(CODE);
    expect(mail!.html).not.toMatch(CODE);
  });

  it('opening the link only shows a page that confirms with its own POST (a scanner that fetches it confirms nothing)', async () => {
    const email = unique('scanner');
    await callFunction('send-newsletter-email', { email });
    const link = await confirmationLink(email, 'newsletter');
    for (let i = 0; i < 3; i++) {
      const page = await request(`http://localhost${link}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('>Confirmă adresa</button>');
      // A button, and no script that presses it: scanners open links in browsers that run scripts.
      expect(page.body).toMatch(/<form[^>]*method="post"[^>]*>\s*<button type="submit"[^>]*>Confirmă adresa<\/button>/);
      expect(page.body).not.toMatch(/requestSubmit|\.submit\(\)|\.click\(\)/);
      expect(page.response.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect((await leadOf(email, 'newsletter'))!.confirmed_at).toBeNull();
    // A page on another site cannot post it for the shopper.
    const foreign = await request(`http://localhost${link}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      redirect: 'manual',
    });
    expect(foreign.status).toBe(200);
    expect((await leadOf(email, 'newsletter'))!.confirmed_at).toBeNull();
  });

  it('the click confirms: the code is made and shown, its e-mail follows, and the consent says when and from where', async () => {
    const email = unique('click');
    await callFunction('send-newsletter-email', { email }, { ip: '2001:db8:40::7' });
    const page = await openConfirmation(await confirmationLink(email, 'newsletter'));
    expect(page.status).toBe(200);
    expect(page.code).toMatch(/^NEWSLETTER10-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(page.body).toContain('Abonat! Codul tău');
    expect(page.body).toContain('data-island="confirmed-code"');
    // How long it lasts, beside the code as in its e-mail (sixth review F13).
    expect(page.body).toContain('Codul nu expiră și se folosește o singură dată.');
    const lead = await leadOf(email, 'newsletter');
    expect(lead).toMatchObject({ requested_ip: '2001:db8:40::7', confirmed_ip: '192.0.2.9', marketing_consent: 1 });
    expect(Date.now() - Date.parse(String(lead!.confirmed_at))).toBeLessThan(60_000);
    const codeMail = await mailTo(email, 'newsletter', 'code');
    expect(codeMail!.text).toContain(page.code!);
    // The link again (the same device, or another): the same code, nothing made twice.
    const again = await openConfirmation(await confirmationLink(email, 'newsletter'));
    expect(again.code).toBe(page.code);
    expect((await outboxOf(email, 'newsletter')).map((r: { kind: string }) => r.kind)).toEqual(['confirm', 'code']);
  });

  it('one resend, then no more: three requests send two confirmation e-mails; a confirmed address is sent nothing', async () => {
    const email = unique('resend');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(json((await callFunction('send-newsletter-email', { email })).body));
    expect(answers).toEqual(Array(3).fill({ ok: true, confirm: true }));
    expect((await outboxOf(email, 'newsletter')).map((r: { kind: string }) => r.kind)).toEqual(['confirm', 'confirm']);
    await openConfirmation(await confirmationLink(email, 'newsletter'));
    const after = await callFunction('send-newsletter-email', { email });
    // The same answer whether the address is new, waiting or confirmed: a stranger learns nothing from it.
    expect(json(after.body)).toEqual({ ok: true, confirm: true });
    expect((await outboxOf(email, 'newsletter')).map((r: { kind: string }) => r.kind)).toEqual([
      'confirm',
      'confirm',
      'code',
    ]);
  });
});

describe('the exit popup and the wheel send their code by e-mail only', () => {
  it('no answer of any lead function carries a code, for a new, a waiting or a confirmed address', async () => {
    const email = unique('answers');
    const spin = await callFunction('spin-wheel', {});
    const cookie = cookieOf(spin.response);
    const { label } = json(spin.body) as { label: string };
    const bodies: string[] = [spin.body];
    for (let round = 0; round < 2; round++) {
      bodies.push((await callFunction('send-newsletter-email', { email })).body);
      bodies.push((await callFunction('send-exit-popup-email', { email }, running)).body);
      bodies.push((await callFunction('send-wheel-prize-email', { email, prize: label }, { cookie })).body);
      if (round === 0) {
        for (const source of ['newsletter', 'exit-popup', 'wheel'])
          await openConfirmation(await confirmationLink(email, source, running.vars), running.vars);
      }
    }
    for (const body of bodies) expect(body).not.toMatch(CODE);
    expect(bodies.slice(1).map((b) => json(b))).toEqual(Array(6).fill({ ok: true, confirm: true }));
  });

  it('the exit popup: the link gives a HALLOWEEN15 code, offered on the device until the promotion ends', async () => {
    const email = unique('exit');
    const code = await signUpAndConfirm('send-exit-popup-email', { email }, running);
    expect(code).toMatch(/^HALLOWEEN15-/);
    const page = await openConfirmation(await confirmationLink(email, 'exit-popup', running.vars), running.vars);
    const props = JSON.parse(
      /data-island="confirmed-code" data-props="([^"]+)"/.exec(page.body)![1]!.replace(/&quot;/g, '"'),
    );
    expect(props).toEqual({ code, until: running.vars.PROMO_ENDS_AT });
    expect((await mailTo(email, 'exit-popup', 'code', running.vars))!.text).toContain(code);
  });

  it("the wheel's confirmation page says how long its code lasts", async () => {
    const spin = await callFunction('spin-wheel', {});
    const { label } = json(spin.body) as { label: string };
    const email = unique('wheel-validity');
    await callFunction(
      'send-wheel-prize-email',
      { email, prize: label, adult: true },
      { cookie: cookieOf(spin.response) },
    );
    const page = await openConfirmation(await confirmationLink(email, 'wheel'));
    expect(page.body).toContain('12 luni de la trimitere');
  });

  it('the wheel: the link gives the code of the prize the server drew for that spin', async () => {
    const spin = await callFunction('spin-wheel', {});
    const { label } = json(spin.body) as { label: string };
    const email = unique('wheel');
    const code = await signUpAndConfirm(
      'send-wheel-prize-email',
      { email, prize: label },
      { cookie: cookieOf(spin.response) },
    );
    const drawn = await env.DB.prepare('SELECT code FROM wheel_spins WHERE prize_email = ?').bind(email).first<{
      code: string;
    }>();
    expect(code.startsWith(`${drawn!.code}-`)).toBe(true);
  });

  it("a stranger's ticked newsletter box never rides on the owner's click, before or after it", async () => {
    const email = unique('box');
    await signUpAndConfirm('send-exit-popup-email', { email, marketing: false }, running);
    await callFunction('send-exit-popup-email', { email, marketing: true }, running);
    expect((await leadOf(email, 'exit-popup'))!.marketing_consent).toBe(0);
    // Waiting for the owner's click: a second request with the box ticked changes nothing the first e-mail said.
    const waiting = unique('box-waiting');
    await callFunction('send-exit-popup-email', { email: waiting, marketing: false }, running);
    await callFunction('send-exit-popup-email', { email: waiting, marketing: true }, running);
    expect((await mailTo(waiting, 'exit-popup', 'confirm', running.vars))!.text).not.toContain('newsletter');
    await openConfirmation(await confirmationLink(waiting, 'exit-popup', running.vars), running.vars);
    expect((await leadOf(waiting, 'exit-popup'))!.marketing_consent).toBe(0);
    // Asked for with the box ticked from the start, the e-mail the owner clicks names the newsletter.
    const ticked = unique('box-ticked');
    await callFunction('send-exit-popup-email', { email: ticked, marketing: true }, running);
    expect((await mailTo(ticked, 'exit-popup', 'confirm', running.vars))!.text).toContain('abonarea la newsletter');
  });

  it("nobody can pin a worse wheel prize on someone else's address: a pending address keeps the better of two", async () => {
    /** A visitor whose spin drew `code` (as the server would have), and its cookie. */
    const spun = async (code: string) => {
      const visitor = crypto.randomUUID();
      const segment = wheelSegments.find((s) => s.emailCode === code)!;
      await env.DB.prepare(
        'INSERT INTO wheel_spins (visitor_id, segment_id, code, created_at, ip_hash, day) VALUES (?, ?, ?, ?, NULL, ?)',
      )
        .bind(visitor, segment.id, code, new Date().toISOString(), new Date().toISOString().slice(0, 10))
        .run();
      return { cookie: `verdana_wheel=${visitor}`, prize: segment.label };
    };
    const victim = unique('prize-victim');
    const attacker = await spun('SPIN5');
    await callFunction('send-wheel-prize-email', { email: victim, prize: attacker.prize }, { cookie: attacker.cookie });
    const own = await spun('SPIN20');
    await callFunction('send-wheel-prize-email', { email: victim, prize: own.prize }, { cookie: own.cookie });
    expect((await leadOf(victim, 'wheel'))!.code).toBe('SPIN20');
    // The other way round the pending prize stays the better one.
    const later = await spun('SPIN10');
    await callFunction('send-wheel-prize-email', { email: victim, prize: later.prize }, { cookie: later.cookie });
    const page = await openConfirmation(await confirmationLink(victim, 'wheel'));
    expect(page.code).toMatch(/^SPIN20-/);
    // A spin already given to another address upgrades nothing.
    const lucky = await spun('SPIN20');
    await callFunction(
      'send-wheel-prize-email',
      { email: unique('first'), prize: lucky.prize },
      { cookie: lucky.cookie },
    );
    const pending = unique('pending');
    const weak = await spun('SPIN5');
    await callFunction('send-wheel-prize-email', { email: pending, prize: weak.prize }, { cookie: weak.cookie });
    await callFunction('send-wheel-prize-email', { email: pending, prize: lucky.prize }, { cookie: lucky.cookie });
    expect((await leadOf(pending, 'wheel'))!.code).toBe('SPIN5');
  });

  it('a stranger cannot lock an address out: a day after the last confirmation e-mail, its owner is sent a new one', async () => {
    const email = unique('lockout');
    for (let i = 0; i < 4; i++) await callFunction('send-newsletter-email', { email });
    expect((await outboxOf(email, 'newsletter')).map((r: { kind: string }) => r.kind)).toEqual(['confirm', 'confirm']);
    await env.DB.prepare('UPDATE leads SET confirmation_sent_at = ? WHERE email = ?')
      .bind(new Date(Date.now() - 25 * 3600_000).toISOString(), email)
      .run();
    await callFunction('send-newsletter-email', { email });
    await callFunction('send-newsletter-email', { email });
    await callFunction('send-newsletter-email', { email });
    expect((await outboxOf(email, 'newsletter')).map((r: { kind: string }) => r.kind)).toEqual(
      Array(4).fill('confirm'),
    );
    expect((await openConfirmation(await confirmationLink(email, 'newsletter'))).code).toMatch(/^NEWSLETTER10-/);
  });
});

describe('caps count confirmed addresses, not typed ones', () => {
  it('245 made-up addresses that never confirm leave all 100 places of HALLOWEEN15 open', async () => {
    for (let i = 0; i < 245; i += 35) {
      await Promise.all(
        Array.from({ length: Math.min(35, 245 - i) }, (_, k) =>
          callFunction('send-exit-popup-email', { email: `inventat.${i + k}.${Date.now()}@exemplu.ro` }, running),
        ),
      );
    }
    const confirmed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM leads WHERE source = 'exit-popup' AND confirmed_at IS NOT NULL",
    ).first<{ n: number }>();
    expect(confirmed!.n).toBeLessThan(offers.exitPopup.limit);
    const late = unique('real');
    expect(await signUpAndConfirm('send-exit-popup-email', { email: late }, running)).toMatch(/^HALLOWEEN15-/);
  });

  it('150 clicks at once on the last places: exactly the cap is confirmed, the rest are told the offer closed', async () => {
    const { n } = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM leads WHERE source = 'exit-popup' AND confirmed_at IS NOT NULL",
    ).first<{ n: number }>())!;
    // Fill the cap up to 5 places short, as confirmed leads.
    const fill = [];
    for (let i = n; i < offers.exitPopup.limit - 5; i++)
      fill.push(
        env.DB.prepare(
          "INSERT INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key, confirmed_at) VALUES (?, ?, 'exit-popup', 'HALLOWEEN15', 'v', ?, ?, ?)",
        ).bind(
          `plin${i}@exemplu.ro`,
          `plin${i}@exemplu.ro`,
          new Date().toISOString(),
          `fill${i}`,
          new Date().toISOString(),
        ),
      );
    if (fill.length) await env.DB.batch(fill);
    const emails = Array.from({ length: 150 }, (_, i) => unique(`race${i}`));
    for (const email of emails) await callFunction('send-exit-popup-email', { email }, running);
    const links = [];
    for (const email of emails) links.push(await confirmationLink(email, 'exit-popup', running.vars));
    const pages = await Promise.all(links.map((link) => openConfirmation(link, running.vars)));
    expect(pages.filter((p) => p.code).length).toBe(5);
    const closed = pages.filter((p) => !p.code);
    expect(closed.every((p) => p.status === 409 && p.body.includes('Oferta HALLOWEEN15 s-a încheiat'))).toBe(true);
    const total = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM leads WHERE source = 'exit-popup' AND confirmed_at IS NOT NULL",
    ).first<{ n: number }>();
    expect(total!.n).toBe(offers.exitPopup.limit);
    // Once full, the form says so at once, and sends no link to an offer that closed.
    const after = await callFunction('send-exit-popup-email', { email: unique('after') }, running);
    expect(after.status).toBe(409);
    expect(json(after.body).error).toBe(messages.offerClosed);
  });
});

describe('the link: signed, expiring, one purpose', () => {
  const lead = async () => {
    const email = unique('link');
    await callFunction('send-newsletter-email', { email });
    return (await leadOf(email, 'newsletter'))!;
  };
  const secret = () => {
    // On localhost without UNSUBSCRIBE_SECRET the key is random to this isolate: sign with a configured one.
    return 'confirmation-test-secret';
  };

  it('an expired link says so (400) and confirms nothing; a tampered one is invalid', async () => {
    const { unsubscribe_key: key } = await lead();
    const vars = { UNSUBSCRIBE_SECRET: secret() };
    const old = await createLinkToken(secret(), 'confirm', String(key), Date.now() - 3.1 * 86_400_000);
    const expired = await request(`http://localhost/confirmare?t=${old}`, {}, vars);
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('Linkul de confirmare a expirat');
    const fresh = await createLinkToken(secret(), 'confirm', String(key));
    const tampered = fresh.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const token of [tampered, `${fresh}x`, 'abc', '']) {
      const page = await request(`http://localhost/confirmare?t=${token}`, {}, vars);
      expect(page.status, token).toBe(400);
      expect(page.body).toContain('Link de confirmare invalid');
    }
    const valid = await openConfirmation(`/confirmare?t=${fresh}`, vars);
    expect(valid.code).toMatch(/^NEWSLETTER10-/);
  });

  it('an unsubscribe link does not confirm, and a confirmation link does not unsubscribe', async () => {
    const { unsubscribe_key: key } = await lead();
    const vars = { UNSUBSCRIBE_SECRET: secret() };
    const unsubscribe = await createUnsubscribeToken(secret(), String(key));
    expect((await request(`http://localhost/confirmare?t=${unsubscribe}`, {}, vars)).status).toBe(400);
    const confirm = await createLinkToken(secret(), 'confirm', String(key));
    expect((await request(`http://localhost/dezabonare?t=${confirm}`, {}, vars)).status).toBe(400);
  });
});

describe('what is kept', () => {
  it(`an address that never confirms is deleted after ${UNCONFIRMED_RETENTION_DAYS} days, with its e-mails`, async () => {
    const email = unique('never');
    await callFunction('send-newsletter-email', { email });
    await mailTo(email, 'newsletter', 'confirm');
    const confirmed = unique('kept');
    await signUpAndConfirm('send-newsletter-email', { email: confirmed });
    const later = Date.now() + (UNCONFIRMED_RETENTION_DAYS + 1) * 86_400_000;
    const purged = await purgeExpired(env.DB, later);
    expect(purged.unconfirmed).toBeGreaterThanOrEqual(1);
    expect(await leadOf(email, 'newsletter')).toBeNull();
    expect(await leadOf(confirmed, 'newsletter')).not.toBeNull();
    expect(await env.DB.prepare('SELECT 1 FROM mailbox WHERE to_address = ?').bind(email).first()).toBeNull();
  });
});
