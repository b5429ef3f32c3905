// Politica de rambursare (/refund-policy). Figures: SPEC §4 refund process and §9 returns (30 days, 14 days,
// 2-10 / 1-3 / 3-5 working days, 15-25 lei, 24 h, 3 working days).

import type { PolicyPage } from './types';

export const refundPolicy: PolicyPage = {
  slug: 'refund',
  title: 'Politica de rambursare',
  description:
    'Garanția Verdana „banii înapoi” de 30 de zile: cum returnezi un produs, cine plătește transportul și în cât timp primești banii.',
  updated: '2025-01-28',
  intro:
    'Vrem să fii mulțumit de fiecare produs Verdana. Dacă un produs nu ți se potrivește, îl poți returna în 30 de zile de la primire și îți dăm banii înapoi. Mai jos găsești condițiile, pașii de urmat, costurile și termenele de rambursare, precum și drepturile pe care ți le garantează legea.',
  sections: [
    {
      id: 'garantia-30-de-zile',
      heading: 'Garanția „banii înapoi” de 30 de zile',
      html: `<p>Ai la dispoziție <strong>30 de zile calendaristice de la primirea coletului</strong> pentru a ne cere banii înapoi pentru orice produs cumpărat de pe site, fără să fie nevoie să ne explici motivul. Garanția se aplică și produselor pe care le-ai desigilat și le-ai încercat: dacă un produs nu ți se potrivește după ce l-ai încercat, ni-l poți trimite înapoi.</p>
<p>Ca să putem procesa returul, te rugăm:</p>
<ul>
<li>să ne scrii în cele 30 de zile, socotite de la data la care ai primit coletul;</li>
<li>să returnezi produsul în ambalajul original, împreună cu conținutul rămas, dacă l-ai început;</li>
<li>să ne trimiți produsele în cel mult 14 zile de la aprobarea returului.</li>
</ul>
<p>Garanția este o garanție comercială oferită de Verdana Wellness S.R.L. și se adaugă drepturilor tale legale, fără să le restrângă.</p>`,
    },
    {
      id: 'cum-returnezi',
      heading: 'Cum returnezi un produs, pas cu pas',
      html: `<ol>
<li><strong>Ne trimiți o cerere pe e-mail</strong> la <a href="mailto:suport@verdana.ro">suport@verdana.ro</a>, cu numărul comenzii și produsele pe care vrei să le returnezi. Dacă produsul este defect sau greșit, adaugă și câteva fotografii.</li>
<li><strong>Primești aprobarea și codul RMA în 24 de ore</strong>, împreună cu adresa de retur și instrucțiunile de ambalare.</li>
<li><strong>Ne trimiți coletul</strong> prin curier, cu codul RMA scris pe colet sau pe un bilet pus în interior.</li>
<li><strong>Verificăm produsele în cel mult 3 zile lucrătoare</strong> de la primirea coletului și te anunțăm pe e-mail.</li>
<li><strong>Îți returnăm banii în cel mult 14 zile</strong>, pe aceeași cale prin care ai plătit.</li>
</ol>
<p>Te rugăm să nu trimiți coletul cu plata la destinatar și nici cu ramburs. Pentru retururile gratuite îți trimitem noi curierul.</p>`,
    },
    {
      id: 'costul-returului',
      heading: 'Cine plătește transportul pentru retur',
      html: `<table>
<caption>Costul transportului pentru retur</caption>
<thead><tr><th>Situația</th><th>Cine plătește transportul</th></tr></thead>
<tbody>
<tr><td>Produsul nu ți se potrivește sau te-ai răzgândit</td><td>Tu, la tariful curierului ales; de regulă, aproximativ 15-25 lei</td></tr>
<tr><td>Produsul este defect, a fost deteriorat la transport sau nu este cel comandat</td><td>Noi; returul este gratuit pentru tine</td></tr>
</tbody>
</table>
<p>Pentru produsele defecte sau greșite, te rugăm să ne anunți <strong>în 24 de ore de la primirea coletului</strong>, cu fotografii ale produsului și ale ambalajului. Astfel îți putem trimite rapid curierul, fără costuri, și putem deschide reclamația la firma de curierat.</p>`,
    },
    {
      id: 'produse-defecte-sau-gresite',
      heading: 'Produse defecte, deteriorate sau greșite',
      html: `<p>Dacă ai primit un produs defect, deteriorat la transport sau diferit de cel comandat, alegi tu soluția: îți trimitem produsul corect ori un produs nou, dacă îl avem în stoc, sau îți returnăm banii. Noi suportăm toate costurile de transport, inclusiv pe cele ale noii livrări.</p>
<p>Semnalarea în 24 de ore ne ajută să rezolvăm rapid situația, însă nu îți restrânge drepturile. Pentru produsele neconforme beneficiezi în continuare de garanția legală de conformitate prevăzută de OUG nr. 140/2021, chiar dacă observi problema mai târziu.</p>`,
    },
    {
      id: 'verificare-si-rambursare',
      heading: 'Verificarea produselor și rambursarea banilor',
      html: `<p>După ce primim coletul, verificăm produsele returnate în cel mult 3 zile lucrătoare și îți confirmăm pe e-mail rezultatul. Îți rambursăm valoarea produselor returnate și, dacă returnezi întreaga comandă, costul livrării plătit inițial.</p>
<p>Rambursarea se face <strong>în cel mult 14 zile</strong> de la data la care ne-ai comunicat cererea de retur. La fel ca în cazul retragerii prevăzute de lege, putem amâna rambursarea până primim produsele înapoi sau până ne trimiți dovada că le-ai expediat, dacă aceasta survine mai devreme.</p>
<p>Banii îți sunt returnați pe aceeași cale prin care ai plătit. Pentru comenzile plătite ramburs, îi trimitem prin transfer bancar, în contul IBAN pe care ni-l indici în cererea de retur. Nu percepem niciun comision pentru rambursare.</p>`,
    },
    {
      id: 'termene-de-rambursare',
      heading: 'În cât timp ajung banii în contul tău',
      html: `<p>După ce inițiem rambursarea, timpul până la apariția sumei în cont depinde de metoda de plată și de bancă:</p>
<table>
<caption>Termene orientative de rambursare, socotite de la inițierea plății de către noi</caption>
<thead><tr><th>Cum ai plătit comanda</th><th>Cum primești banii</th><th>În cât timp</th></tr></thead>
<tbody>
<tr><td>Cu cardul</td><td>Pe cardul folosit la plată</td><td>2-10 zile lucrătoare</td></tr>
<tr><td>Prin transfer bancar</td><td>În contul bancar indicat de tine</td><td>1-3 zile lucrătoare</td></tr>
<tr><td>Ramburs, la curier</td><td>Prin transfer bancar, în contul IBAN indicat de tine</td><td>3-5 zile lucrătoare</td></tr>
</tbody>
</table>
<p>Aceste intervale reprezintă timpul de procesare al băncilor și al procesatorului de plăți. Dacă banii nu au ajuns după aceste termene, scrie-ne și verificăm împreună situația plății.</p>`,
    },
    {
      id: 'dreptul-legal-de-retragere',
      heading: 'Dreptul legal de retragere de 14 zile',
      html: `<p>Pentru cumpărăturile online, OUG nr. 34/2014 îți garantează dreptul de a te retrage din contract în 14 zile de la primirea produselor, fără să îți justifici decizia. Acesta este <strong>minimul pe care ți-l acordă legea</strong>.</p>
<p>Garanția noastră de 30 de zile merge dincolo de acest minim: îți dă mai mult timp de gândire și acoperă și produsele sigilate pe care le-ai desigilat după livrare, deși legea le exceptează de la dreptul de retragere din motive de protecție a sănătății și de igienă.</p>
<p>Dacă îți exerciți dreptul de retragere în primele 14 zile, beneficiezi în plus de toate regulile legale privind retragerea, descrise în <a href="/terms-of-service">Termeni și condiții</a>. La cerere, îți trimitem pe e-mail modelul standard de formular de retragere; îl poți folosi, dar nu este obligatoriu.</p>`,
    },
    {
      id: 'intrebari',
      heading: 'Ai întrebări despre retur?',
      html: `<p>Scrie-ne la <a href="mailto:suport@verdana.ro">suport@verdana.ro</a> și îți răspundem în 24 de ore în zilele lucrătoare. Programul echipei de suport și celelalte modalități de contact sunt descrise în <a href="/contact-info">pagina de contact</a>, iar informațiile despre livrare găsești în <a href="/shipping-policy">Politica de livrare</a>.</p>`,
    },
  ],
};
