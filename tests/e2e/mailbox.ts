// The local mailbox (/dev/mailbox) as a shopper's inbox: what the shop e-mailed an address, and the links in it.
import { expect } from 'vitest';
import { DEFAULT_ANON_KEY } from '../../worker/env';

/** The e-mails to `address`, newest first, as text (subject first), once the queue has delivered `atLeast`. */
export async function mailsTo(baseUrl: string, address: string, atLeast = 1): Promise<string[]> {
  let mails: string[] = [];
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
        mails = html
          .split('<li ')
          .filter((item) => item.includes(`data-mail-to="${address}"`))
          .map((item) => item.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&'));
        return mails.length;
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return mails;
}

/** The one-click link of the newest confirmation e-mail to `address` (absolute, on the shop's origin). */
export async function confirmationLink(baseUrl: string, address: string): Promise<string> {
  const mails = await mailsTo(baseUrl, address);
  const link = mails.map((text) => /https?:\/\/\S+\/confirmare\?t=[0-9a-f.]+/.exec(text)?.[0]).find(Boolean);
  if (!link) throw new Error(`no confirmation link for ${address}`);
  return link;
}

let issued = 0;
/**
 * A code the shop issued, as a shopper gets it: the newsletter form, then the link in the confirmation e-mail,
 * whose page (posting itself, as a browser does) shows the code.
 */
export async function issueCode(baseUrl: string): Promise<string> {
  const address = `e2e.issued.${Date.now()}.${issued++}@exemplu.ro`;
  const signUp = await fetch(`${baseUrl}/functions/v1/send-newsletter-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: DEFAULT_ANON_KEY,
      Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
    },
    body: JSON.stringify({ email: address, adult: true }),
  });
  expect(signUp.status).toBe(200);
  const link = await confirmationLink(baseUrl, address);
  const confirmed = await fetch(link, { method: 'POST', headers: { Origin: new URL(link).origin } });
  const code = /data-testid="offer-code"[^>]*>([^<]+)</.exec(await confirmed.text())?.[1];
  expect(code).toMatch(/^NEWSLETTER10-[0-9A-HJKMNP-TV-Z]{10}$/);
  return code!;
}
