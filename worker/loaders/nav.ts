import type { Context } from 'hono';
import type { ShellProps } from '../../client/components/shell-props';
import { footerNav, mainNav } from '../../content/site';
import type { AppEnv } from '../app-env';
import { withinDeadline } from '../lib/deadline';
import { waitUntil } from '../lib/wait-until';

/** The longest a page waits for the menus before it uses the shop's own (they are cached like the catalogue). */
const NAV_WAIT_MS = 400;

const OWN_NAV: ShellProps['nav'] = { main: mainNav, footer: footerNav };

const LEGAL_GROUP = footerNav.find((group) => group.links.some((link) => link.href === '/terms-of-service'))!;

/** The store's footer, with the shop's legal links added when it leaves any out (the law wants them on every page). */
function withLegalLinks(groups: ShellProps['nav']['footer']): ShellProps['nav']['footer'] {
  const present = new Set(groups.flatMap((g) => g.links.map((l) => l.href)));
  const missing = LEGAL_GROUP.links.filter((link) => !present.has(link.href));
  return missing.length ? [...groups, { title: LEGAL_GROUP.title, links: missing }] : groups;
}

/**
 * The header and footer menus for a page: the store's `main-menu` and `footer` (the embedded store serves
 * content/menus, Shopify's paths), links on the store's own hosts made this shop's paths (reshapeMenus). A
 * store without them, a failure or a slow answer gives the shop's own: the header never waits long, and never
 * breaks.
 */
export async function shopNav(c: Context<AppEnv>): Promise<ShellProps['nav']> {
  const storefront = c.var.storefront;
  if (!storefront) return OWN_NAV;
  const hosts = new Set([new URL(c.req.url).hostname]);
  for (const origin of [c.var.trustedOrigin, c.var.config?.storefront.endpoint]) {
    if (origin) hosts.add(new URL(origin).hostname);
  }
  const ownHost = (host: string) => hosts.has(host) || host.endsWith('.myshopify.com');
  const asked = storefront.menus(ownHost);
  try {
    const menus = await withinDeadline(
      asked,
      // Only a real store is waited for with a deadline; the embedded one runs in this isolate.
      c.var.config?.storefront.endpoint ? NAV_WAIT_MS : null,
      () => new Error(`no menus within ${NAV_WAIT_MS} ms`),
    );
    return { main: menus.main ?? mainNav, footer: menus.footer ? withLegalLinks(menus.footer) : footerNav };
  } catch (error) {
    console.warn(`menus: the shop's own stand in: ${String(error)}`);
    // A slow answer still lands in the cache for the next page, after this response has gone.
    waitUntil(
      c,
      asked.catch(() => undefined),
    );
    return OWN_NAV;
  }
}
