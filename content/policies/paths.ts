// Where each policy page lives: the canonical path first, then its alias (SPEC §2 route table).
import type { PolicyPage } from './types';

export const POLICY_PATHS: Record<PolicyPage['slug'], [canonical: string, alias: string]> = {
  terms: ['/terms-of-service', '/termeni-si-conditii'],
  privacy: ['/privacy-policy', '/politica-confidentialitate'],
  refund: ['/refund-policy', '/politica-rambursare'],
  shipping: ['/shipping-policy', '/politica-livrare'],
  contact: ['/contact-info', '/contact'],
  offers: ['/regulament-oferte', '/offer-rules'],
};
