import type { Context } from 'hono';
import { collectionPath, productPath } from '../../client/lib/product-item';
import type { BlogArticle } from '../../content/blog/types';
import type { Collection, CollectionWithProducts, Product, Rating } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { absoluteUrl } from './render-page';

/** schema.org BreadcrumbList from [name, path] pairs, with absolute URLs. */
export function breadcrumbList(c: Context<AppEnv>, trail: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absoluteUrl(c, path),
    })),
  };
}

/**
 * schema.org AggregateRating of a product, from the store's own review figures (Shopify's reviews.rating and
 * reviews.rating_count); null without both, so no rating is ever claimed to search engines that the store
 * does not state. The shop's rating is never a product's.
 */
export function aggregateRating(rating: Rating | null | undefined) {
  if (!rating?.count) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: String(rating.value),
    bestRating: String(rating.scaleMax),
    worstRating: String(rating.scaleMin),
    ratingCount: rating.count,
  };
}

/** schema.org Product with one Offer per variant; a reduced variant states its earlier price as a strikethrough. */
export function productJsonLd(
  c: Context<AppEnv>,
  product: Product,
  { brand, priceValidUntil }: { brand: string; priceValidUntil: string | null },
) {
  const url = absoluteUrl(c, productPath(product.handle));
  // An e-cigarette carries no rating, in its page or its structured data (Dir. 2014/40 art. 20(5)).
  const rating = product.info?.form === 'vape' ? null : aggregateRating(product.rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => absoluteUrl(c, i.url)),
    sku: product.variants[0]?.id.split('/').pop(),
    brand: { '@type': 'Brand', name: brand },
    ...(rating ? { aggregateRating: rating } : {}),
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      url,
      price: v.price.amount.toFixed(2),
      priceCurrency: v.price.currencyCode,
      ...(priceValidUntil ? { priceValidUntil } : {}),
      availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(v.title !== 'Default Title' ? { name: v.title } : {}),
      ...(v.reduction
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: v.reduction.was.amount.toFixed(2),
              priceCurrency: v.reduction.was.currencyCode,
            },
          }
        : {}),
    })),
  };
}

/** schema.org Organization: the trader behind the shop, with the shop's home page and logo. */
export function organizationJsonLd(
  c: Context<AppEnv>,
  { name, email, foundingDate }: { name: string; email: string; foundingDate: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(c, '/'),
    logo: absoluteUrl(c, '/favicon.svg'),
    email,
    foundingDate,
  };
}

/** schema.org WebSite with a SearchAction: search engines may send a query straight to `searchPath?q=`. */
export function webSiteJsonLd(c: Context<AppEnv>, { name, searchPath }: { name: string; searchPath: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(c, '/'),
    inLanguage: 'ro-RO',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(c, searchPath)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org Blog at `path`, one BlogPosting per article (at /blog/{slug}). */
export function blogJsonLd(
  c: Context<AppEnv>,
  { name, path, articles }: { name: string; path: string; articles: readonly BlogArticle[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    url: absoluteUrl(c, path),
    inLanguage: 'ro-RO',
    blogPost: articles.map((a) => ({
      '@type': 'BlogPosting',
      headline: a.title,
      url: absoluteUrl(c, `/blog/${a.slug}`),
      datePublished: a.date,
      author: authorOf(a.author),
    })),
  };
}

/** An article's author: a team ("Echipa editorială Verdana", "Redacția") is an Organization, anyone else a Person. */
const authorOf = (name: string) => ({
  '@type': /\b(echipa|redac[țt]ia|team)\b/i.test(name) ? 'Organization' : 'Person',
  name,
});

/** schema.org Article at `path`, published by the shop's company (its logo the shop's icon); `image` is absolute. */
export function articleJsonLd(
  c: Context<AppEnv>,
  article: BlogArticle,
  { path, image, publisher }: { path: string; image: string | undefined; publisher: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.metaDescription,
    ...(image ? { image: [image] } : {}),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: authorOf(article.author),
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: { '@type': 'ImageObject', url: absoluteUrl(c, '/favicon.svg') },
    },
    mainEntityOfPage: absoluteUrl(c, path),
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    inLanguage: 'ro-RO',
  };
}

/** schema.org CollectionPage of the list of collections at `path`: one ListItem per collection, linking to it. */
export function collectionListJsonLd(
  c: Context<AppEnv>,
  { name, path, collections }: { name: string; path: string; collections: readonly Collection[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url: absoluteUrl(c, path),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: collections.map((col, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: col.title,
        url: absoluteUrl(c, collectionPath(col.handle)),
      })),
    },
  };
}

/** schema.org CollectionPage of one collection at `path`: an ItemList of its products. */
export function collectionJsonLd(c: Context<AppEnv>, collection: CollectionWithProducts, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: collection.title,
    description: collection.description,
    url: absoluteUrl(c, path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: collection.products.length,
      itemListElement: collection.products.map((p, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absoluteUrl(c, productPath(p.handle)),
        name: p.title,
      })),
    },
  };
}
