import { MAX_CHAT_MESSAGE_CHARS } from '../../domain/contract/limits';
import { OWN_PATH } from './paths';

/** Longest reply: the chat sends replies back in its history, where a message may not be longer. */
export const MAX_REPLY_CHARS = MAX_CHAT_MESSAGE_CHARS;

/**
 * What may reach the chat panel: plain text, with [label](/path) links only to the shop's own pages (any
 * other link keeps just its label), no markup, and no longer than MAX_REPLY_CHARS (cut at a sentence).
 * Applied to every reply, the offline one and a model's alike.
 */
export function safeReply(text: string, maxChars = MAX_REPLY_CHARS): string {
  let out = text
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]\n]{1,160})\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g, (_, label: string, path: string) =>
      OWN_PATH.test(path) ? `[${label}](${path})` : label,
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (out.length > maxChars) {
    const cut = out.slice(0, maxChars);
    const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('\n'));
    out = `${cut.slice(0, end > maxChars / 2 ? end + 1 : maxChars).trim()}`;
  }
  return out;
}
