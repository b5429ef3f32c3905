import { ChatLauncher } from '../islands/chat-launcher';
import type { FunctionsConfig } from '../lib/functions';
import { Island } from './island';
import { MessagingButton } from './messaging-button';

/** The floating corner: the messaging-app button (when a number is configured) above the chat button. */
export function QuickContact({ number, functions }: { number: string | null; functions: FunctionsConfig }) {
  return (
    <aside aria-label="Contact rapid" className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {number && <MessagingButton number={number} />}
      <Island name="chat-launcher" component={ChatLauncher} props={{ functions }} />
    </aside>
  );
}
