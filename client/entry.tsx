import { hydrateRoot } from 'react-dom/client';
import { watchImageFailures } from './lib/image-fallback';
import { eagerIslands, lazyIslands } from './islands/registry';
import { startCartPersistence } from './stores/cart';
import { startWishlistPersistence } from './stores/wishlist';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function whenVisible(el: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: '200px' });
  // island-root is display:contents; observe its first rendered child.
  observer.observe((el.firstElementChild as HTMLElement | null) ?? el);
}

async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  // Own properties only: a marker named "constructor" must not find Object.
  const Component = Object.hasOwn(eagerIslands, name) ? eagerIslands[name] : Object.hasOwn(lazyIslands, name) ? await lazyIslands[name]!() : undefined;
  if (!Component) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  hydrateRoot(el, <Component {...props} />, {
    onRecoverableError: (error) => console.error(`Island "${name}" recovered from`, error),
  });
}

function start(): void {
  watchImageFailures(document);
  const hydrations: Promise<void>[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('island-root[data-island]')) {
    const run = () => void hydrateIsland(el).catch((error) => console.error(error));
    if (!el.dataset.hydrate || el.dataset.hydrate === 'load') {
      hydrations.push(hydrateIsland(el).catch((error) => console.error(error)));
      continue;
    }
    switch (el.dataset.hydrate) {
      case 'idle':
        whenIdle(run);
        break;
      case 'visible':
        whenVisible(el, run);
        break;
    }
  }
  // Stored state is restored once the shell islands have hydrated, so their first render matched the server's.
  void Promise.all(hydrations).then(() =>
    setTimeout(() => {
      startCartPersistence();
      startWishlistPersistence();
    }, 0),
  );
}

start();
