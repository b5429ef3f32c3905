import { describe, expect, it } from 'vitest';
import { httpEmailApi, type OutgoingEmail } from '../../../worker/leads/providers';

const email: OutgoingEmail = {
  to: 'ana@exemplu.ro',
  from: 'Verdana <salut@verdana.ro>',
  subject: 'Codul tău',
  html: '<p>NEWSLETTER10</p>',
  text: 'NEWSLETTER10',
  headers: { 'List-Unsubscribe': '<https://verdana.test/dezabonare?lead=1&token=x>' },
  idempotencyKey: 'newsletter:ana@exemplu.ro',
  outboxId: 1,
};

describe('HTTP e-mail provider', () => {
  it('posts the message as JSON with the bearer token and a stable Idempotency-Key', async () => {
    const seen: Request[] = [];
    const provider = httpEmailApi({
      url: 'https://mail.example/v1/send',
      apiKey: 'secret',
      fetcher: async (input, init) => {
        seen.push(new Request(input, init));
        return Response.json({ id: 'msg_1' });
      },
    });
    await expect(provider.send(email)).resolves.toEqual({ id: 'msg_1' });
    await provider.send(email);
    const [first, second] = seen;
    expect(first!.headers.get('Authorization')).toBe('Bearer secret');
    expect(first!.headers.get('Idempotency-Key')).toBe('newsletter:ana@exemplu.ro');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(await first!.json()).toMatchObject({ to: ['ana@exemplu.ro'], subject: 'Codul tău', headers: email.headers });
  });

  it('throws on a non-2xx answer so the queue retries', async () => {
    const provider = httpEmailApi({
      url: 'https://mail.example/v1/send',
      apiKey: 'k',
      fetcher: async () => new Response('busy', { status: 503 }),
    });
    await expect(provider.send(email)).rejects.toThrow('e-mail API answered 503');
  });
});
