import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AssistantIcon } from '../components/icons';
import type { FunctionsConfig } from '../lib/functions';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

/**
 * The floating chat button (its own small chunk, loaded when reached for: hover, focus or tap): a link to
 * the contact page without JavaScript; with it, it opens the chat panel, whose code loads on first intent.
 * A tap before it is live is held (`data-hold`, worker/render/document.tsx) and opens the chat once it is.
 * While the panel is open the messaging button hides (`html[data-chat-open]`).
 */
export function ChatLauncher({ functions }: { functions: FunctionsConfig }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-chat-open', open);
    // Focus goes back to the button once it is visible again.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    // Hydrated by a hover or focus (it waits to be reached for): fetch the panel as onPointerEnter/onFocus would have.
    if (button.current?.matches(':hover, :focus')) void loadPanel();
  }, []);
  useEffect(() => {
    // Any link to #asistent in our content (the contact page) opens the chat.
    const onLink = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a[href="#asistent"]')) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('click', onLink);
    return () => document.removeEventListener('click', onLink);
  }, []);
  return (
    <>
      <a
        ref={button}
        href="/contact-info"
        aria-haspopup="dialog"
        hidden={open}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        // Its size is set, not only its content's: a frame painted while the page is still parsing (the icon not yet
        // read) shows the button at its final size, so nothing in the corner shifts (CLS).
        className="group inline-flex min-h-14 min-w-14 items-center gap-3 rounded-full bg-pumpkin-700 p-3.5 text-white shadow-lg hover:bg-pumpkin-600"
        data-chat-button
        data-hold
      >
        <AssistantIcon className="size-7" />
        <span className="sr-only">Chat cu asistentul virtual Verdana: întreabă-ne orice! Răspunde pe loc, automat</span>
        <span aria-hidden="true" className="hidden pr-2 text-left group-hover:block group-focus-visible:block">
          <span className="block text-sm font-semibold">Întreabă-ne orice!</span>
          <span className="block text-xs text-pumpkin-100">Asistent virtual: răspunde pe loc</span>
        </span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel functions={functions} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
