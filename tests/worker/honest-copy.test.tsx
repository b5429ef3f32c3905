import { describe, expect, it } from 'vitest';
import { POLICY_PATHS } from '../../content/policies/paths';
import { request } from './helpers';

const TRADER = {
  TRADER_NAME: 'Exemplu Comerț S.R.L.',
  TRADER_CUI: 'RO11112222',
  TRADER_TRADE_REGISTER: 'J40/123/2020',
  TRADER_ADDRESS: 'Str. Test nr. 1 <b>, București',
  TRADER_PHONE: '021 000 0000',
};
const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** Text as a shopper reads it: tags removed, then entities decoded (so markup in a value shows as text). */
const visible = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

describe('the trader is identified on the site (Legea 365/2002), from configuration', () => {
  it('the footer of every page names the company, CUI, trade-register number, address and phone', async () => {
    for (const path of ['/', '/shop', '/blog']) {
      const { body } = await request(path, {}, TRADER);
      const footer = visible(body.slice(body.indexOf('<footer')));
      expect(footer, path).toContain('Exemplu Comerț S.R.L.');
      expect(footer, path).toContain('CUI RO11112222');
      expect(footer, path).toContain('Nr. Reg. Com. J40/123/2020');
      expect(footer, path).toContain('Str. Test nr. 1 <b>, București');
      expect(body, path).toContain('href="tel:0210000000"');
    }
  });

  it('the contact page lists the same identity, escaped, and never says "on request"', async () => {
    const { body } = await request('/contact', {}, TRADER);
    const main = body.slice(body.indexOf('<main'), body.indexOf('<footer'));
    for (const value of ['Exemplu Comerț S.R.L.', 'RO11112222', 'J40/123/2020', '021 000 0000', 'Str. Test nr. 1 <b>, București']) expect(visible(main)).toContain(value);
    // A configured value is text, never markup.
    expect(main).not.toContain('<b>');
    expect(visible(main)).not.toMatch(/la cerere/i);
  });

  it('no policy page shows a raw {{token}}, with or without configuration', async () => {
    for (const [canonical] of Object.values(POLICY_PATHS)) {
      for (const vars of [TRADER, { TRADER_CUI: '', TRADER_PHONE: '' }]) {
        const { status, body } = await request(canonical, {}, vars);
        expect(status, canonical).toBe(200);
        expect(body, canonical).not.toMatch(/\{\{[a-z]+\.[a-zA-Z]+\}\}/);
      }
    }
  });
});
