import type { BlogArticle } from '../../content/blog/types';
import { formatDate } from '../../domain/format';
import { Prose } from '../components/prose';

/** An article; `content` arrives sanitised. */
export function ArticlePage({ article }: { article: BlogArticle }) {
  return (
    <article className="container-page max-w-3xl py-10" aria-labelledby="articol-titlu">
      <a href="/blog" className="text-sm font-semibold text-forest-800 underline underline-offset-4">
        ← Înapoi la blog
      </a>
      <p className="mt-6 text-sm">
        <span className="rounded-full bg-forest-50 px-2.5 py-0.5 font-semibold text-forest-800">
          {article.category}
        </span>
      </p>
      <h1 id="articol-titlu" className="mt-3 font-display text-4xl leading-tight font-bold sm:text-5xl">
        {article.title}
      </h1>
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-ink-600">
        <span>{article.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.date}>{formatDate(article.date)}</time>
        {article.updated && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              Actualizat la <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span>{`${article.readTime} de citit`}</span>
      </p>
      {article.image && (
        <img
          src={article.image}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-cream-100 object-cover"
        />
      )}
      <p className="mt-8 rounded-xl border-l-4 border-pumpkin-600 bg-cream-100 p-4 text-sm text-ink-700">
        Informații generale. Nu înlocuiește consultul medical. Produsele CBD nu sunt medicamente.
      </p>
      <Prose html={article.content} className="mt-8" />
      {article.productCta === false ? (
        // A guide about a health topic does not end by sending its reader to the products.
        <div className="mt-12 rounded-2xl bg-cream-100 p-6">
          <p className="text-lg font-semibold text-ink-900">Vrei să afli mai multe?</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="/blog/cum-citesti-certificat-analiza-coa-cbd" className="btn btn-primary">
              Cum citești un buletin de analiză
            </a>
            <a href="/blog" className="btn border-2 border-forest-800 text-forest-900 hover:bg-cream-200">
              Toate ghidurile
            </a>
          </div>
        </div>
      ) : (
        <div className="mt-12 rounded-2xl bg-forest-900 p-6 text-white">
          <p className="text-lg font-semibold">Vrei o recomandare potrivită pentru tine?</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="/quiz" className="btn bg-white text-forest-900 hover:bg-cream-100">
              Completează chestionarul de 60 de secunde
            </a>
            <a href="/shop" className="btn border-2 border-white text-white hover:bg-forest-800">
              Vezi produsele
            </a>
          </div>
        </div>
      )}
    </article>
  );
}

export function ArticleNotFound() {
  return (
    <section className="container-page py-24 text-center">
      <p className="text-2xl font-semibold">Articol negăsit</p>
      <a href="/blog" className="btn btn-primary mt-8">
        Înapoi la blog
      </a>
    </section>
  );
}
