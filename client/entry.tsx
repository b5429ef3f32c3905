/**
 * The page's first script (imported by the boot script in worker/render/document.tsx after the first paint). It
 * needs no React: it schedules each island, holds and replays early taps, and loads React DOM (./hydrate) and the
 * islands' own chunks in parallel. Each piece of start-up work (evaluating React DOM, each island's hydration)
 * then begins in a task of its own, so none of them adds up into one long task.
 */
import { loadIsland } from './islands/registry';
import { watchImageFailures } from './lib/image-fallback';

declare global {
  // Prioritized Task Scheduling (Chromium 129+): the continuation runs ahead of other queued tasks.
  var scheduler: { yield?: () => Promise<void> } | undefined;
}

/** Ends the current task: the browser may paint or answer a tap before the next piece of work. */
function nextTask(): Promise<void> {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

type Runtime = typeof import('./hydrate');
let runtime: Promise<Runtime> | undefined;
/** React DOM and the shell islands, loaded once; whatever awaits it starts in the task after their evaluation. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./hydrate').then(async (module) => {
    await nextTask();
    return module;
  });
  return runtime;
}

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

async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const [{ hydrate }, Component] = await Promise.all([
    loadRuntime(),
    loadIsland(name, () => loadRuntime().then((r) => r.shellIslands)),
  ]);
  if (!Component) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  await nextTask();
  await hydrate(el, name, Component, props);
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
  void Promise.all(hydrations)
    .then(loadRuntime)
    .then(async ({ startPersistence }) => {
      await nextTask();
      startPersistence();
    })
    // React DOM did not arrive: each island already said so; the stored cart stays stored for the next page.
    .catch((error: unknown) => console.error(error));
}

start();
