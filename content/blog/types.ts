// Blog article shape (SPEC §3 Blog article): embedded static content, rendered by /blog and /blog/{slug}.

export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  /** 1–2 sentences shown on the blog cards. */
  excerpt: string;
  /** HTML body: h2/h3, p, lists, tables, blockquote, internal links only; no h1. */
  content: string;
  author: string;
  /** ISO date, 'YYYY-MM-DD'. */
  date: string;
  category: string;
  /** '/images/blog/{slug}.svg' */
  image: string;
  /** Real read time at ~200 words a minute, e.g. '28 min'. */
  readTime: string;
  /** At most 160 characters. */
  metaDescription: string;
  keywords: string[];
  /**
   * False for a guide about a health topic (anxiety, sleep, recovery): it ends without a link to the products or the
   * quiz, so the guide is not read as recommending them for that condition (Dir. 2001/83 art. 1(2), Reg. 1924/2006).
   */
  productCta?: boolean;
  /** ISO date 'YYYY-MM-DD' of the last revision, when the article was brought up to date after `date`. */
  updated?: string;
}
