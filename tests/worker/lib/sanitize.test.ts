import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '../../../worker/lib/sanitize';

describe('content HTML sanitiser', () => {
  it('keeps the tags articles use and drops scripts, handlers and off-site links', () => {
    const dirty =
      '<h2 id="x">Titlu</h2><p onclick="alert(1)">Text <a href="/shop">magazin</a> <a href="https://rau.example">rău</a> <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><img src=x onerror=alert(1)><table><tr><th scope="col">A</th></tr></table>';
    const clean = sanitizeContentHtml(dirty);
    expect(clean).toContain('<h2 id="x">Titlu</h2>');
    expect(clean).toContain('<a href="/shop">magazin</a>');
    expect(clean).toContain('<th scope="col">A</th>');
    expect(clean).not.toMatch(/onclick|onerror|<script|javascript:|rau\.example|<img/);
  });

  it("links a policy's public authorities (ANPC, the data-protection authority, EU pages), https only, and nothing that looks like them", () => {
    const clean = sanitizeContentHtml(
      [
        '<a href="https://anpc.ro/ce-este-sal/">SAL</a>',
        '<a href="https://www.dataprotection.ro/">ANSPDCP</a>',
        '<a href="http://anpc.ro/">http</a>',
        '<a href="https://anpc.ro.rau.example/">sub</a>',
        '<a href="https://anpc.ro@rau.example/">user</a>',
        '<a href="https://rau.example/?https://anpc.ro/">query</a>',
        '<a href="https://anpc.ro:8443/">port</a>',
        '<a href="//anpc.ro/">scheme-relative</a>',
      ].join(' '),
    );
    expect(clean).toContain('<a href="https://anpc.ro/ce-este-sal/">SAL</a>');
    expect(clean).toContain('<a href="https://www.dataprotection.ro/">ANSPDCP</a>');
    for (const label of ['http', 'sub', 'user', 'query', 'port', 'scheme-relative'])
      expect(clean, label).toContain(`<a>${label}</a>`);
  });
});
