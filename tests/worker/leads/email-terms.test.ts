// The e-mails state each code's terms as the offer rules do (/regulament-oferte, content/policies/offer-rules.ts):
// once, on the products of one order without vapes or delivery, and the same expiry ("nu expiră", or the same "valabil până la" date). Each e-mail is rendered
// through the real outbox for a confirmed lead, the rules page through the worker, with one configuration; the
// validity sentence of each code is read from both and compared.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, wheelSegments } from '../../../content/wheel';
import { formatDate } from '../../../domain/format';
import { htmlToText } from '../../../worker/assistant/text';
import { deliver } from '../../../worker/leads/outbox';
import type { EmailProvider, OutgoingEmail } from '../../../worker/leads/providers';
import { confirmLead, ensureSchema, type LeadSource, recordLead } from '../../../worker/leads/store';
import templatesSource from '../../../worker/leads/templates.ts?raw';
import { promotionVars, request } from '../helpers';

const vars = {
  SITE_URL: 'https://verdana.test',
  UNSUBSCRIBE_SECRET: 'email-terms-secret-0123456789abcdef0123',
  TRADER_NAME: 'Verdana Wellness S.R.L.',
  TRADER_CUI: 'RO12345678',
  TRADER_ADDRESS: 'Str. Exemplu nr. 1, Cluj-Napoca',
  // HALLOWEEN15 is sent only while the promotion runs: its e-mail and the rules page read this one.
  ...promotionVars.running(),
};

beforeAll(async () => {
  await ensureSchema(env.DB);
});

let seq = 0;
/** A lead of `offer` that asked and confirmed: its confirmation e-mail and its code e-mail, as the outbox renders them. */
async function emailsOf(source: LeadSource, offer: string, marketingConsent: boolean) {
  const email = `terms.${Date.now()}.${seq++}@exemplu.ro`;
  const lead = (await recordLead(env.DB, {
    email,
    source,
    code: offer,
    consentVersion: 'test',
    marketingConsent,
    origin: 'https://verdana.test',
    ip: '192.0.2.1',
  }))!;
  const { unsubscribe_key: key, created_at: requestedAt } = (await env.DB.prepare(
    'SELECT unsubscribe_key, created_at FROM leads WHERE id = ?',
  )
    .bind(lead.leadId)
    .first<{ unsubscribe_key: string; created_at: string }>())!;
  const sent: OutgoingEmail[] = [];
  const provider: EmailProvider = {
    name: 'capture',
    async send(mail) {
      sent.push(mail);
      return { id: `capture-${mail.outboxId}` };
    },
  };
  // The confirmation e-mail goes before the click; the code's after it.
  expect(await deliver({ ...env, ...vars }, lead.confirmationId!, provider)).toBe('sent');
  const confirmed = await confirmLead(env.DB, key, { ip: '192.0.2.1' });
  if (confirmed.state !== 'confirmed' || confirmed.codeEmailId === null) throw new Error('not confirmed');
  expect(await deliver({ ...env, ...vars }, confirmed.codeEmailId, provider)).toBe('sent');
  const [confirmation, code] = sent;
  return { confirmation: confirmation!, code: code!, requestedAt };
}

let page = 0;
/** The offer rules as a shopper reads them, with the same configuration as the e-mails: one line per paragraph. */
async function rulesText() {
  const { status, body } = await request(`/regulament-oferte?terms=${page++}`, {}, vars);
  expect(status).toBe(200);
  expect(body).not.toContain('{{');
  const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
  return htmlToText(main);
}

/** The rules' line on how long `code`'s codes are valid (the list "Perioada fiecărei oferte și cât …"). */
function rulesValidity(rules: string, code: string): string {
  const list = rules.slice(rules.indexOf('Perioada fiecărei oferte'));
  const line = list.split('\n').find((l) => new RegExp(`\\b${code}\\b.*\\): `).test(l));
  expect(line, `the rules give ${code}'s validity`).toBeDefined();
  return line!.replace(/\s+/g, ' ');
}

/** The e-mail's sentence on the code's terms. */
const emailTerms = (text: string) => /Codul se folosește [^\n]*?\./.exec(text)?.[0] ?? '';

/** A Romanian date N months after `iso`, allowing the day a 365-day year differs from 12 calendar months by. */
function datesAround(iso: string, months: number): string[] {
  const at = new Date(iso);
  at.setUTCMonth(at.getUTCMonth() + months);
  return [-1, 0, 1].map((d) => formatDate(new Date(at.getTime() + d * 86_400_000).toISOString()));
}

const wheelCodes = [...new Set(wheelSegments.map((s) => s.emailCode))];

describe("each e-mail states its code's terms as the offer rules do", () => {
  it(`${offers.newsletter.code}: once, on the products without vapes or delivery, no expiry; never "la prima comandă" or "la orice comandă"`, async () => {
    const rules = await rulesText();
    const rule = rulesValidity(rules, offers.newsletter.code);
    expect(rule).toContain('Codul nu expiră');
    expect(rule).toContain('o singură dată');
    expect(rules.replace(/\s+/g, ' ')).toContain(
      `o singură dată: îți dă ${offers.newsletter.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare.`,
    );
    expect(rules).not.toMatch(/orice comandă/);
    const { confirmation, code } = await emailsOf('newsletter', offers.newsletter.code, true);
    const terms = `Codul se folosește o singură dată și dă ${offers.newsletter.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare; nu expiră.`;
    for (const mail of [confirmation, code]) {
      expect(emailTerms(mail.text)).toBe(terms);
      expect(mail.html).toContain(terms);
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/orice comandă/);
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/prima comandă/);
    }
    expect(code.text).toContain(
      `Ce primești: ${offers.newsletter.discount} reducere la produsele din comandă, în afară de vape-uri.`,
    );
  });

  it(`${offers.exitPopup.code}: once, without vapes or delivery, valid until the very date the rules give`, async () => {
    const rule = rulesValidity(await rulesText(), offers.exitPopup.code);
    const until = new RegExp(`Codul ${offers.exitPopup.code} este valabil până la (.+), o singură dată\\.`).exec(rule);
    expect(until, rule).not.toBeNull();
    for (const consent of [false, true]) {
      const { confirmation, code } = await emailsOf('exit-popup', offers.exitPopup.code, consent);
      for (const mail of [confirmation, code])
        expect(emailTerms(mail.text)).toBe(
          `Codul se folosește o singură dată și dă ${offers.exitPopup.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare; este valabil până la ${until![1]}.`,
        );
    }
  });

  for (const offer of wheelCodes) {
    it(`${offer}: once, never a vape or delivery; no expiry for a subscriber, the rules' months after the request for the others`, async () => {
      const rule = rulesValidity(await rulesText(), 'SPIN5');
      const months =
        /Codul este valabil până îl folosești, o singură dată; dacă nu te-ai abonat la newsletter, (\d+) luni de la trimitere\./.exec(
          rule,
        );
      expect(months, rule).not.toBeNull();
      const subscribed = await emailsOf('wheel', offer, true);
      const discount = wheelSegments.find((s) => s.emailCode === offer)!.discount;
      const use = /^\d+%$/.test(discount)
        ? `dă ${discount} la produsele dintr-o comandă, fără vape-uri și fără livrare`
        : 'face gratuită o cremă de mâini cu CBD dintr-o comandă; nu se aplică vape-urilor și nici livrării';
      for (const mail of [subscribed.confirmation, subscribed.code])
        expect(emailTerms(mail.text)).toBe(`Codul se folosește o singură dată și ${use}; nu expiră.`);
      const codeOnly = await emailsOf('wheel', offer, false);
      for (const mail of [codeOnly.confirmation, codeOnly.code]) {
        const date = /; este valabil până la (.+)\.$/.exec(emailTerms(mail.text))?.[1];
        expect(datesAround(codeOnly.requestedAt, Number(months![1]))).toContain(date);
      }
    });
  }

  it("every wheel prize is named by the wheel's own text (content/wheel.ts), and no e-mail offers a vape", async () => {
    expect(templatesSource).not.toMatch(/puff|vape pen|\bvape\b gratuit/i);
    for (const offer of wheelCodes) {
      const segment = wheelSegments.find((s) => s.emailCode === offer)!;
      const prize = /^\d+%$/.test(segment.discount)
        ? `${segment.discount} reducere la produsele din comandă, în afară de vape-uri`
        : segment.discount;
      const { confirmation, code } = await emailsOf('wheel', offer, false);
      expect(code.text).toContain(`Ce primești: ${prize}.`);
      expect(code.subject).toContain(segment.label);
      expect(confirmation.text).toContain(prize);
      for (const mail of [confirmation, code]) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/puff/i);
    }
  });
});
