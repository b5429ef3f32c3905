import type { ComponentType } from 'react';
import { CartButton } from './cart-button';
import { Countdown } from './countdown';
import { WishlistLink } from './wishlist-link';

// biome-ignore lint: islands take differing props; each marker carries its own.
type AnyIsland = ComponentType<any>;

/** Shell islands: on every page, so they ship in the entry chunk. */
export const eagerIslands = {
  countdown: Countdown,
  'cart-button': CartButton,
  'wishlist-link': WishlistLink,
} satisfies Record<string, AnyIsland>;

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
  'spin-wheel': () => import('./spin-wheel').then((m) => m.SpinWheel),
  'shop-filters': () => import('./shop-filters').then((m) => m.ShopFilters),
  quiz: () => import('./quiz').then((m) => m.Quiz),
} satisfies Record<string, () => Promise<AnyIsland>>;

/** Every island's name: `<Island name>` takes only these, so a wrong name fails the type check. */
export type IslandName = keyof typeof eagerIslands | keyof typeof lazyIslands;

/**
 * The component a marker names: from the entry chunk, or its own chunk loaded now. Own keys only: a marker
 * named "constructor" or "toString" is not an island (undefined).
 */
export async function loadIsland(name: string): Promise<AnyIsland | undefined> {
  if (Object.hasOwn(eagerIslands, name)) return eagerIslands[name as keyof typeof eagerIslands];
  if (Object.hasOwn(lazyIslands, name)) return lazyIslands[name as keyof typeof lazyIslands]();
  return undefined;
}
