import { useEffect } from 'react';
import { notify } from '../lib/toast';

/** Tells the shopper, as a toast too, that something failed to load (SPEC §8). */
export function LoadErrorToast({ title, description }: { title: string; description: string }) {
  useEffect(() => notify('error', title, description), [title, description]);
  return null;
}
