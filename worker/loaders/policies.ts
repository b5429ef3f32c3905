import type { Context } from 'hono';
import type { PolicyPage } from '../../content/policies';
import type { ContentDocument } from '../../domain/types';
import type { AppEnv } from '../app-env';
import type { RenderOptions } from '../render/render-page';
import type { PolicyKind, Storefront } from '../storefront';
import { storeContent } from './content';

/** Where each page's text lives in a Shopify store: the Shop's four policies, and two pages. */
const SOURCES: Record<PolicyPage['slug'], (storefront: Storefront) => ReturnType<Storefront['page']>> = {
  terms: (s) => s.policy('termsOfService' satisfies PolicyKind),
  privacy: (s) => s.policy('privacyPolicy'),
  refund: (s) => s.policy('refundPolicy'),
  shipping: (s) => s.policy('shippingPolicy'),
  contact: (s) => s.page('contact'),
  offers: (s) => s.page('regulament-oferte'),
};

/**
 * A legal page, read through the storefront: the store's text (the embedded one fills the trader's identity,
 * the promotion's dates and the messaging line from configuration); the shop's own stands in while it is missing.
 */
export function loadPolicy(c: Context<AppEnv>, slug: PolicyPage['slug']): Promise<ContentDocument | null> {
  return storeContent(c, slug, SOURCES[slug]);
}

/** A legal page's meta; its first path is the canonical one. */
export const policyMeta = (policy: ContentDocument, canonicalPath: string): RenderOptions['meta'] => ({
  title: `${policy.title} – Verdana`,
  description: policy.description,
  path: canonicalPath,
});
