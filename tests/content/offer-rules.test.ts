// The offer rules (issue 22, item 5): the organiser's full identity, each code's validity and the campaigns'
// periods, the SPINFREE prizes and the configured spin limit; the HALLOWEEN15 text follows the promotion's phase.
import { describe, expect, it } from 'vitest';
import exitPopupSource from '../../client/islands/exit-popup-dialog.tsx?raw';
import newsletterSource from '../../client/islands/newsletter-form.tsx?raw';
import wheelSource from '../../client/islands/spin-wheel-dialog.tsx?raw';
import { facts } from '../../content/assistant/facts';
import { offers, WHEEL_NAME } from '../../content/wheel';
import { htmlToText } from '../../worker/assistant/text';
import { DEFAULT_ANON_KEY } from '../../worker/env';
import { CODE_ONLY_RETENTION_DAYS } from '../../worker/leads/store';
import { callFunction, confirmationLink, openConfirmation, promotionVars, request } from '../worker/helpers';

const TRADER_VARS = {
  TRADER_NAME: 'Verdana Wellness S.R.L.',
  TRADER_CUI: 'RO12345678',
  TRADER_TRADE_REGISTER: 'J12/1234/2023',
  TRADER_ADDRESS: 'Str. Exemplu nr. 1, Cluj-Napoca',
};

let seq = 0;
/**
 * The offer rules' text as a shopper reads it, from the heading "Cine organizează ofertele" on. A query of its own
 * per call: the isolate's page cache keeps one page per path, as one deployment has one configuration.
 */
async function rules(vars: Record<string, string> = {}) {
  const { status, body } = await request(`/regulament-oferte?v=${seq++}`, {}, vars);
  expect(status).toBe(200);
  expect(body).not.toContain('{{');
  const main = body.slice(body.lastIndexOf('<h2', body.indexOf('id="organizator-titlu"')));
  return htmlToText(main.slice(0, main.indexOf('</main>')));
}

const section = (text: string, heading: RegExp, next: RegExp) => {
  const from = text.search(heading);
  const rest = text.slice(from);
  const to = rest.slice(1).search(next);
  return to < 0 ? rest : rest.slice(0, to + 1);
};

describe('offer rules', () => {
  it('name the organiser in full: name, CUI, trade-register number and address, from configuration', async () => {
    const text = await rules(TRADER_VARS);
    const organiser = section(text, /^Cine organizează ofertele/m, /^Perioada fiecărei oferte/m);
    for (const value of Object.values(TRADER_VARS)) expect(organiser).toContain(value);
    expect(organiser).toMatch(/Registrul Comerțului sub nr\. J12\/1234\/2023/);
  });

  it('give each code its validity and each campaign its period', async () => {
    const text = await rules(promotionVars.running());
    expect(text).toMatch(
      /NEWSLETTER10 \(newsletter\): oferta nu are o dată de încheiere\. Codul nu expiră și se folosește o singură dată\./,
    );
    expect(text).toMatch(
      new RegExp(
        `${WHEEL_NAME} \\(SPIN5, SPIN10, SPIN15, SPIN20, SPINFREE\\): oferta nu are o dată de încheiere\\. Codul este valabil până îl folosești`,
      ),
    );
    expect(text).toMatch(
      /HALLOWEEN15 \(fereastra cu oferta de Halloween\): oferta se desfășoară de la \d+ \w+ \d{4}, ora \d\d:\d\d până la \d+ \w+ \d{4}, ora \d\d:\d\d\. Codul HALLOWEEN15 este valabil până la/,
    );
    // The 12 months a code-only address (and its unused wheel code) is kept are the purge's own.
    const months = (CODE_ONLY_RETENTION_DAYS / 365) * 12;
    expect(Number.isInteger(months)).toBe(true);
    expect(text).toContain(`dacă nu te-ai abonat la newsletter, ${months} luni de la trimitere`);
    expect(text).toContain(`se șterg automat după ${months} luni de la trimitere`);
  });

  it('state the SPINFREE prizes as the code gives them: no cap, one hand cream per code, subject to stock, never a vape', async () => {
    const text = await rules();
    expect(text).toMatch(/Câte premii SPINFREE există: numărul lor nu este limitat/);
    expect(text).toMatch(/gratuită este una singură/);
    expect(text).toMatch(/Premiul depinde de stocul cremei/);
    expect(text).not.toMatch(/puff|vape pen/i);
  });

  it('state the configured spins per connection and day', async () => {
    expect(await rules()).toContain('cel mult 5 învârtiri pe zi');
    expect(await rules({ WHEEL_SPINS_PER_IP_PER_DAY: '20' })).toContain('cel mult 20 de învârtiri pe zi');
  });

  it('tell HALLOWEEN15 in the past tense once the promotion has ended (the default: it ended on 31 October 2025)', async () => {
    for (const text of [await rules(), await rules(promotionVars.ended())]) {
      const halloween = section(text, new RegExp(`^${offers.exitPopup.code}: `, 'm'), /^Reguli comune/m);
      expect(halloween).toMatch(/Oferta s-a încheiat la/);
      expect(halloween).toMatch(/codul s-a trimis numai primelor 100 de adrese de e-mail confirmate/);
      expect(halloween).toMatch(/codul a putut fi cerut și folosit numai de la/);
      expect(halloween).not.toMatch(/\b(primești|îl ceri|se trimite|îl poți cere)\b/);
      expect(text).toMatch(
        /oferta s-a desfășurat de la [^.]+ și s-a încheiat\. Codul HALLOWEEN15 a fost valabil până la/,
      );
      expect(text).toMatch(/a fost o promoție separată/);
    }
    expect(await rules()).toContain('31 octombrie 2025, ora 23:59');
  });

  it('tell HALLOWEEN15 in the present while it runs, and in the future before it starts', async () => {
    const running = section(await rules(promotionVars.running()), /^HALLOWEEN15: /m, /^Reguli comune/m);
    expect(running).toMatch(/Oferta se desfășoară de la/);
    expect(running).toMatch(/codul se trimite numai primelor 100 de adrese/);
    expect(running).not.toMatch(/s-a încheiat|a putut fi/);
    const upcoming = section(await rules(promotionVars.upcoming()), /^HALLOWEEN15: /m, /^Reguli comune/m);
    expect(upcoming).toMatch(/Oferta va începe la/);
    expect(upcoming).toMatch(/codul se va trimite numai primelor 100 de adrese/);
    expect(upcoming).not.toMatch(/s-a încheiat|Oferta se desfășoară/);
  });
});

describe('no code is offered "la orice comandă": a vape-only cart gets nothing, and delivery is never reduced', () => {
  const WITHOUT = 'la produsele dintr-o comandă, fără vape-uri și fără livrare';

  it('the offer rules name each code with its percent, without vapes and delivery, keep each expiry, and say vapes do not count toward free delivery', async () => {
    for (const vars of [promotionVars.running(), promotionVars.ended()]) {
      const text = (await rules(vars)).replace(/\s+/g, ' ');
      expect(text).not.toMatch(/orice comandă/);
      expect(text).toContain(`${offers.newsletter.code}-7KQ2X9M4TB`);
      expect(text).toContain(`îți dă ${offers.newsletter.discount} ${WITHOUT}. Codul nu expiră`);
      expect(text).toContain(`cu ${offers.exitPopup.discount} ${WITHOUT}.`);
      expect(text).toMatch(new RegExp(`SPIN5 dă 5%, SPIN10 dă 10%, SPIN15 dă 15%, SPIN20 dă 20% ${WITHOUT}`));
      expect(text).toMatch(/vape-urile nu se socotesc la pragul de 200 de lei de la care livrarea este gratuită/);
    }
  });

  it('the shipping policy says, in one sentence, that vapes do not count toward free delivery', async () => {
    const { body } = await request('/shipping-policy');
    expect(htmlToText(body)).toMatch(
      /Vape-urile \(țigarete electronice, Legea nr\. 64\/2024\) nu se socotesc la pragul de 200 de lei pentru livrarea gratuită/,
    );
  });

  it('the home page, the newsletter form and the exit popup offer the code without vapes and delivery; the assistant says the same', async () => {
    const home = htmlToText((await request('/')).body).replace(/\s+/g, ' ');
    expect(home).not.toMatch(/orice comandă/);
    expect(home).toContain(`NEWSLETTER10-…: 10% ${WITHOUT}, valabil o singură dată; codul nu expiră.`);
    const flat = (source: string) => source.replace(/\s+/g, ' ');
    expect(flat(newsletterSource)).toContain(`10% ${WITHOUT}; codul nu expiră`);
    expect(flat(exitPopupSource)).toContain(`15% ${WITHOUT}, valabil până la sfârșitul promoției de Halloween`);
    expect(flat(wheelSource)).toContain(
      'reducerea se aplică produselor dintr-o comandă, fără vape-uri și fără livrare',
    );
    for (const source of [newsletterSource, exitPopupSource, wheelSource]) expect(source).not.toMatch(/orice comandă/);
    const fact = facts.find((f) => f.id === 'newsletter')!;
    expect(fact.text).toContain(
      `cu ${offers.newsletter.discount} ${WITHOUT}, valabil o singură dată; codul nu expiră.`,
    );
    expect(fact.text).not.toMatch(/orice comandă/);
  });

  it('the page that shows a confirmed code says it reduces neither vapes nor delivery', async () => {
    const email = `fara.vape.${Date.now()}@exemplu.ro`;
    expect((await callFunction('send-newsletter-email', { email, adult: true })).status).toBe(200);
    const page = await openConfirmation(await confirmationLink(email, 'newsletter'));
    expect(page.code).toMatch(/^NEWSLETTER10-/);
    expect(htmlToText(page.body).replace(/\s+/g, ' ')).toContain(
      'se folosește la o singură comandă și se aplică doar produselor din ea: nu reduce prețul vape-urilor și nici livrarea.',
    );
  });
});

describe('the assistant quotes the offer rules of the phase that holds', () => {
  const ask = (content: string, vars: Record<string, string>) =>
    request(
      '/functions/v1/wellness-chatbot',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: DEFAULT_ANON_KEY, 'CF-Connecting-IP': '203.0.113.77' },
        body: JSON.stringify({ messages: [{ role: 'user', content }] }),
      },
      vars,
    );

  const answer = async (content: string, vars: Record<string, string>) => {
    const { status, body } = await ask(content, vars);
    expect(status).toBe(200);
    const { response } = JSON.parse(body) as { response: string };
    expect(response).not.toContain('{{');
    return response;
  };

  it('tells an ended HALLOWEEN15 as ended, with no text of another phase and no raw token', async () => {
    for (const question of ['Mai este valabil codul HALLOWEEN15?', 'Pot folosi HALLOWEEN15 acum?']) {
      const response = await answer(question, promotionVars.ended());
      expect(response).toMatch(/Codul HALLOWEEN15 a fost valabil până la .*; acum nu mai poate fi folosit/);
      expect(response).not.toMatch(/se desfășoară de la|va începe la|este valabil până la/);
    }
  });

  it('tells a running HALLOWEEN15 in the present', async () => {
    const response = await answer('Pot folosi HALLOWEEN15 acum?', promotionVars.running());
    expect(response).toMatch(/Codul HALLOWEEN15 este valabil până la/);
    expect(response).not.toMatch(/s-a încheiat|a fost valabil|va începe la/);
  });
});
