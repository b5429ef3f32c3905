import { Hono } from 'hono';
import { AGE_WHY_PATH } from '../../client/lib/notices';
import { quizIntro } from '../../content/about';
import { categoriesPage } from '../../content/categories';
import type { AppEnv } from '../app-env';
import { shopClaims } from '../loaders/claims';
import { aboutMeta, loadAboutPage, loadStorePage, storePageMeta } from '../loaders/pages';
import { functionsFor, renderPage } from '../render/render-page';
import { OWN_PAGE_ROUTES } from '../storefront/reshape-content';

export const contentPageRoutes = new Hono<AppEnv>()
  .get('/despre', async (c) => {
    const page = await loadAboutPage(c);
    if (!page) return c.notFound();
    // Loaded with the first long text an isolate shows, not at its start (lib/sanitize: xss and its CSS filter).
    const [{ sanitizeDocument }, { AboutPage }] = await Promise.all([
      import('../lib/sanitize'),
      import('../../client/pages/about-page'),
    ]);
    return renderPage(c, {
      meta: aboutMeta(page),
      children: <AboutPage page={sanitizeDocument(page)} />,
    });
  })
  // Any other page of the store (a menu made in the Shopify admin may link to one), as a page of text.
  .get('/pages/:handle{[a-z0-9][a-z0-9-]{0,99}}', async (c) => {
    const handle = c.req.param('handle');
    // The shop's own routes for the pages it knows (one address per page).
    const own = OWN_PAGE_ROUTES.get(handle);
    if (own) return c.redirect(own, 301);
    const page = await loadStorePage(c, handle);
    if (!page) return c.notFound();
    const [{ sanitizeDocument }, { PolicyPage }] = await Promise.all([
      import('../lib/sanitize'),
      import('../../client/pages/policy-page'),
    ]);
    return renderPage(c, {
      meta: storePageMeta(page),
      children: <PolicyPage policy={sanitizeDocument(page)} />,
    });
  })
  .on('GET', ['/categorii', '/categories'], async (c) => {
    const { CategoriesPage } = await import('../../client/pages/categories-page');
    return renderPage(c, {
      meta: {
        title: 'Categorii de produse CBD după rutină – Verdana',
        description: categoriesPage.description,
        path: '/categorii',
      },
      children: <CategoriesPage />,
    });
  })
  // "Nu" on the 18+ confirmation: why the shop is for adults. Not indexed; no confirmation over it.
  .get(AGE_WHY_PATH, async (c) => {
    const { AdultsOnlyPage } = await import('../../client/pages/adults-only-page');
    return renderPage(c, {
      meta: {
        title: 'Doar pentru adulți – Verdana',
        description:
          'De ce magazinul Verdana vinde produse cu CBD și țigarete electronice doar persoanelor de cel puțin 18 ani.',
        noindex: true,
      },
      children: <AdultsOnlyPage />,
    });
  })
  .get('/quiz', async (c) => {
    const [{ quizUsers, figuresSource }, { QuizPage }] = await Promise.all([
      shopClaims(c),
      import('../../client/pages/quiz-page'),
    ]);
    return renderPage(c, {
      meta: { title: 'Chestionar CBD: ce produs ți se potrivește? – Verdana', description: quizIntro.lead },
      children: <QuizPage functions={functionsFor(c)} quizUsers={quizUsers} figuresSource={figuresSource} />,
    });
  });
