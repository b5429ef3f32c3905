import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, { connectSrc = [] as string[] } = {}): string {
  return [
    "default-src 'self'",
    // Inline scripts (React's streaming instructions) carry the nonce; modules they load are trusted.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Toasts and dialogs set inline styles; styles cannot run code, so only scripts need the nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://cdn.shopify.com",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** The security headers of a response whose scripts carry this nonce. */
export const securityHeaderValues = (nonce: string): Record<string, string> => ({
  ...STATIC_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy(nonce),
});

/** Every worker response gets the security headers; HTML gets a per-request CSP nonce. */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = createNonce();
    c.set('nonce', nonce);
    await next();
    for (const [name, value] of Object.entries(securityHeaderValues(nonce))) c.res.headers.set(name, value);
  });
