import { useEffect, useState } from 'react';
import { noticesAnswered } from '../lib/notices';

/**
 * True once this device has confirmed the age and answered the cookie banner (both are plain HTML run by inline
 * scripts, which tell the page with `ageconfirmed` and `consentchange`). Popups wait for it: they never cover them.
 */
export function useConsentAnswered(): boolean {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const check = () => setAnswered(noticesAnswered());
    check();
    window.addEventListener('consentchange', check);
    window.addEventListener('ageconfirmed', check);
    return () => {
      window.removeEventListener('consentchange', check);
      window.removeEventListener('ageconfirmed', check);
    };
  }, []);
  return answered;
}
