import type { FunctionsConfig } from '../lib/functions';
import { EmailForm } from './email-form';

/** The newsletter's double opt-in: the form sends a confirmation e-mail; its link subscribes and gives the code. */
export function NewsletterForm({ functions }: { functions: FunctionsConfig }) {
  return (
    <EmailForm
      functions={functions}
      functionName="send-newsletter-email"
      submitLabel="Abonează-mă"
      successLabel="Aproape gata! Apasă pe linkul din e-mailul de confirmare și primești un cod personal NEWSLETTER10-…: 10% la produsele dintr-o comandă, fără vape-uri și fără livrare; codul nu expiră."
      idPrefix="newsletter"
      inverted
    />
  );
}
