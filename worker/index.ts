import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { pageCache } from './middleware/page-cache';
import { securityHeaders } from './middleware/security-headers';
import { storefrontContext } from './middleware/storefront';
import { serverTiming } from './middleware/timing';
import { apiRoutes } from './routes/api';
import { cartRoutes } from './routes/cart';
import { cartApiRoutes } from './routes/cart-api';
import { checkoutRoutes } from './routes/checkout';
import { notFound, onError } from './routes/errors';
import { homeRoutes } from './routes/home';
import { collectionRoutes } from './routes/collections';
import { productRoutes } from './routes/product';
import { shopRoutes } from './routes/shop';

export const app = new Hono<AppEnv>();

app.use(serverTiming());
app.use(securityHeaders());
app.use(pageCache());
app.use(storefrontContext());

app.route('/', homeRoutes);
app.route('/', checkoutRoutes);
app.route('/', shopRoutes);
app.route('/', productRoutes);
app.route('/', collectionRoutes);
app.route('/', apiRoutes);
app.route('/', cartApiRoutes);
app.route('/', cartRoutes);

app.notFound(notFound);
app.onError(onError);

export default app;
