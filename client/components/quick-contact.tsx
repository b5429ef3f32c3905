import { ChatLauncher } from '../islands/chat-launcher';
import type { FunctionsConfig } from '../lib/functions';
import { AGE_WHY_PATH } from '../lib/notices';
import { Island } from './island';
import { MessagingButton } from './messaging-button';

/**
 * The floating corner: the messaging-app button (when a number is configured) above the chat button. The
 * chat button's code loads when it is reached for (a held tap opens the chat), except on the contact page,
 * whose text links to the chat (`#asistent`): there it is live from the start. Not for someone who said they are
 * under 18: not on the page that tells them why, nor (hidden) on the legal pages they may still read.
 */
export function QuickContact({
  number,
  functions,
  currentPath,
}: {
  number: string | null;
  functions: FunctionsConfig;
  currentPath: string;
}) {
  if (currentPath === AGE_WHY_PATH) return null;
  // On a phone the cart and the checkout end in their main button at the bottom of the screen: the round buttons
  // would cover it ("Finalizează comanda", the 18+ box), so there they are left out below the sm width.
  const buying = currentPath === '/cart' || currentPath === '/cos' || currentPath.startsWith('/checkout');
  return (
    <aside
      aria-label="Contact rapid"
      className={[
        'fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 [html[data-age-refused]_&]:hidden',
        buying ? 'max-sm:hidden' : '',
      ].join(' ')}
    >
      {number && <MessagingButton number={number} />}
      <Island
        name="chat-launcher"
        component={ChatLauncher}
        props={{ functions }}
        hydrate={currentPath === '/contact-info' ? 'load' : 'interaction'}
      />
    </aside>
  );
}
