// Shapes of the static policy pages (terms, privacy, refund, shipping, contact, offer rules).

/**
 * One section of a policy page. `html` may contain p, ul, ol, li, strong, em, a (internal links or
 * mailto:), table/caption/thead/tbody/tr/th/td and h3; never h1/h2 (the page renders `heading`).
 * It may hold `{{trader.name}}`, `{{trader.cui}}`, `{{trader.tradeRegister}}`, `{{trader.address}}`,
 * `{{trader.phone}}`, `{{trader.email}}`, `{{promo.start}}`, `{{promo.end}}` and `{{promo.percent}}`: the policy route fills them from
 * configuration.
 */
export interface PolicySection {
  id: string;
  heading: string;
  html: string;
}

export interface PolicyPage {
  slug: 'terms' | 'privacy' | 'refund' | 'shipping' | 'contact' | 'offers';
  /** Romanian page title. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** ISO date of the last update. */
  updated: string;
  /** One paragraph, plain text. */
  intro: string;
  sections: PolicySection[];
}
