import type { NavLink } from '../../content/site';
import type { PromotionState } from '../../domain/promotion';
import type { Trader } from '../../domain/trader';
import type { FunctionsConfig } from '../lib/functions';

/** What every page's shell needs from the server. */
export interface ShellProps {
  /** Where the browser calls the backend functions (the chat). */
  functions: FunctionsConfig;
  currentPath: string;
  /** The promotion as it stood when the page was rendered. */
  promotion: PromotionState;
  renderedAt: number;
  messagingNumber: string | null;
  /** The trader's identity for the footer. */
  trader: Trader;
  supportEmail: string;
  /** This response's CSP nonce, for the notices' inline scripts. */
  nonce: string;
  /** The header and footer menus, as the store keeps them (the shop's own when it has none). */
  nav: { main: NavLink[]; footer: { title: string; links: NavLink[] }[] };
}
