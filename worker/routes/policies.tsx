import { Hono } from 'hono';
import { type PolicyPage as PolicyData, policies } from '../../content/policies';
import { PolicyPage } from '../../client/pages/policy-page';
import type { AppEnv } from '../app-env';
import { sanitizeContentHtml } from '../lib/sanitize';
import { renderPage } from '../render/render-page';

/** Canonical path first; the Romanian (or second) path is an alias with the same canonical. */
export const POLICY_PATHS: Record<PolicyData['slug'], [string, string]> = {
  terms: ['/terms-of-service', '/termeni-si-conditii'],
  privacy: ['/privacy-policy', '/politica-confidentialitate'],
  refund: ['/refund-policy', '/politica-rambursare'],
  shipping: ['/shipping-policy', '/politica-livrare'],
  contact: ['/contact-info', '/contact'],
};

export const policyRoutes = new Hono<AppEnv>();

for (const [slug, paths] of Object.entries(POLICY_PATHS) as [PolicyData['slug'], [string, string]][]) {
  const policy = policies[slug];
  for (const path of paths) {
    policyRoutes.get(path, (c) => {
      const clean = { ...policy, sections: policy.sections.map((s) => ({ ...s, html: sanitizeContentHtml(s.html) })) };
      return renderPage(c, {
        meta: { title: `${policy.title} – Verdana`, description: policy.description, path: paths[0] },
        children: <PolicyPage policy={clean} />,
      });
    });
  }
}
