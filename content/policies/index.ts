// Static policy pages: terms, privacy, refund, shipping, contact and the offer rules, by slug.

import type { PolicyPage } from './types';
import { termsPolicy } from './terms';
import { privacyPolicy } from './privacy';
import { refundPolicy } from './refund';
import { shippingPolicy } from './shipping';
import { contactPolicy } from './contact';
import { offerRulesPolicy } from './offer-rules';

export type { PolicyPage, PolicySection } from './types';
export { termsPolicy, privacyPolicy, refundPolicy, shippingPolicy, contactPolicy, offerRulesPolicy };

/** Every policy page, keyed by its slug. */
export const policies: Record<PolicyPage['slug'], PolicyPage> = {
  terms: termsPolicy,
  privacy: privacyPolicy,
  refund: refundPolicy,
  shipping: shippingPolicy,
  contact: contactPolicy,
  offers: offerRulesPolicy,
};
