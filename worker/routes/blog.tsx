import { Hono } from 'hono';
import { site } from '../../content/site';
import { ArticleNotFound, ArticlePage } from '../../client/pages/article-page';
import { BlogListPage } from '../../client/pages/blog-list-page';
import { countRo } from '../../domain/format';
import type { AppEnv } from '../app-env';
import { storeContent } from '../loaders/content';
import { sanitizeContentHtml } from '../lib/sanitize';
import { absoluteUrl, renderPage } from '../render/render-page';
import { breadcrumbList } from '../render/structured-data';

/** The blog and its articles, as the storefront keeps them (the embedded store serves content/blog). */
export const blogRoutes = new Hono<AppEnv>()
  .get('/blog', async (c) => {
    const articles = (await storeContent(c, 'blog', (storefront) => storefront.articles())) ?? [];
    const cards = articles.map(({ content: _content, ...card }) => card);
    const url = absoluteUrl(c, '/blog');
    return renderPage(c, {
      meta: {
        title: 'Blog CBD: ghiduri, studii și sfaturi – Verdana',
        description: `${countRo(articles.length, 'articol', 'articole')} despre CBD: uleiuri, somn, anxietate, sport și îngrijirea pielii.`,
        keywords: [...new Set(articles.flatMap((a) => a.keywords))].slice(0, 20),
        path: '/blog',
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: `Blogul ${site.name}`,
            url,
            inLanguage: 'ro-RO',
            blogPost: articles.map((a) => ({
              '@type': 'BlogPosting',
              headline: a.title,
              url: absoluteUrl(c, `/blog/${a.slug}`),
              datePublished: a.date,
              author: { '@type': 'Person', name: a.author },
            })),
          },
        ],
      },
      children: <BlogListPage articles={cards} />,
    });
  })
  .get('/blog/:slug', async (c) => {
    const slug = c.req.param('slug');
    // An article the store removed is a 404 (the shop's own stands in only when the store has no such blog).
    const article = await storeContent(c, 'article', (storefront) => storefront.article(slug), { standInWhenMissing: false });
    if (!article) {
      return renderPage(c, {
        status: 404,
        meta: { title: 'Articol negăsit', description: 'Articolul căutat nu există.', noindex: true },
        children: <ArticleNotFound />,
      });
    }
    const path = `/blog/${article.slug}`;
    const url = absoluteUrl(c, path);
    const image = article.image ? absoluteUrl(c, article.image) : undefined;
    return renderPage(c, {
      meta: {
        title: `${article.title} – Blog ${site.name}`,
        description: article.metaDescription,
        keywords: article.keywords,
        path,
        type: 'article',
        image,
        article: { publishedTime: article.date, section: article.category, author: article.author },
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.metaDescription,
            ...(image ? { image: [image] } : {}),
            datePublished: article.date,
            dateModified: article.date,
            author: { '@type': 'Person', name: article.author },
            publisher: { '@type': 'Organization', name: site.legalName, logo: { '@type': 'ImageObject', url: absoluteUrl(c, '/favicon.svg') } },
            mainEntityOfPage: url,
            articleSection: article.category,
            keywords: article.keywords.join(', '),
            inLanguage: 'ro-RO',
          },
          breadcrumbList(c, [
            ['Acasă', '/'],
            ['Blog', '/blog'],
            [article.title, path],
          ]),
        ],
      },
      children: <ArticlePage article={{ ...article, content: sanitizeContentHtml(article.content) }} />,
    });
  });
