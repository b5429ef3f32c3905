import { Hono } from 'hono';
import { type PolicyPage as PolicyData, policies } from '../../content/policies';
import { MESSAGING_ITEM, MESSAGING_LINE } from '../../content/policies/contact';
import { POLICY_PATHS } from '../../content/policies/paths';
import { PolicyPage } from '../../client/pages/policy-page';
import type { AppEnv } from '../app-env';
import { fillContentTokens } from '../lib/content-tokens';
import { sanitizeContentHtml } from '../lib/sanitize';
import { renderPage } from '../render/render-page';

export { POLICY_PATHS };

export const policyRoutes = new Hono<AppEnv>();

for (const [slug, paths] of Object.entries(POLICY_PATHS) as [PolicyData['slug'], [string, string]][]) {
  const policy = policies[slug];
  for (const path of paths) {
    policyRoutes.get(path, (c) => {
      // The messaging-app line only when there is a number (and so a button it can point at).
      const messaging = c.var.config.messagingNumber ? MESSAGING_LINE : '';
      // The trader's identity and the promotion's dates come from configuration.
      const facts = c.var.config;
      const text = (value: string) => fillContentTokens(value, facts);
      const clean = {
        ...policy,
        intro: text(policy.intro),
        description: text(policy.description),
        sections: policy.sections.map((s) => ({
          ...s,
          heading: text(s.heading),
          html: sanitizeContentHtml(fillContentTokens(s.html.replace(MESSAGING_ITEM, messaging), facts, { escape: true })),
        })),
      };
      return renderPage(c, {
        meta: { title: `${policy.title} – Verdana`, description: clean.description, path: paths[0] },
        children: <PolicyPage policy={clean} />,
      });
    });
  }
}
