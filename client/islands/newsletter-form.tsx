import type { FunctionsConfig } from '../lib/functions';
import { markSignedUp, rememberCode } from '../lib/received-codes';
import { EmailForm } from './email-form';

export function NewsletterForm({ functions }: { functions: FunctionsConfig }) {
  return (
    <EmailForm
      functions={functions}
      functionName="send-newsletter-email"
      submitLabel="Abonează-mă"
      successLabel="Gata! Ți-am trimis pe e-mail codul tău NEWSLETTER10 pentru 10% reducere."
      idPrefix="newsletter"
      // The shopper's own code (NEWSLETTER10-…), offered in the cart in one tap.
      onSuccess={(_email, answer) => {
        markSignedUp();
        if (answer.code) rememberCode(answer.code);
      }}
      inverted
    />
  );
}
