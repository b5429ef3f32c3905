import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatProduct, chatProductsOf } from '../../domain/contract/chat';
import { MAX_CHAT_MESSAGE_CHARS, MAX_CHAT_MESSAGES } from '../../domain/contract/limits';
import { messages as text } from '../../domain/contract/messages';
import { type FunctionsConfig, invokeFunction } from '../lib/functions';
import { notify } from '../lib/toast';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  /** Products the reply suggests, each with an add to the cart; never sent back. */
  products?: ChatProduct[];
  /** Written here, not by the assistant (the apology after a failure): never sent back. */
  local?: boolean;
}

/** Kept for the tab's lifetime, so the conversation survives moving between pages. */
export const CHAT_STORAGE_KEY = 'verdana-chat';

/** Messages kept and shown: enough for a long conversation, never a page that slows down (or a storage it fills). */
export const KEPT_MESSAGES = 60;

export const APOLOGY =
  'Îmi pare rău, nu am putut răspunde acum. Încearcă din nou peste câteva momente sau scrie-ne direct: găsești e-mailul și aplicația de mesagerie în [pagina de contact](/contact-info).';

function restore(): ChatMessage[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    return stored
      .slice(-KEPT_MESSAGES)
      .filter(
        (m): m is ChatMessage =>
          (m?.role === 'user' || m?.role === 'assistant') &&
          typeof m.content === 'string' &&
          m.content.length <= MAX_CHAT_MESSAGE_CHARS,
      )
      .map((m) => {
        const products = chatProductsOf(m.products);
        return {
          role: m.role,
          content: m.content,
          ...(m.local ? { local: true } : {}),
          ...(products.length ? { products } : {}),
        };
      });
  } catch {
    return [];
  }
}

/** What the function receives: the conversation's last messages, the new question last. */
export function historyFor(conversation: ChatMessage[]): { role: ChatMessage['role']; content: string }[] {
  return conversation
    .filter((m) => !m.local)
    .slice(-MAX_CHAT_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.slice(0, MAX_CHAT_MESSAGE_CHARS) }));
}

/** The conversation with the wellness chatbot: send, wait, answer or apologise (SPEC §4 Chat, §8). */
export function useConversation(functions: FunctionsConfig) {
  const [conversation, setConversation] = useState<ChatMessage[]>(restore);
  const [loading, setLoading] = useState(false);
  // Set at once (state waits for a render): three Enter presses in one task still send one question.
  const inFlight = useRef(false);
  useEffect(() => {
    try {
      sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(conversation.slice(-KEPT_MESSAGES)));
    } catch {
      // Storage full or blocked: the conversation lives on this page only.
    }
  }, [conversation]);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const question = input.trim();
      if (!question || loading || inFlight.current) return false;
      inFlight.current = true;
      const next: ChatMessage[] = [
        ...conversation,
        { role: 'user' as const, content: question.slice(0, MAX_CHAT_MESSAGE_CHARS) },
      ].slice(-KEPT_MESSAGES);
      setConversation(next);
      setLoading(true);
      const answer = await invokeFunction<{ response?: unknown; products?: unknown }>(functions, 'wellness-chatbot', {
        messages: historyFor(next),
      });
      inFlight.current = false;
      setLoading(false);
      if (answer.ok && typeof answer.data?.response === 'string' && answer.data.response.trim()) {
        const products = chatProductsOf(answer.data.products);
        const reply: ChatMessage = {
          role: 'assistant',
          content: answer.data.response as string,
          ...(products.length ? { products } : {}),
        };
        setConversation((current) => [...current, reply].slice(-KEPT_MESSAGES));
      } else {
        // The server's own reason when it gave one (too many messages, a message too long…).
        const reason = !answer.ok && answer.status !== null && answer.status < 500 ? answer.message : undefined;
        notify('error', text.chatFailed, reason);
        setConversation((current) =>
          [...current, { role: 'assistant' as const, content: APOLOGY, local: true }].slice(-KEPT_MESSAGES),
        );
      }
      return true;
    },
    [conversation, functions, loading],
  );

  const clear = useCallback(() => setConversation([]), []);
  return { conversation, loading, send, clear };
}
