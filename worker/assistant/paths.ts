import { POLICY_PATHS } from '../../content/policies/paths';

/** Canonical path of a policy page. */
export const policyPath = (slug: keyof typeof POLICY_PATHS) => POLICY_PATHS[slug][0];

export { OWN_PATH } from '../../domain/chat-text';
