import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { replyParts } from '../../domain/chat-text';
import { MAX_CHAT_MESSAGE_CHARS } from '../../domain/contract/limits';
import { AssistantIcon, CloseIcon } from '../components/icons';
import type { FunctionsConfig } from '../lib/functions';
import { type ChatMessage, useConversation } from './chat-conversation';
import { ChatProducts } from './chat-products';
import { useFocusTrap } from './use-focus-trap';

export const DISCLAIMER = 'Informații generale. Nu înlocuiește consultul medical.';
/** Under the input: no health details, please; what happens to a message (answered, not kept by us). */
export const HEALTH_DATA_NOTE =
  'Te rugăm să nu ne scrii detalii despre sănătatea ta. Mesajele sunt folosite doar pentru răspuns și nu le păstrăm pe server.';
const WELCOME =
  'Bună! Sunt asistentul virtual Verdana. Te pot ajuta cu informații despre produse, livrare, plată, retururi și ghidurile noastre despre CBD.';
const SUGGESTIONS = ['Cât costă livrarea?', 'Ce produse aveți pentru rutina de seară?', 'Cum returnez un produs?'];

/** A reply as plain text, lines kept, with links only to the shop's own pages (never HTML). */
function Reply({ content }: { content: string }) {
  return (
    <>
      {content.split('\n').map((line, i) => (
        <p key={i} className={line.trim() ? '' : 'h-2'}>
          {replyParts(line).map((part, j) =>
            'href' in part ? (
              <a key={j} href={part.href} className="font-semibold text-forest-800 underline underline-offset-2">
                {part.text}
              </a>
            ) : (
              <span key={j}>{part.text}</span>
            ),
          )}
        </p>
      ))}
    </>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed ${mine ? 'rounded-br-md bg-forest-700 text-white' : 'rounded-bl-md bg-white text-ink-900 shadow-sm'}`}
      >
        <span className="sr-only">{mine ? 'Tu: ' : 'Asistentul: '}</span>
        {mine ? <p className="whitespace-pre-wrap">{message.content}</p> : <Reply content={message.content} />}
        {!mine && message.products?.length ? <ChatProducts products={message.products} /> : null}
      </div>
    </li>
  );
}

/**
 * The chat panel: a labelled dialog, a full-height sheet on phones and a panel at the corner on larger
 * screens. Non-modal in the browser's sense, so toasts stay visible above it, with focus kept inside and
 * Escape closing it. Enter sends, Shift+Enter starts a new line.
 */
export function ChatPanel({ functions, onClose }: { functions: FunctionsConfig; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const [draft, setDraft] = useState('');
  const { conversation, loading, send } = useConversation(functions);
  useFocusTrap(dialog, true);

  useEffect(() => {
    dialog.current?.show();
    input.current?.focus();
    return () => dialog.current?.close();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing indicator scrolls the log to its end.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [conversation, loading]);

  const submit = async (text: string) => {
    if (!text.trim() || loading) return;
    setDraft('');
    await send(text);
    input.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(draft);
    }
  };

  return (
    <dialog
      ref={dialog}
      id="chat-panel"
      aria-labelledby="chat-titlu"
      aria-modal="true"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="fixed inset-0 z-50 m-0 flex h-dvh max-h-none w-screen max-w-none flex-col bg-cream-50 p-0 text-ink-900 sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[25rem] sm:overflow-hidden sm:rounded-3xl sm:border sm:border-cream-200 sm:shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-forest-800 px-4 py-3 text-white">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-forest-700" aria-hidden="true">
          <AssistantIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-titlu" className="font-semibold">
            Asistentul Verdana
          </h2>
          <p className="text-xs text-forest-100">Răspunde automat, din informațiile magazinului</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-forest-700"
        >
          <CloseIcon />
          <span className="sr-only">Închide chatul</span>
        </button>
      </header>
      <p className="border-b border-cream-200 bg-pumpkin-100 px-4 py-2 text-center text-xs font-medium text-ink-900">
        {DISCLAIMER}
      </p>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <div role="log" aria-live="polite" aria-label="Conversația cu asistentul">
          <ol ref={log} className="space-y-3">
            <Bubble message={{ role: 'assistant', content: WELCOME }} />
            {conversation.map((message, i) => (
              <Bubble key={i} message={message} />
            ))}
            {loading && (
              <li className="flex justify-start">
                <div className="rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm">
                  <span className="sr-only">Asistentul scrie un răspuns…</span>
                  <span className="flex gap-1" aria-hidden="true">
                    {[0, 1, 2].map((i) => (
                      <span
                        key={i}
                        className="size-2 animate-pulse rounded-full bg-forest-600"
                        style={{ animationDelay: `${i * 150}ms` }}
                      />
                    ))}
                  </span>
                </div>
              </li>
            )}
          </ol>
        </div>
        {!conversation.length && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Întrebări sugerate">
            {SUGGESTIONS.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => void submit(question)}
                  className="rounded-full border border-forest-700 bg-white px-3 py-1.5 text-sm font-medium text-forest-800 hover:bg-forest-50"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 border-t border-cream-200 bg-white p-3">
        <label htmlFor="chat-mesaj" className="sr-only">
          Mesajul tău
        </label>
        <textarea
          ref={input}
          id="chat-mesaj"
          rows={2}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Scrie întrebarea ta…"
          aria-describedby="chat-sanatate chat-indicatii"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-cream-200 bg-cream-50 px-3 py-2 text-ink-900 outline-none placeholder:text-ink-600 focus:border-forest-700"
        />
        <button type="submit" disabled={loading || !draft.trim()} className="btn btn-primary min-h-11 px-4">
          Trimite
        </button>
        <p id="chat-sanatate" className="w-full text-xs text-ink-700">
          {HEALTH_DATA_NOTE}
        </p>
        <p id="chat-indicatii" className="sr-only">
          Enter trimite mesajul, Shift și Enter trec pe un rând nou.
        </p>
      </form>
    </dialog>
  );
}
