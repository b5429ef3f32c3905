import assets from 'virtual:shop-assets';
import type { ReactNode } from 'react';

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
  article?: { publishedTime: string; modifiedTime?: string; section: string; author: string };
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

/**
 * Starts the island runtime once the document is parsed and a frame has been painted. Until an island is
 * live (`data-live`, set by client/entry.tsx once React's handlers are attached), a click or a submit inside
 * it is held here, at the document, from the first byte on: the entry wakes that island at once and carries
 * the first held interaction out exactly once (client/entry.tsx). Links are not held: they navigate as
 * they would without JavaScript, except a link marked `data-hold` (the chat button, a link to the contact
 * page only when script is off): with script on, its tap is what wakes its island.
 */
export const bootScript = (entry: string, runtime: readonly string[]) =>
  '(function(){var held=window.__held=[];' +
  'function hold(e){var t=e.target,r=t&&t.closest?t.closest("island-root"):null,a=r&&e.type==="click"&&t.closest("a[href]");' +
  // A field's own click (a box ticked, a label, a caret placed) is not held: the island reads the field itself.
  'if(!r||r.hasAttribute("data-live")||(a&&!a.hasAttribute("data-hold"))||(e.type==="click"&&t.closest("input,label,select,textarea")))return;' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'if(!held.some(function(h){return h.root===r}))held.push({root:r,target:t,type:e.type,submitter:e.submitter||null});' +
  'if(window.__wake)window.__wake(r)}' +
  'document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);' +
  // The entry, and beside it the chunks its first dynamic import needs (React DOM): one round trip, not two.
  `function go(){requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(entry)});` +
  `${JSON.stringify(runtime)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)})})})}` +
  'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go):go()})()';

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
        {/* No frame before the header and the 18+ confirmation are parsed whole: a first paint in the middle of
            the header would lay its buttons out one by one, each moving the others (CLS). <main> follows them. */}
        <link rel="expect" href="#continut" blocking="render" />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:locale" content="ro_RO" />
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        {meta.image && <meta property="og:image" content={meta.image} />}
        {meta.article && <meta property="article:published_time" content={meta.article.publishedTime} />}
        {meta.article?.modifiedTime && <meta property="article:modified_time" content={meta.article.modifiedTime} />}
        {meta.article && <meta property="article:section" content={meta.article.section} />}
        {meta.article && <meta property="article:author" content={meta.article.author} />}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {meta.image && <meta name="twitter:image" content={meta.image} />}
        {/* The stylesheet is a file of its own, immutable and content-hashed: a returning shopper's browser has it,
            so a page weighs only its own markup. Render-blocking on purpose (no flash of unstyled content, CLS 0);
            the page's Link header (PAGE_HEADERS) starts its download before the markup arrives. */}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Islands load after the first paint: the page shows at once, then becomes interactive. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: bootScript(assets.entryScript, assets.runtimeScripts) }}
        />
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
