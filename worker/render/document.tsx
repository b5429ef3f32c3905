import type { ReactNode } from 'react';
import assets from 'virtual:shop-assets';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute image URL for link previews. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  keywords?: string[];
  /** Open Graph article properties. */
  article?: { publishedTime: string; section: string; author: string };
  /** JSON-LD objects for this page. */
  structuredData?: object[];
}

interface DocumentProps {
  meta: PageMeta;
  nonce: string;
  siteName: string;
  children: ReactNode;
}

/** Escapes JSON for a <script> element: no "</script>" or HTML comment can close it early. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Starts the island runtime once the document is parsed and a frame has been painted. */
export const bootScript = (entry: string) =>
  `(function(){function go(){requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(entry)})})})}` +
  `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go):go()})()`;

export function Document({ meta, nonce, siteName, children }: DocumentProps) {
  return (
    <html lang="ro">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={meta.canonical} />
        {meta.noindex && <meta name="robots" content="noindex, nofollow" />}
        {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
        <meta name="theme-color" content="#1b4227" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:locale" content="ro_RO" />
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        {meta.image && <meta property="og:image" content={meta.image} />}
        {meta.article && <meta property="article:published_time" content={meta.article.publishedTime} />}
        {meta.article && <meta property="article:section" content={meta.article.section} />}
        {meta.article && <meta property="article:author" content={meta.article.author} />}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {meta.image && <meta name="twitter:image" content={meta.image} />}
        {/* The whole stylesheet is small: inlining it saves a render-blocking request. */}
        {assets.css && <style nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.css }} />}
        {/* Islands load after the first paint: the page shows at once, then becomes interactive. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootScript(assets.entryScript) }} />
        {meta.structuredData?.map((data, i) => (
          <script
            key={i}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
          />
        ))}
      </head>
      <body className="bg-cream-50 antialiased">{children}</body>
    </html>
  );
}
