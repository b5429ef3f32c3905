// About page (SPEC §2 About): story, four values, mission. The customers figure is the store's (its
// verdana.customers shop metafield): without it the story and the fourth value are told without a number.

export const about = {
  title: 'Despre Verdana',
  intro: 'Suntem o echipă mică din Cluj: am vrut produse CBD în care să avem încredere chiar noi.',
  story: [
    'Verdana a pornit în 2023, dintr-o întrebare simplă: de ce e atât de greu să găsești în România produse CBD despre care să știi exact ce conțin? Prea multe etichete promiteau minuni, prea puține aveau un buletin de analiză la vedere.',
    'Am început cu un singur ulei, 10% spectru complet, sub marca noastră, Verdana: producătorul trecut pe etichetă este firma noastră, Verdana Wellness S.R.L., din Cluj-Napoca. Fiecare lot a fost testat de un laborator independent pentru concentrația de CBD și pentru THC, iar buletinele de analiză le-am publicat pentru toată lumea.',
  ],
  /** The story's last paragraph; `customers` is the counted figure ("5.000 de clienți") or null. */
  today: (customers: string | null) =>
    `Astăzi avem uleiuri și jeleuri, vape-uri fără nicotină adăugată, precum și creme și alte produse de uz extern, ${customers ? `comandate de peste ${customers}` : 'pe care le trimitem clienților'} din toată țara. Regula de la început a rămas aceeași: nu vindem nimic din ce n-am folosi noi înșine.`,
  values: [
    {
      title: 'Transparență',
      text: 'Pe pagina fiecărui produs găsești lotul și buletinul lui de analiză, de la un laborator independent, cu acreditarea lui. Știi cât CBD conține și că THC-ul este sub limita de cuantificare a laboratorului (0,01%).',
    },
    {
      title: 'Extracție cu CO₂',
      text: 'Extractul de CBD din produsele marca Verdana este obținut cu CO₂. Pe pagina fiecărui produs este trecut producătorul lui, cu adresa, iar buletinul fiecărui lot, de la noi sau de la alt producător, arată și testul pentru solvenți reziduali.',
    },
    {
      title: 'Ingrediente declarate integral',
      text: 'Lista completă a ingredientelor pe pagina fiecărui produs, iar buletinul de analiză arată și testele pentru pesticide și metale grele. Produsele nu au o certificare ecologică și nu le prezentăm drept naturale în întregime: unele conțin și ingrediente obținute prin sinteză, ca propilenglicolul sau fenoxietanolul.',
    },
  ],
  /** The fourth value: the community, with its size only when the store states it. */
  community: (customers: string | null) => ({
    title: customers ? `Comunitate de peste ${customers}` : 'Aproape de comunitatea noastră',
    text: 'Răspundem la fiecare mesaj, ascultăm ce ne spui și îmbunătățim produsele pe baza mesajelor tale.',
  }),
  mission:
    'Misiunea noastră este să vindem produse CBD despre care știi exact ce conțin: testate pe fiecare lot, explicate pe înțelesul tuturor și livrate rapid oriunde în România.',
} as const;

// Quiz page intro (SPEC §2 Quiz page).
export const quizIntro = {
  title: 'Găsește produsul CBD potrivit pentru tine',
  lead: 'Răspunde la 4 întrebări și primești în 60 de secunde trei sugestii de produse din magazin, cu modul de folosire din descrierea fiecăruia.',
  tiles: [
    { title: 'Rezultate în 60 de secunde', text: 'Patru întrebări scurte despre nevoile și obiceiurile tale.' },
    { title: 'Recomandări personalizate', text: 'Trei produse din magazin, alese după răspunsurile tale.' },
    {
      title: 'Modul de folosire',
      text: 'Afli ce spune descrierea fiecărui produs despre cum se folosește. Dacă iei medicamente, întreabă mai întâi medicul.',
    },
  ],
  /** `users`: the counted figure ("10.000 de români") from the store; the line is shown only with it. */
  usage: (users: string) => `Peste ${users} au folosit deja chestionarul ca să-și aleagă primul produs CBD.`,
} as const;
