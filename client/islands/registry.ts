import type { ComponentType } from 'react';
import type { shellIslands } from '../hydrate';

// biome-ignore lint: islands take differing props; each marker carries its own.
export type AnyIsland = ComponentType<any>;

/** Page islands: each loads as its own chunk, only on pages that render it. */
export const lazyIslands = {
  'card-actions': () => import('./card-actions').then((m) => m.CardActions),
  'product-gallery': () => import('./product-gallery').then((m) => m.ProductGallery),
  'product-purchase': () => import('./product-purchase').then((m) => m.ProductPurchase),
  'load-error-toast': () => import('./load-error-toast').then((m) => m.LoadErrorToast),
  'search-box': () => import('./search-box').then((m) => m.SearchBox),
  'mobile-menu': () => import('./mobile-menu').then((m) => m.MobileMenu),
  'chat-launcher': () => import('./chat-launcher').then((m) => m.ChatLauncher),
  'cart-page-view': () => import('./cart-page-view').then((m) => m.CartPageView),
  'favorites-view': () => import('./favorites-view').then((m) => m.FavoritesView),
  'newsletter-form': () => import('./newsletter-form').then((m) => m.NewsletterForm),
  'exit-popup': () => import('./exit-popup').then((m) => m.ExitPopup),
  'confirmed-code': () => import('./confirmed-code').then((m) => m.ConfirmedCode),
  'spin-wheel': () => import('./spin-wheel').then((m) => m.SpinWheel),
  'shop-filters': () => import('./shop-filters').then((m) => m.ShopFilters),
  'order-placed': () => import('./order-placed').then((m) => m.OrderPlaced),
  quiz: () => import('./quiz').then((m) => m.Quiz),
  // Only while an offer runs: pages without one do not carry it in the shell's chunk.
  countdown: () => import('./countdown').then((m) => m.Countdown),
} satisfies Record<string, () => Promise<AnyIsland>>;

/** Every island's name: `<Island name>` takes only these, so a wrong name fails the type check. */
export type IslandName = keyof typeof shellIslands | keyof typeof lazyIslands;

/**
 * The component a marker names: from the shell islands the hydration chunk carries, or its own chunk, loaded now
 * (in parallel with React DOM). Own keys only: a marker named "constructor" or "toString" is not an island.
 */
export async function loadIsland(
  name: string,
  shell: () => Promise<Record<string, AnyIsland>>,
): Promise<AnyIsland | undefined> {
  if (Object.hasOwn(lazyIslands, name)) return lazyIslands[name as keyof typeof lazyIslands]();
  const islands = await shell();
  return Object.hasOwn(islands, name) ? islands[name] : undefined;
}
