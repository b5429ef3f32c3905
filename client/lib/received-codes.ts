import { isCodeShape } from '../../domain/code-shape';

/** localStorage key of the codes this device received (listed in the privacy policy's storage table). */
export const RECEIVED_CODES_KEY = 'received-codes';
const KEPT = 5;

export interface ReceivedCode {
  code: string;
  /** When the offer behind it ends (HALLOWEEN15 with the promotion); absent for codes that do not lapse. */
  until?: string;
}

function read(): ReceivedCode[] {
  try {
    const raw = JSON.parse(localStorage.getItem(RECEIVED_CODES_KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return (
      raw
        .filter(
          (r): r is ReceivedCode =>
            isCodeShape((r as ReceivedCode | null)?.code) &&
            ((r as ReceivedCode).until === undefined || typeof (r as ReceivedCode).until === 'string'),
        )
        .map(({ code, until }) => (until ? { code, until } : { code }))
        // Whatever storage holds, a handful of distinct codes.
        .filter((r, i, all) => all.findIndex((o) => o.code.toUpperCase() === r.code.toUpperCase()) === i)
        .slice(0, KEPT)
    );
  } catch {
    return [];
  }
}

/**
 * Keeps a code the shopper was just given (newsletter, exit popup, wheel) on this device, newest first, so
 * the cart can offer it in one tap. Storage that is full or refused loses only the convenience.
 */
export function rememberCode(code: string, until?: string): void {
  if (!isCodeShape(code)) return;
  const kept = [
    { code, ...(until ? { until } : {}) },
    ...read().filter((r) => r.code.toUpperCase() !== code.toUpperCase()),
  ].slice(0, KEPT);
  try {
    localStorage.setItem(RECEIVED_CODES_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full store: the code is still in the shopper's e-mail.
  }
}

/** The received codes still worth offering at `now` (an offer that ended is not offered). */
export function receivedCodes(now = Date.now()): string[] {
  if (typeof localStorage === 'undefined') return [];
  return read()
    .filter((r) => !r.until || now < Date.parse(r.until))
    .map((r) => r.code);
}

const SIGNED_UP_KEY = 'signed-up';

/** Notes, for this browser session, that the shopper has just signed up (even with no new code to keep). */
export function markSignedUp(): void {
  try {
    sessionStorage.setItem(SIGNED_UP_KEY, '1');
  } catch {
    // Storage refused: at worst the wheel may still be offered.
  }
}

/** Whether a popup would be offering a code to someone who just signed up or already holds one here. */
export function holdsAnOffer(now = Date.now()): boolean {
  let signedUp = false;
  try {
    signedUp = sessionStorage.getItem(SIGNED_UP_KEY) === '1';
  } catch {
    // No session storage: the codes decide.
  }
  return signedUp || receivedCodes(now).length > 0;
}
