import type { BlogArticle } from '../../content/blog/types';
import { countRo, formatDate } from '../../domain/format';
import { Breadcrumb } from '../components/breadcrumb';

export type BlogCard = Omit<BlogArticle, 'content'>;

export function BlogListPage({ articles }: { articles: BlogCard[] }) {
  return (
    <div>
      <div className="bg-gradient-to-b from-forest-50 to-cream-50">
        <div className="container-page py-12">
          <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Blog' }]} />
          <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">Blog și ghiduri CBD</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-700">
            {countRo(articles.length, 'articol', 'articole')} de specialitate despre CBD: cum alegi, cum îl folosești și
            ce spun studiile, explicate pe înțelesul tuturor.
          </p>
        </div>
      </div>
      <div className="container-page py-10">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, i) => (
            <li key={article.slug}>
              <article className="card group relative flex h-full flex-col overflow-hidden">
                {article.image ? (
                  <img
                    src={article.image}
                    alt=""
                    width={1200}
                    height={630}
                    loading={i < 3 ? 'eager' : 'lazy'}
                    className="aspect-[1200/630] w-full bg-cream-100 object-cover"
                  />
                ) : (
                  <div
                    aria-hidden="true"
                    className="aspect-[1200/630] w-full bg-gradient-to-br from-forest-50 to-cream-100"
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="rounded-full bg-forest-50 px-2.5 py-0.5 font-semibold text-forest-800">
                      {article.category}
                    </span>
                    <time dateTime={article.date} className="text-ink-600">
                      {formatDate(article.date)}
                    </time>
                  </p>
                  <h2 className="mt-3 text-xl leading-snug font-bold">
                    <a
                      href={`/blog/${article.slug}`}
                      className="after:absolute after:inset-0 group-hover:text-forest-800"
                    >
                      {article.title}
                    </a>
                  </h2>
                  <p className="mt-2 text-ink-700">{article.excerpt}</p>
                  <p className="mt-auto flex items-center justify-between gap-2 pt-4 text-sm text-ink-600">
                    <span>
                      {article.author} · {article.readTime}
                    </span>
                    <span className="font-semibold text-forest-800" aria-hidden="true">
                      Citește mai mult →
                    </span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
