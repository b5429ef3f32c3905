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
});
