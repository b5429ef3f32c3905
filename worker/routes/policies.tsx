import { Hono } from 'hono';
import type { PolicyPage as PolicyData } from '../../content/policies';
import { POLICY_PATHS } from '../../content/policies/paths';
import { PolicyPage } from '../../client/pages/policy-page';
import type { AppEnv } from '../app-env';
import { storeContent } from '../loaders/content';
import { sanitizeDocument } from '../lib/sanitize';
import type { PolicyKind, Storefront } from '../storefront';
import { renderPage } from '../render/render-page';

export { POLICY_PATHS };

/** Where each page's text lives in a Shopify store: the Shop's four policies, and two pages. */
const SOURCES: Record<PolicyData['slug'], (storefront: Storefront) => ReturnType<Storefront['page']>> = {
  terms: (s) => s.policy('termsOfService' satisfies PolicyKind),
  privacy: (s) => s.policy('privacyPolicy'),
  refund: (s) => s.policy('refundPolicy'),
  shipping: (s) => s.policy('shippingPolicy'),
  contact: (s) => s.page('contact'),
  offers: (s) => s.page('regulament-oferte'),
};

export const policyRoutes = new Hono<AppEnv>();

for (const [slug, paths] of Object.entries(POLICY_PATHS) as [PolicyData['slug'], [string, string]][]) {
  for (const path of paths) {
    policyRoutes.get(path, async (c) => {
      // Read through the storefront: the store's text (the embedded one fills the trader's identity, the
      // promotion's dates and the messaging line from configuration), sanitised like any content HTML.
      const policy = await storeContent(c, slug, SOURCES[slug]);
      if (!policy) return c.notFound();
      return renderPage(c, {
        meta: { title: `${policy.title} – Verdana`, description: policy.description, path: paths[0] },
        children: <PolicyPage policy={sanitizeDocument(policy)} />,
      });
    });
  }
}
