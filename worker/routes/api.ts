import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cartApiRoutes } from './cart-api';
import { catalogueApiRoutes } from './catalogue-api';
import { storefrontApiRoutes } from './storefront-api';

/** Everything under /api: the catalogue for islands, the cart and checkout hand-off, the local Storefront API. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', catalogueApiRoutes)
  .route('/', cartApiRoutes)
  .route('/', storefrontApiRoutes);
