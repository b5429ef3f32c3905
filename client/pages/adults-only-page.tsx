/** Where "Nu, am sub 18 ani" leads: why the shop is for adults only, said kindly, with somewhere useful to go. */
export function AdultsOnlyPage() {
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="font-display text-3xl font-bold text-forest-900 sm:text-4xl">Magazinul este doar pentru adulți</h1>
      <div className="mt-6 space-y-4 text-ink-700">
        <p>
          Îți mulțumim. Vindem produse cu CBD și țigarete electronice, iar acestea nu sunt pentru persoane sub 18 ani.
        </p>
        <p>
          Legea interzice vânzarea țigaretelor electronice și a lichidelor pentru ele către minori. Produsele cu CBD
          (uleiuri, jeleuri, creme) nu au fost studiate la copii și adolescenți, așa că nu le vindem și nu le recomandăm
          sub 18 ani.
        </p>
        <p>
          Dacă ai întrebări despre sănătatea ta, vorbește cu un părinte sau cu medicul de familie. La orice vârstă, poți
          suna gratuit la Telefonul Copilului,{' '}
          <a className="font-semibold text-forest-800 underline underline-offset-4" href="tel:116111">
            116 111
          </a>
          .
        </p>
      </div>
    </section>
  );
}
