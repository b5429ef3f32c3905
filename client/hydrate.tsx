/**
 * React's half of start-up, loaded by the entry as its own chunk: React DOM, the shell islands and the stores.
 * Evaluating React DOM is the largest single piece of script work a page does; kept out of the entry, it runs
 * in a task of its own instead of in one long task with the entry and the first hydrations (Total Blocking Time).
 */
import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CartButton } from './islands/cart-button';
import type { AnyIsland } from './islands/registry';
import { WishlistLink } from './islands/wishlist-link';
import { startCartPersistence } from './stores/cart';
import { startWishlistPersistence } from './stores/wishlist';

/** Islands in the header: on every page, so they ship with React DOM (the offer's countdown loads on its own). */
export const shellIslands = {
  'cart-button': CartButton,
  'wishlist-link': WishlistLink,
} satisfies Record<string, AnyIsland>;

/** Tells when React has committed the hydrated tree (its handlers are live from then on). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: signals the first commit only; onCommit resolves this island's hydration promise.
  useLayoutEffect(onCommit, []);
  return children;
}

/** Hydrates one island; resolves once React has committed it. */
export function hydrate(el: HTMLElement, name: string, Component: AnyIsland, props: Record<string, unknown>) {
  return new Promise<void>((committed) => {
    // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between them,
    // rather than in one long task that holds a tap (Total Blocking Time). A tap still hydrates its island at once.
    startTransition(
      () =>
        void hydrateRoot(
          el,
          <Committed onCommit={committed}>
            <Component {...props} />
          </Committed>,
          { onRecoverableError: (error) => console.error(`Island "${name}" recovered from`, error) },
        ),
    );
  });
}

/** Restores the stored cart and wishlist (after the shell islands' first render matched the server's). */
export function startPersistence(): void {
  startCartPersistence();
  startWishlistPersistence();
}
