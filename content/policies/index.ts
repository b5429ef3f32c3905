// Static policy pages: terms, privacy, refund, shipping, contact and the offer rules, by slug.

import { contactPolicy } from './contact';
import { offerRulesPolicy } from './offer-rules';
import { privacyPolicy } from './privacy';
import { refundPolicy } from './refund';
import { shippingPolicy } from './shipping';
import { termsPolicy } from './terms';
import type { PolicyPage } from './types';

export type { PolicyPage, PolicySection } from './types';
export { contactPolicy, offerRulesPolicy, privacyPolicy, refundPolicy, shippingPolicy, termsPolicy };

/** Every policy page, keyed by its slug. */
export const policies: Record<PolicyPage['slug'], PolicyPage> = {
  terms: termsPolicy,
  privacy: privacyPolicy,
  refund: refundPolicy,
  shipping: shippingPolicy,
  contact: contactPolicy,
  offers: offerRulesPolicy,
};
