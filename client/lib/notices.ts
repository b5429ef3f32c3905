/** localStorage key of the 18+ confirmation (an ISO instant; listed in the privacy policy's storage table). */
export const AGE_STORAGE_KEY = 'age-confirmed';
/** Where "Nu" leads: why the shop is for adults only. */
export const AGE_WHY_PATH = '/varsta-minima';
/**
 * "Nu, am sub 18 ani", kept in sessionStorage until the browser closes: every page of the shop then leads to
 * AGE_WHY_PATH instead of offering "Am cel puțin 18 ani" one tap away (Legea 363/2007 art. 3(3): minors).
 */
export const AGE_REFUSED_KEY = 'age-refused';
/** localStorage key of the cookie choice. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Bump when the categories or their texts change: everyone is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** The stored cookie choice of this version, or null. */
export function storedConsent(): ConsentChoice | null {
  try {
    const raw = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as
      | (Partial<ConsentChoice> & { version?: number })
      | null;
    if (!raw || raw.version !== CONSENT_VERSION) return null;
    return { necessary: true, analytics: raw.analytics === true, marketing: raw.marketing === true };
  } catch {
    return null;
  }
}

export function ageConfirmed(): boolean {
  try {
    return Boolean(localStorage.getItem(AGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The first visit's notices are answered: age confirmed, cookies chosen. Only then may a popup open. */
export const noticesAnswered = () => ageConfirmed() && storedConsent() !== null;
