import type { FunctionsConfig } from '../lib/functions';

/** What every page's shell needs from the server. */
export interface ShellProps {
  /** Where the browser calls the backend functions (the chat). */
  functions: FunctionsConfig;
  currentPath: string;
  promoEndsAt: string;
  renderedAt: number;
  messagingNumber: string | null;
  supportEmail: string;
}
