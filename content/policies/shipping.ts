// Politica de livrare (/shipping-policy). Every figure (price, threshold, ramburs, cut-off, processing and
// delivery times, the date) comes from content/facts.ts. Delivery only by courier to an address, handed to the
// addressee, never to a parcel locker; for vapes (e-cigarettes, Legea nr. 64/2024) the courier checks the
// addressee's age against an identity document.

import { shippingFacts as f, policyUpdated, shippingText as t } from '../facts';
import type { PolicyPage } from './types';

export const shippingPolicy: PolicyPage = {
  slug: 'shipping',
  title: 'Politica de livrare',
  description: `Livrare Verdana la adresă, în toată România, prin ${t.couriers}: ${t.fee} sub ${t.freeFrom}, gratuit de la ${t.freeFrom} (fără vape-uri), în ${t.elsewhere}.`,
  updated: policyUpdated.shipping,
  intro:
    'Livrăm comenzile în toată România numai prin curier, la adresa pe care o indici în comandă, iar coletul se predă destinatarului. Vindem numai persoanelor care au împlinit 18 ani. Pe această pagină găsești costul livrării, termenele de procesare și de livrare, pașii prin care trece comanda ta și ce faci dacă ceva nu este în regulă cu coletul.',
  sections: [
    {
      id: 'costul-livrarii',
      heading: 'Costul livrării',
      html: `<table>
<caption>Costul livrării prin curier</caption>
<thead><tr><th>Valoarea produselor din comandă, fără vape-uri</th><th>Costul livrării</th></tr></thead>
<tbody>
<tr><td>sub ${t.freeFrom}</td><td>${t.fee}</td></tr>
<tr><td>de la ${t.freeFrom}</td><td>gratuit</td></tr>
</tbody>
</table>
<p>Vape-urile (țigarete electronice, Legea nr. 64/2024) nu se socotesc la pragul de ${t.freeFrom} pentru livrarea gratuită: contează doar celelalte produse din comandă, după codul de reducere.</p>
<p>Costul livrării se adaugă la prețul produselor și îl vezi în coș și în pagina de finalizare a comenzii înainte de a plasa comanda. În coș îți arătăm și cât mai ai de adăugat până la livrarea gratuită.</p>`,
    },
    {
      id: 'plata-ramburs',
      heading: 'Plata la livrare (ramburs)',
      html: `<p>Poți plăti <strong>ramburs</strong>, direct curierului, la primirea coletului, pentru comenzile de peste ${t.cashOnDeliveryOver}. Pentru comenzile de până la ${t.cashOnDeliveryOver} inclusiv, plata se face online cu cardul sau prin transfer bancar.</p>
<p>Plata cu cardul și cea prin transfer bancar sunt disponibile pentru orice comandă. Comenzile plătite prin transfer bancar intră în procesare după ce primim plata. Toate detaliile despre plată găsești în <a href="/terms-of-service">Termeni și condiții</a>.</p>`,
    },
    {
      id: 'livrare-la-adresa-18-ani',
      heading: 'Livrarea la adresă și verificarea vârstei',
      html: `<p>Toate produsele Verdana se vând <strong>numai persoanelor care au împlinit 18 ani</strong>. De aceea livrăm într-un singur fel: <strong>prin curier, la adresa indicată în comandă, iar curierul predă coletul destinatarului</strong>.</p>
<ul>
<li><strong>Nu oferim livrare în automate de colete (lockere), de exemplu easybox, și nici la puncte de ridicare.</strong> Dintr-un automat, coletul îl poate ridica oricine are codul de deschidere, fără ca cineva să îi verifice vârsta.</li>
<li><strong>Țigaretele electronice cu CBD (vape-urile)</strong> sunt țigarete electronice, cu sau fără nicotină, în sensul <a href="https://legislatie.just.ro/Public/DetaliiDocument/280560">Legii nr. 64/2024</a>. Când comanda conține astfel de produse, curierul îi cere destinatarului, la livrare, un act de identitate și îi verifică vârsta. <strong>Curierul nu predă coletul unui minor și nici unei persoane care nu prezintă un act de identitate.</strong></li>
<li>Te rugăm să treci ca destinatar o persoană care a împlinit 18 ani și care va fi la adresă când vine curierul; dacă în comandă sunt țigarete electronice cu CBD, să aibă la îndemână actul de identitate.</li>
<li>Pentru comenzile fără țigarete electronice, vârsta de cel puțin 18 ani o declari tu, bifând căsuța de la finalizarea comenzii; la livrarea lor curierul nu cere act de identitate.</li>
</ul>
<p>Dacă curierul nu poate preda coletul din aceste motive, coletul se întoarce la noi; ce se întâmplă apoi găsești mai jos, la <a href="#livrare-nereusita">„Dacă livrarea nu reușește”</a>.</p>`,
    },
    {
      id: 'termene',
      heading: 'Când pleacă și când ajunge comanda',
      html: `<ul>
<li><strong>Comenzile plasate până la ora ${f.sameDayCutoff}</strong> într-o zi lucrătoare pleacă de regulă din depozit în aceeași zi lucrătoare.</li>
<li>Comenzile plasate după ora ${f.sameDayCutoff}, în weekend sau într-o zi de sărbătoare legală pleacă în următoarea zi lucrătoare.</li>
<li>Procesarea comenzii (verificare, pregătire și ambalare) se face în zilele lucrătoare și durează ${t.processing}: o comandă plasată până la ora ${f.sameDayCutoff} pleacă de regulă în aceeași zi, iar dacă o verificare o întârzie (de exemplu o adresă incompletă), cel târziu în ziua lucrătoare următoare.</li>
</ul>
<table>
<caption>Termene de livrare, de la predarea coletului către curier</caption>
<thead><tr><th>Unde livrăm</th><th>Termen de livrare</th></tr></thead>
<tbody>
<tr><td>Orașele mari</td><td>${t.bigCities}</td></tr>
<tr><td>Restul țării</td><td>${t.elsewhere}</td></tr>
</tbody>
</table>
<p>În perioadele foarte aglomerate, de exemplu înainte de sărbători, sau în condiții meteo deosebite, livrarea poate dura mai mult. Dacă apare o întârziere, te anunțăm pe e-mail.</p>`,
    },
    {
      id: 'drumul-comenzii',
      heading: 'Drumul comenzii tale, pas cu pas',
      html: `<ol>
<li><strong>Plasezi comanda</strong> pe site.</li>
<li><strong>Primești e-mailul de confirmare în cel mult ${t.confirmation}</strong>. Dacă nu îl găsești, verifică și dosarul Spam sau Promoții.</li>
<li><strong>Procesăm comanda în ${t.processing}</strong>, în zilele lucrătoare: o verificăm, o pregătim și o ambalăm cu grijă.</li>
<li><strong>Predăm coletul curierului</strong> și îți trimitem pe e-mail numărul de urmărire (AWB).</li>
<li><strong>Primești coletul în ${t.bigCities} în orașele mari și în ${t.elsewhere} în restul țării</strong>, de la predarea lui către curier, la adresa indicată în comandă.</li>
</ol>`,
    },
    {
      id: 'curieri-si-urmarire',
      heading: 'Curierii cu care lucrăm și urmărirea coletului',
      html: `<p>Livrăm prin ${f.couriers
        .map((c) => `<strong>${c}</strong>`)
        .join(', ')
        .replace(
          /, ([^,]*)$/,
          ' și $1',
        )}. Alegem curierul în funcție de adresa ta, astfel încât coletul să ajungă cât mai repede.</p>
<p>Când coletul pleacă din depozit, primești pe e-mail numărul de urmărire, cu care poți vedea pe site-ul curierului unde se află coletul. Curierul te poate contacta telefonic sau prin SMS înainte de livrare, așa că este important ca numărul de telefon din comandă să fie corect.</p>
<p>Dacă ai greșit adresa, scrie-ne cât mai repede la <a href="mailto:{{trader.email}}">{{trader.email}}</a>. O putem corecta fără costuri cât timp coletul nu a fost predat curierului.</p>`,
    },
    {
      id: 'la-primirea-coletului',
      heading: 'La primirea coletului',
      html: `<p>Când primești coletul, verifică dacă ambalajul este intact. Dacă are urme vizibile de deteriorare, poți cere curierului să întocmească un proces-verbal sau poți refuza coletul.</p>
<p>Dacă lipsesc produse sau găsești produse deteriorate ori diferite de cele comandate, scrie-ne <strong>în 24 de ore de la primire</strong>, cu fotografii ale produselor și ale ambalajului. Returul acestor produse este gratuit, iar pașii sunt descriși în <a href="/refund-policy">Politica de retur</a>. Semnalarea în acest termen ne ajută să rezolvăm rapid situația și nu îți restrânge drepturile legale.</p>`,
    },
    {
      id: 'livrare-nereusita',
      heading: 'Dacă livrarea nu reușește',
      html: `<p>Dacă curierul nu te găsește la adresă, te contactează de regulă pentru o nouă încercare de livrare. Dacă livrarea nu reușește nici așa și coletul se întoarce la noi, te contactăm ca să stabilim împreună o nouă expediere sau anularea comenzii. La fel procedăm și când curierul nu a putut preda un colet cu țigarete electronice cu CBD pentru că destinatarul nu a prezentat un act de identitate. Dacă destinatarul nu a împlinit 18 ani, anulăm comanda, iar sumele deja plătite se returnează integral, ca în <a href="/terms-of-service">Termeni și condiții</a>.</p>
<p>O nouă expediere poate presupune un nou cost de transport, pe care ți-l comunicăm înainte. Dacă ai plătit deja comanda și alegi anularea, îți returnăm banii în cel mult 14 zile. Pentru orice întrebare despre livrare, ne găsești în <a href="/contact-info">pagina de contact</a>.</p>`,
    },
  ],
};
