import { Hono } from 'hono';
import type { PolicyPage as PolicyData } from '../../content/policies';
import { POLICY_PATHS } from '../../content/policies/paths';
import type { AppEnv } from '../app-env';
import { loadPolicy, policyMeta } from '../loaders/policies';
import { renderPage } from '../render/render-page';

export const policyRoutes = new Hono<AppEnv>();

for (const [slug, paths] of Object.entries(POLICY_PATHS) as [PolicyData['slug'], [string, string]][]) {
  for (const path of paths) {
    policyRoutes.get(path, async (c) => {
      const policy = await loadPolicy(c, slug);
      if (!policy) return c.notFound();
      // Loaded with the first long text an isolate shows, not at its start (lib/sanitize: xss and its CSS filter).
      const [{ sanitizeDocument }, { PolicyPage }] = await Promise.all([
        import('../lib/sanitize'),
        import('../../client/pages/policy-page'),
      ]);
      return renderPage(c, {
        meta: policyMeta(policy, paths[0]),
        children: <PolicyPage policy={sanitizeDocument(policy)} />,
      });
    });
  }
}
