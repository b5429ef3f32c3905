import { POLICY_PATHS } from '../../content/policies/paths';

/** Canonical path of a policy page. */
export const policyPath = (slug: keyof typeof POLICY_PATHS) => POLICY_PATHS[slug][0];

/** Paths of the shop an answer may link to; anything else is shown as plain text. */
export const OWN_PATH = /^\/(?:$|#intrebari$|(?:products|produs)\/[a-z0-9-]+$|blog(?:\/[a-z0-9-]+)?$|(?:shop|quiz|despre|categorii|colectii|cos)$|colectie\/[a-z0-9-]+$|(?:terms-of-service|privacy-policy|refund-policy|shipping-policy|contact-info|contact|termeni-si-conditii|politica-confidentialitate|politica-rambursare|politica-livrare)$|shop\?category=[a-z]+$)/;
