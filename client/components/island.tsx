import type { ComponentType } from 'react';
import type { IslandName } from '../islands/registry';

/**
 * When the browser loads and hydrates an island. Whatever the schedule, the first pointer, key or focus
 * event inside it hydrates it at once. 'interaction': only then; for islands whose server HTML is all a
 * shopper sees until they reach for them (a closed menu, a search field), so their code is not part of
 * the first load.
 */
export type HydrateOn = 'load' | 'idle' | 'visible' | 'interaction';

interface IslandProps<P extends object> {
  /** Key in client/islands/registry.ts (typed: a name it does not have fails the type check). */
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateOn;
}

/**
 * Server-renders an interactive part inside a marker that carries its name and JSON props;
 * client/entry.tsx hydrates it with the same props. Props must be plain JSON.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'load' }: IslandProps<P>) {
  return (
    <island-root data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate}>
      <Component {...props} />
    </island-root>
  );
}
