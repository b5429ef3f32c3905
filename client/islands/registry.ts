import type { ComponentType } from 'react';
import { Countdown } from './countdown';
import { MobileMenu } from './mobile-menu';

// biome-ignore lint: islands take differing props; each marker carries its own.
type AnyIsland = ComponentType<any>;

/** Shell islands: on every page, so they ship in the entry chunk. */
export const eagerIslands: Record<string, AnyIsland> = {
  countdown: Countdown,
  'mobile-menu': MobileMenu,
};

/** Page islands: each loads as its own chunk, only on pages that render it. */
export const lazyIslands: Record<string, () => Promise<AnyIsland>> = {};
