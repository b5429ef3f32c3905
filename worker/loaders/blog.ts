import type { Context } from 'hono';
import type { BlogArticle } from '../../content/blog/types';
import { site } from '../../content/site';
import { countRo } from '../../domain/format';
import type { AppEnv } from '../app-env';
import { absoluteUrl, type RenderOptions } from '../render/render-page';
import { articleJsonLd, blogJsonLd, breadcrumbList } from '../render/structured-data';
import { storeContent } from './content';

/**
 * The blog's articles, newest first, as the storefront keeps them (the embedded store serves content/blog);
 * none when there is no blog.
 */
export async function loadBlog(c: Context<AppEnv>, label = 'blog'): Promise<BlogArticle[]> {
  return (await storeContent(c, label, (storefront) => storefront.articles())) ?? [];
}

/**
 * One article, or null: an article the store removed stays removed (the shop's own stands in only when the
 * store has no such blog).
 */
export function loadArticle(c: Context<AppEnv>, slug: string): Promise<BlogArticle | null> {
  return storeContent(c, 'article', (storefront) => storefront.article(slug), { standInWhenMissing: false });
}

/** The blog list's meta: title, description with the article count, the articles' keywords, Blog JSON-LD. */
export function blogMeta(c: Context<AppEnv>, articles: readonly BlogArticle[]): RenderOptions['meta'] {
  return {
    title: 'Blog CBD: ghiduri, studii și sfaturi – Verdana',
    description: `${countRo(articles.length, 'articol', 'articole')} despre CBD: uleiuri, somn, anxietate, sport și îngrijirea pielii.`,
    keywords: [...new Set(articles.flatMap((a) => a.keywords))].slice(0, 20),
    path: '/blog',
    structuredData: [blogJsonLd(c, { name: `Blogul ${site.name}`, path: '/blog', articles })],
  };
}

/** An article's meta: title, description, keywords, share image, article tags, Article and BreadcrumbList JSON-LD. */
export function articleMeta(c: Context<AppEnv>, article: BlogArticle): RenderOptions['meta'] {
  const path = `/blog/${article.slug}`;
  const image = article.image ? absoluteUrl(c, article.image) : undefined;
  return {
    title: `${article.title} – Blog ${site.name}`,
    description: article.metaDescription,
    keywords: article.keywords,
    path,
    type: 'article',
    image,
    article: {
      publishedTime: article.date,
      modifiedTime: article.updated,
      section: article.category,
      author: article.author,
    },
    structuredData: [
      articleJsonLd(c, article, { path, image, publisher: site.legalName }),
      breadcrumbList(c, [
        ['Acasă', '/'],
        ['Blog', '/blog'],
        [article.title, path],
      ]),
    ],
  };
}
