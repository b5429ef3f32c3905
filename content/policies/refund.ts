// Politica de retur (/refund-policy). Figures: SPEC §4 refund process and §9 returns (30 days, 14 days,
// 2-10 / 1-3 / 3-5 working days, 15-25 lei, 24 h, 3 working days). The withdrawal form is OUG nr. 34/2014,
// anexa nr. 1, partea B, word for word; its trader line is filled by the policy route from configuration.

import { policyUpdated } from '../facts';
import type { PolicyPage } from './types';

export const refundPolicy: PolicyPage = {
  slug: 'refund',
  title: 'Politica de retur',
  description:
    'Retur în 30 de zile, cu banii înapoi, și formularul de retragere: cum returnezi un produs, cine plătește transportul și în cât timp primești banii.',
  updated: policyUpdated.refund,
  intro:
    'Vrem ca fiecare produs Verdana să te mulțumească. Dacă un produs nu ți se potrivește, îl poți returna în 30 de zile de la primire și îți dăm banii înapoi. Mai jos găsești formularul de retragere, condițiile, pașii de urmat, costurile și termenele de rambursare, precum și drepturile pe care ți le garantează legea.',
  sections: [
    {
      id: 'retur-30-de-zile',
      heading: 'Retur în 30 de zile, cu banii înapoi',
      html: `<p>Ai la dispoziție <strong>30 de zile calendaristice de la primirea coletului</strong> (dacă comanda a venit în mai multe colete, de la primirea ultimului colet) ca să ne ceri banii înapoi pentru orice produs cumpărat de pe site, fără să fie nevoie să ne explici motivul. Returul se aplică și produselor pe care le-ai desigilat și le-ai încercat: dacă un produs nu ți se potrivește după ce l-ai încercat, ni-l poți trimite înapoi.</p>
<p>Ca să putem procesa returul, te rugăm:</p>
<ul>
<li>să ne scrii în cele 30 de zile, socotite de la data la care ai primit coletul;</li>
<li>să returnezi produsul în ambalajul original, împreună cu conținutul rămas, dacă l-ai început;</li>
<li>să ne trimiți produsele în cel mult 14 zile de la data la care ne-ai anunțat returul.</li>
</ul>
<p>În primele 14 zile de la primire ai, în plus, dreptul legal de retragere (OUG nr. 34/2014), cu toate regulile lui; după aceea, până la 30 de zile, returul este o ofertă comercială a noastră, care se adaugă drepturilor tale legale, fără să le restrângă. Returul în 30 de zile nu este o garanție a calității produselor: <strong>garanția legală de conformitate, de 2 ani de la livrare (OUG nr. 140/2021), este separată</strong> și nu este afectată în niciun fel de returul în 30 de zile.</p>`,
    },
    {
      id: 'formular-de-retragere',
      heading: 'Formularul de retragere',
      html: `<p>Mai jos găsești modelul de formular de retragere din OUG nr. 34/2014 (anexa nr. 1, partea B), cu datele noastre deja completate. Textul formularului este cel din lege, de aceea folosește formula de politețe „Vă informez”.</p>
<ul>
<li><strong>Cum îl trimiți:</strong> pe e-mail, la <a href="mailto:{{trader.email}}">{{trader.email}}</a>, sau prin poștă, la adresa {{trader.address}}. Îl poți copia într-un e-mail sau îl poți tipări și completa de mână.</li>
<li><strong>Nu este obligatoriu:</strong> poți să ne anunți retragerea și cu propriile cuvinte, printr-un mesaj clar, de exemplu un e-mail cu numărul comenzii în care ne spui că te retragi din contract.</li>
<li><strong>Cum se leagă de returul în 30 de zile:</strong> formularul este făcut pentru dreptul legal de retragere, pe care îl exerciți în 14 zile calendaristice de la primirea produselor (de la primirea ultimului colet, dacă au venit mai multe). Îl poți folosi la fel și pentru un retur cerut după aceste 14 zile, până la 30 de zile de la primire; atunci se aplică regulile returului descrise pe această pagină.</li>
</ul>
<h3>Formular de retragere</h3>
<p><em>(completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract)</em></p>
<ul>
<li>Către {{trader.name}}, {{trader.address}}, adresa de e-mail: {{trader.email}}:</li>
<li>Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*)/prestarea următoarelor servicii (*): …</li>
<li>Comandate la data (*)/primite la data (*): …</li>
<li>Numele consumatorului (consumatorilor): …</li>
<li>Adresa consumatorului (consumatorilor): …</li>
<li>Semnătura consumatorului (consumatorilor) (numai în cazul în care acest formular este notificat pe hârtie): …</li>
<li>Data: …</li>
</ul>
<p>(*) Se elimină mențiunea inutilă.</p>`,
    },
    {
      id: 'cum-returnezi',
      heading: 'Cum returnezi un produs, pas cu pas',
      html: `<ol>
<li><strong>Ne trimiți o cerere pe e-mail</strong> la <a href="mailto:{{trader.email}}">{{trader.email}}</a>, cu numărul comenzii și produsele pe care vrei să le returnezi, sau ne trimiți <a href="#formular-de-retragere">formularul de retragere</a>. Dacă produsul este defect sau greșit, adaugă și câteva fotografii.</li>
<li><strong>Primești aprobarea și codul de retur în 24 de ore</strong>, în zilele lucrătoare, împreună cu adresa de retur și instrucțiunile de ambalare.</li>
<li><strong>Ne trimiți coletul</strong> prin curier, cu codul de retur scris pe colet sau pe un bilet pus în interior.</li>
<li><strong>Verificăm produsele în cel mult 3 zile lucrătoare</strong> de la primirea coletului și te anunțăm pe e-mail.</li>
<li><strong>Îți returnăm banii în cel mult 14 zile de la ziua în care ne-ai anunțat returul</strong>, pe aceeași cale prin care ai plătit. Putem aștepta până primim produsele înapoi sau până ne trimiți dovada că le-ai expediat, dacă aceasta vine mai devreme.</li>
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
<tr><td>Produsul nu ți se potrivește sau te-ai răzgândit</td><td>Tu, la tariful curierului ales, de regulă 15–25 de lei</td></tr>
<tr><td>Produsul este defect, a fost deteriorat la transport sau nu este cel comandat</td><td>Noi; returul este gratuit pentru tine</td></tr>
</tbody>
</table>
<p>Pentru produsele defecte sau greșite, te rugăm să ne anunți <strong>în 24 de ore de la primirea coletului</strong>, cu fotografii ale produsului și ale ambalajului. Astfel îți putem trimite rapid curierul, fără costuri, și putem deschide reclamația la firma de curierat.</p>`,
    },
    {
      id: 'produse-defecte-sau-gresite',
      heading: 'Produse defecte, deteriorate sau greșite',
      html: `<p>Dacă ai primit un produs defect, deteriorat la transport sau diferit de cel comandat, alegi tu soluția: îți trimitem produsul corect ori un produs nou, dacă îl avem în stoc, sau îți returnăm banii. Noi suportăm toate costurile de transport, inclusiv pe cele ale noii livrări.</p>
<p>Semnalarea în 24 de ore ne ajută să rezolvăm rapid situația, însă nu îți restrânge drepturile. Pentru produsele neconforme beneficiezi de <strong>garanția legală de conformitate prevăzută de OUG nr. 140/2021, timp de 2 ani de la livrare</strong>, chiar dacă observi problema mai târziu. Garanția legală este separată de returul în 30 de zile și se aplică oricum, indiferent dacă ai folosit sau nu returul.</p>`,
    },
    {
      id: 'verificare-si-rambursare',
      heading: 'Verificarea produselor și rambursarea banilor',
      html: `<p>După ce primim coletul, verificăm produsele returnate în cel mult 3 zile lucrătoare și îți confirmăm pe e-mail rezultatul. Îți rambursăm valoarea produselor returnate și, dacă returnezi întreaga comandă, costul livrării plătit inițial.</p>
<p>Rambursarea se face <strong>în cel mult 14 zile de la ziua în care ne-ai anunțat retragerea sau returul</strong>. La fel ca în cazul retragerii prevăzute de lege, putem amâna rambursarea până primim produsele înapoi sau până ne trimiți dovada că le-ai expediat, dacă aceasta survine mai devreme.</p>
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
<tr><td>Cu cardul</td><td>Pe cardul folosit la plată</td><td>2–10 zile lucrătoare</td></tr>
<tr><td>Prin transfer bancar</td><td>În contul bancar indicat de tine</td><td>1–3 zile lucrătoare</td></tr>
<tr><td>Ramburs, la curier</td><td>Prin transfer bancar, în contul IBAN indicat de tine</td><td>3–5 zile lucrătoare</td></tr>
</tbody>
</table>
<p>Aceste intervale reprezintă timpul de procesare al băncilor și al procesatorului de plăți. Dacă banii nu au ajuns după aceste termene, scrie-ne și verificăm împreună situația plății.</p>`,
    },
    {
      id: 'dreptul-legal-de-retragere',
      heading: 'Dreptul legal de retragere de 14 zile',
      html: `<p>Pentru cumpărăturile online, OUG nr. 34/2014 îți garantează dreptul de a te retrage din contract în <strong>14 zile calendaristice din ziua în care tu sau o persoană indicată de tine, alta decât curierul, primiți produsele</strong> (dacă o comandă vine în mai multe colete, din ziua în care îl primești pe ultimul), fără să îți justifici decizia. Acesta este <strong>minimul pe care ți-l acordă legea</strong>.</p>
<p>Returul nostru în 30 de zile merge dincolo de acest minim: îți dă mai mult timp de gândire și acoperă și produsele sigilate pe care le-ai desigilat după livrare, deși legea le exceptează de la dreptul de retragere din motive de protecție a sănătății și de igienă.</p>
<p>Dacă îți exerciți dreptul de retragere în primele 14 zile, beneficiezi în plus de toate regulile legale privind retragerea, descrise în <a href="/terms-of-service">Termeni și condiții</a>. Pentru asta poți folosi <a href="#formular-de-retragere">formularul de retragere</a> de pe această pagină, dar nu este obligatoriu.</p>`,
    },
    {
      id: 'intrebari',
      heading: 'Ai întrebări despre retur?',
      html: `<p>Scrie-ne la <a href="mailto:{{trader.email}}">{{trader.email}}</a> și îți răspundem în 24 de ore în zilele lucrătoare. Programul echipei de suport și celelalte modalități de contact sunt descrise în <a href="/contact-info">pagina de contact</a>, iar informațiile despre livrare găsești în <a href="/shipping-policy">Politica de livrare</a>.</p>`,
    },
  ],
};
