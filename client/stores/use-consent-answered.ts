import { useEffect } from 'react';
import { useConsentStore } from './consent';

/** True once the visitor has answered the cookie banner; reads the stored choice if nobody has yet. */
export function useConsentAnswered(): boolean {
  const answered = useConsentStore((s) => s.choice !== null);
  // This island may hydrate before the banner's, so it reads the stored choice itself.
  useEffect(() => {
    if (!useConsentStore.getState().loaded) useConsentStore.getState().load();
  }, []);
  return answered;
}
