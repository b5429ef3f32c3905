export function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl font-bold text-forest-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">
        {/* Romanian first (Legea 500/2004); the spec's English label beside it, as large. */}
        <span className="block">Hopa! Pagina nu a fost găsită</span>
        <span lang="en" className="block">
          Oops! Page not found
        </span>
      </h1>
      <p className="mt-3 max-w-md text-lg text-ink-700">
        Pagina pe care o cauți nu există sau a fost mutată. Te ajutăm să găsești drumul înapoi.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn btn-primary">
          Înapoi la pagina principală
        </a>
        <a href="/shop" className="btn btn-outline">
          Vezi produsele
        </a>
      </div>
    </section>
  );
}
