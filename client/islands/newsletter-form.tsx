import { offers } from '../../content/wheel';
import type { FunctionsConfig } from '../lib/functions';
import { rememberCode } from '../lib/received-codes';
import { EmailForm } from './email-form';

export function NewsletterForm({ functions }: { functions: FunctionsConfig }) {
  return (
    <EmailForm
      functions={functions}
      functionName="send-newsletter-email"
      submitLabel="Abonează-mă"
      successLabel="Gata! Ți-am trimis pe e-mail codul NEWSLETTER10 pentru 10% reducere."
      idPrefix="newsletter"
      onSuccess={() => rememberCode(offers.newsletter.code)}
      inverted
    />
  );
}
