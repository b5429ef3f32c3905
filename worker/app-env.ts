import type { ShellProps } from '../client/components/shell-props';
import type { Env, SiteConfig } from './env';
import type { Timing } from './middleware/timing';
import type { Storefront } from './storefront';

export interface AppVariables {
  nonce: string;
  config: SiteConfig;
  /** Origin for absolute links (SITE_URL, or this request's origin when it is localhost); null = relative links. */
  trustedOrigin: string | null;
  storefront: Storefront;
  timing: Timing;
  /** The shell's data for a page, loading since the request arrived (loaders/shell.ts); unset for non-page paths. */
  shell?: Promise<{ nav: ShellProps['nav'] }>;
  /** Set by the renderer when the page is complete and the same for every shopper. */
  pageCacheable?: boolean;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
