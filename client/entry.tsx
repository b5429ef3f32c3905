import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadIsland } from './islands/registry';
import { watchImageFailures } from './lib/image-fallback';
import { startCartPersistence } from './stores/cart';
import { startWishlistPersistence } from './stores/wishlist';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function whenVisible(el: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  // island-root is display:contents; observe its first rendered child.
  observer.observe((el.firstElementChild as HTMLElement | null) ?? el);
}

/** Tells when React has committed the hydrated tree (its handlers are live from then on). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: signals the first commit only; onCommit resolves this island's hydration promise.
  useLayoutEffect(onCommit, []);
  return children;
}

async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const Component = await loadIsland(name);
  if (!Component) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  await new Promise<void>((committed) => {
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

/** Events that mean a shopper is reaching for an island: hydrate it now, whatever its schedule. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** A click or submit the boot script (worker/render/document.tsx) held because its island was not live. */
interface Held {
  root: Element;
  target: Element;
  type: 'click' | 'submit';
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __held?: Held[];
    __wake?: (root: Element) => void;
  }
}

/** Carries a held interaction out on the now-live island: once, on the element it landed on. */
function replay({ target, type, submitter }: Held): void {
  if (!target.isConnected) return;
  if (type === 'submit') (target as HTMLFormElement).requestSubmit(submitter?.isConnected ? submitter : null);
  // dispatchEvent rather than click(): the tap may have landed on an SVG icon inside a button.
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

/**
 * Schedules an island's hydration: on its schedule, or at the first pointer, key or focus event inside it,
 * or when the boot script holds a tap in it. Once React has committed, the island is marked live (the boot
 * script stops holding) and the first held interaction is carried out. Returns the function that starts it.
 */
function prepare(el: HTMLElement): () => Promise<void> {
  let hydration: Promise<void> | null = null;
  let failed = false;
  const onIntent = () => void start();
  const start = () => {
    hydration ??= hydrateIsland(el)
      .catch((error) => {
        failed = true;
        console.error(error);
        // Its code did not arrive (a bad network): say so rather than let the tap vanish.
        void import('./lib/toast').then(({ notify }) =>
          notify('error', 'Această parte a paginii nu s-a încărcat', 'Reîncarcă pagina și încearcă din nou.'),
        );
      })
      .finally(() => {
        for (const type of INTENT) el.removeEventListener(type, onIntent, true);
        el.setAttribute('data-live', '');
        // In place: the boot script keeps pushing to this same array.
        const held = window.__held ?? [];
        const index = held.findIndex((h) => h.root === el);
        const mine = index >= 0 ? held.splice(index, 1)[0] : undefined;
        // Never replayed on an island that failed: a form would then submit natively (the e-mail in the URL).
        if (mine && !failed) replay(mine);
      });
    return hydration;
  };
  for (const type of INTENT) el.addEventListener(type, onIntent, { capture: true, passive: true });
  return start;
}

function start(): void {
  watchImageFailures(document);
  const hydrations: Promise<void>[] = [];
  const starters = new Map<Element, () => Promise<void>>();
  for (const el of document.querySelectorAll<HTMLElement>('island-root[data-island]')) {
    const hydrate = prepare(el);
    starters.set(el, hydrate);
    switch (el.dataset.hydrate) {
      case 'idle':
        whenIdle(() => void hydrate());
        break;
      case 'visible':
        whenVisible(el, () => void hydrate());
        break;
      case 'interaction':
        // Only on intent (prepare) or a held tap (__wake).
        break;
      default:
        hydrations.push(hydrate());
    }
  }
  // Taps held before this script ran wake their islands now; later ones as they happen.
  window.__wake = (root) => void starters.get(root)?.();
  for (const { root } of window.__held ?? []) window.__wake(root);
  // Stored state is restored once the shell islands have hydrated, so their first render matched the server's.
  void Promise.all(hydrations).then(() =>
    setTimeout(() => {
      startCartPersistence();
      startWishlistPersistence();
    }, 0),
  );
}

start();
