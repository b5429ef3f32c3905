// The assistant's knowledge: our own content, as short passages to retrieve. The static part (facts, FAQ,
// policies, articles) is turned into a search index when the worker is built; products come from the
// storefront at run time, so prices and stock are always the ones the shop sells at.
import { productPath } from '../../client/lib/product-item';
import { facts } from '../../content/assistant/facts';
import { articles } from '../../content/blog';
import { homeFaq } from '../../content/faq';
import { policies } from '../../content/policies';
import { policyPath } from './paths';
import type { ProductFacts } from './product-facts';
import { htmlToText } from './text';

export type { ProductFacts } from './product-facts';
export { productFacts } from './product-facts';

export type DocKind = 'fact' | 'faq' | 'policy' | 'article' | 'product';

export interface KnowledgeDoc {
  id: string;
  kind: DocKind;
  /** Heading the passage sits under (searched with a boost). */
  title: string;
  /** Extra words a shopper might use for it. */
  keywords: string;
  /** The passage, plain text, quoted as written. */
  text: string;
  /** Where it comes from on the site, and how that page is named. */
  path: string;
  label: string;
}

/** A product's passage id in the index. */
export const productDocId = (handle: string) => `product:${handle}`;

/** Passages of at most about this many characters (paragraphs are kept whole). */
const PASSAGE_CHARS = 650;

function passages(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n+/)) {
    if (current && current.length + paragraph.length > PASSAGE_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current) out.push(current);
  return out;
}

/** An article's body split at its h2 headings: [heading, html] pairs (the intro under the title). */
function articleSections(title: string, html: string): [string, string][] {
  const parts = html.split(/<h2[^>]*>/i);
  return parts.map((part, i) => {
    if (i === 0) return [title, part];
    const [heading = '', rest = ''] = part.split(/<\/h2>/i);
    return [htmlToText(heading), rest];
  });
}

/** Facts, FAQ, policy sections and article passages: everything that does not change between deploys. */
export function staticDocuments(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const fact of facts) {
    docs.push({
      id: `fact:${fact.id}`,
      kind: 'fact',
      title: fact.source.label,
      keywords: fact.keywords,
      text: fact.text,
      path: fact.source.path,
      label: fact.source.label,
    });
  }
  homeFaq.forEach((item, i) => {
    docs.push({
      id: `faq:${i}`,
      kind: 'faq',
      title: item.question,
      keywords: '',
      text: item.answer,
      path: '/#intrebari',
      label: 'Întrebări frecvente',
    });
  });
  for (const policy of Object.values(policies)) {
    const path = policyPath(policy.slug);
    for (const section of policy.sections) {
      passages(htmlToText(section.html)).forEach((text, i) => {
        docs.push({
          id: `policy:${policy.slug}:${section.id}:${i}`,
          kind: 'policy',
          title: `${policy.title}: ${section.heading}`,
          keywords: '',
          text,
          path,
          label: policy.title,
        });
      });
    }
  }
  for (const article of articles) {
    articleSections(article.title, article.content).forEach(([heading, html], s) => {
      passages(htmlToText(html)).forEach((text, i) => {
        docs.push({
          id: `article:${article.slug}:${s}:${i}`,
          kind: 'article',
          title: heading === article.title ? article.title : `${heading} (${article.title})`,
          keywords: article.keywords.join(' '),
          text,
          path: `/blog/${article.slug}`,
          label: article.title,
        });
      });
    });
  }
  return docs;
}

export function productDocument(facts: ProductFacts): KnowledgeDoc {
  return {
    id: productDocId(facts.handle),
    kind: 'product',
    title: facts.title,
    keywords: [facts.productType, ...facts.needs, ...facts.tags, facts.concentration ?? ''].join(' '),
    text: facts.description,
    path: productPath(facts.handle),
    label: facts.title,
  };
}
