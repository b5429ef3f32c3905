// The fourth independent review (an ANPC inspector and a Romanian copy editor, 29 November 2026): each software
// finding it made, as the shopper or the inspector meets it.
import { describe, expect, it } from 'vitest';
import { ask } from '../worker/assistant/ask';
import { request, structuredData, visibleText } from '../worker/helpers';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('what the fourth review found', () => {
  it('every free-delivery promise says that e-cigarettes do not count toward it', async () => {
    for (const path of [
      '/products/vape-pen-cbd-unica-folosinta',
      '/products/ulei-cbd-10-spectru-complet',
      '/contact-info',
      '/shop',
      '/',
    ]) {
      const page = await request(path);
      const text = plain(visibleText(page.body));
      const promises = [...text.matchAll(/gratuit[ăa] de la 200 de lei/gi)];
      expect(promises.length, path).toBeGreaterThan(0);
      for (const m of promises) {
        const after = text.slice(m.index!, m.index! + m[0].length + 60);
        expect(after, path).toMatch(/fără vape-uri|vape-urile nu intră/);
      }
    }
  });

  it('the home FAQ says CBD gives no "high", not that it has no effect on the mind', async () => {
    const home = plain(visibleText((await request('/')).body));
    expect(home).not.toMatch(/nu are efect psihoactiv/);
    expect(home).toContain('CBD-ul nu produce starea de „high” a THC-ului, dar poate da somnolență');
  });

  it('the chat says what it does with what is written in it, and how reviews are checked; it invents no channel', async () => {
    const data = plain(await ask('ce faceti cu ce va scriu aici despre sanatatea mea?'));
    expect(data).toContain('Nu păstrăm ce scrii în chat');
    expect(data).not.toMatch(/mesagerie/);
    expect(plain(await ask('cum va contactez?'))).not.toMatch(/mesagerie/);
    const reviews = plain(await ask('recenziile de pe site sunt reale?'));
    expect(reviews).toContain('nota și recenziile magazinului de test sunt inventate');
    expect(reviews).not.toMatch(/Nu am găsit un răspuns sigur/);
  });

  it("a search for a condition word finds no product through a plant's Latin name; old condition links land on the routines", async () => {
    const found = plain(visibleText((await request('/shop?q=somn')).body));
    expect(found).not.toMatch(/ashwagandha/i);
    const moved = await request('/shop?category=anxietate');
    expect([moved.status, moved.response.headers.get('location')]).toEqual([301, '/categorii']);
  });

  it('the privacy policy keeps orders apart from what an erasure deletes; a minor\'s order is cancelled, not "may be"', async () => {
    const privacy = plain(visibleText((await request('/privacy-policy')).body));
    expect(privacy).toContain(
      'La o cerere de ștergere ștergem tot ce este în lista de mai sus, în afară de comenzi și de facturi',
    );
    expect(privacy).not.toMatch(/ștergere ștergem aceleași date/);
    for (const path of ['/shipping-policy', '/terms-of-service']) {
      const text = plain(visibleText((await request(path)).body));
      expect(text, path).not.toMatch(/putem anula/);
    }
    // The EU's ODR platform is closed: named as closed, never linked.
    expect((await request('/terms-of-service')).body).not.toMatch(/href="https:\/\/ec\.europa\.eu\/consumers\/odr/);
  });

  it('an article by the editorial team is published by an organisation in its structured data', async () => {
    const page = await request('/blog/ulei-cbd-ghid-complet');
    const article = structuredData(page.body).find((d) => d['@type'] === 'Article') as { author: { '@type': string } };
    expect(article.author['@type']).toBe('Organization');
  });
});
