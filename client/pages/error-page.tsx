export function ErrorPage({ description }: { description?: string }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-900">Magazinul nu răspunde momentan</h1>
      <p className="mt-3 max-w-md text-lg text-ink-700">
        {description ??
          'Am întâmpinat o problemă temporară la încărcarea produselor. Te rugăm să încerci din nou în câteva momente.'}
      </p>
      <a href="/" className="btn btn-primary mt-8">
        Înapoi la pagina principală
      </a>
    </section>
  );
}
