/** What every page's shell needs from the server. */
export interface ShellProps {
  currentPath: string;
  promoEndsAt: string;
  renderedAt: number;
  messagingNumber: string | null;
  supportEmail: string;
}
