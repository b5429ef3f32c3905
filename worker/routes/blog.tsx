import { Hono } from 'hono';
import { articleRedirects } from '../../content/blog/redirects';
import type { AppEnv } from '../app-env';
import { articleMeta, blogMeta, loadArticle, loadBlog } from '../loaders/blog';
import { renderPage } from '../render/render-page';

/** The blog and its articles, as the storefront keeps them (the embedded store serves content/blog). */
export const blogRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const [articles, { BlogListPage }] = await Promise.all([loadBlog(c), import('../../client/pages/blog-list-page')]);
    const cards = articles.map(({ content: _content, ...card }) => card);
    return renderPage(c, { meta: blogMeta(c, articles), children: <BlogListPage articles={cards} /> });
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    // A renamed article of the embedded blog moves for good (a real store's handles are the owner's).
    const renamed = c.var.config.storefront.endpoint ? undefined : articleRedirects.get(slug);
    if (renamed) return c.redirect(`/blog/${renamed}${new URL(c.req.url).search}`, 301);
    const [article, { ArticleNotFound, ArticlePage }] = await Promise.all([
      loadArticle(c, slug),
      import('../../client/pages/article-page'),
    ]);
    if (!article) {
      return renderPage(c, {
        status: 404,
        meta: { title: 'Articol negăsit', description: 'Articolul căutat nu există.', noindex: true },
        children: <ArticleNotFound />,
      });
    }
    // The sanitizer (xss and its CSS filter) loads with the first long text an isolate shows, not at its start.
    const { sanitizeContentHtml } = await import('../lib/sanitize');
    return renderPage(c, {
      meta: articleMeta(c, article),
      children: <ArticlePage article={{ ...article, content: sanitizeContentHtml(article.content) }} />,
    });
  });
