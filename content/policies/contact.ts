// Contact (/contact-info and /contact). Figures: SPEC §9 support Mon-Fri 09:00-18:00, weekend closed. The
// company's identity (Legea 365/2002) comes from configuration through the {{trader.*}} tokens the route fills.

import { policyUpdated, shippingFacts, shippingText } from '../facts';
import type { PolicyPage } from './types';

/**
 * Where the messaging-app line goes: the contact route puts it in only when MESSAGING_NUMBER is set (the
 * floating button it points at exists only then), and removes the marker otherwise.
 */
export const MESSAGING_ITEM = '<!--mesagerie-->';

/** The line itself, for a shop with a messaging number. */
export const MESSAGING_LINE =
  '<li><strong>WhatsApp:</strong> apasă butonul verde din colțul paginii și ne scrii direct din aplicația de mesagerie. Pentru întrebări scurte, este calea cea mai simplă.</li>';

export const contactPolicy: PolicyPage = {
  slug: 'contact',
  title: 'Contact',
  description:
    'Scrie-ne pe e-mail: echipa Verdana răspunde luni–vineri, 09:00–18:00, în 24 de ore în zilele lucrătoare; asistentul virtual, oricând; datele societății.',
  updated: policyUpdated.contact,
  intro:
    'Ai o întrebare despre un produs, despre comanda ta sau despre un retur? Echipa Verdana te ajută pe e-mail, de luni până vineri, și îți răspunde în 24 de ore în zilele lucrătoare; la întrebările generale îți răspunde oricând asistentul virtual.',
  sections: [
    {
      id: 'cum-ne-contactezi',
      heading: 'Cum ne poți contacta',
      html: `<ul>
<li><strong>E-mail:</strong> <a href="mailto:{{trader.email}}">{{trader.email}}</a>, pentru orice întrebare despre comenzi, livrare, retururi, facturi sau date personale.</li>
${MESSAGING_ITEM}
<li><strong>Asistentul virtual:</strong> <a href="#asistent">chatul de pe site</a> îți răspunde automat, oricând, la întrebări generale despre produse. Nu oferă sfaturi medicale și nu are acces la comenzi; pentru comenzi, scrie-ne pe e-mail. Te rugăm să nu îi scrii detalii despre sănătatea ta; ce se întâmplă cu mesajele tale afli în <a href="/privacy-policy#asistent-si-quiz">Politica de confidențialitate</a>.</li>
</ul>`,
    },
    {
      id: 'program',
      heading: 'Program și timp de răspuns',
      html: `<table>
<caption>Programul echipei de suport</caption>
<thead><tr><th>Zilele</th><th>Program</th></tr></thead>
<tbody>
<tr><td>Luni–vineri</td><td>09:00–18:00</td></tr>
<tr><td>Sâmbătă și duminică</td><td>închis</td></tr>
</tbody>
</table>
<p>Răspundem la mesaje <strong>în 24 de ore în zilele lucrătoare</strong>. Mesajele primite după ora 18:00, în weekend sau în zilele de sărbătoare legală primesc răspuns în următoarea zi lucrătoare.</p>`,
    },
    {
      id: 'ca-sa-te-ajutam-mai-repede',
      heading: 'Ca să te putem ajuta mai repede',
      html: `<ul>
<li>Scrie-ne numărul comenzii și adresa de e-mail folosită la comandă.</li>
<li>Pentru produse deteriorate, lipsă sau greșite, atașează fotografii ale produselor și ale coletului și scrie-ne în 24 de ore de la primire; termenul ne ajută să rezolvăm repede și nu îți restrânge drepturile, inclusiv garanția legală de conformitate.</li>
<li>Pentru un retur deja aprobat, menționează codul de retur primit de la noi.</li>
<li>Nu ne trimite niciodată datele cardului, parole sau coduri primite prin SMS. Noi nu ți le vom cere.</li>
</ul>`,
    },
    {
      id: 'inainte-sa-ne-scrii',
      heading: 'Înainte să ne scrii',
      html: `<p>Multe răspunsuri le găsești imediat în paginile de mai jos:</p>
<h3>Când ajunge comanda mea și cât costă livrarea?</h3>
<p>Comenzile plasate într-o zi lucrătoare până la ora ${shippingFacts.sameDayCutoff} pleacă în aceeași zi, iar livrarea durează ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării. Livrăm numai prin curier, la adresă, nu în automate de colete (lockere). Livrarea costă ${shippingText.fee} pentru comenzile sub ${shippingText.freeFrom} și este gratuită de la ${shippingText.freeFrom}; vape-urile nu intră în această sumă. Detalii în <a href="/shipping-policy">Politica de livrare</a>.</p>
<h3>Cum returnez un produs?</h3>
<p>Poți returna produsele în 30 de zile de la primire și primești banii înapoi: ne scrii pe e-mail sau ne trimiți <a href="/refund-policy#formular-de-retragere">formularul de retragere</a>, primești codul de retur și ne trimiți coletul. Dreptul legal de retragere este de 14 zile calendaristice de la primirea produselor, iar banii ți-i returnăm în cel mult 14 zile de la ziua în care ne-ai anunțat retragerea sau returul. Pașii și termenele de rambursare sunt în <a href="/refund-policy">Politica de retur</a>.</p>
<h3>Cum pot plăti și ce drepturi am ca client?</h3>
<p>Poți plăti cu cardul sau prin transfer bancar, iar pentru comenzile de peste ${shippingText.cashOnDeliveryOver} și ramburs, la curier. Modalitățile de plată, dreptul de retragere în 14 zile și celelalte condiții de vânzare sunt în <a href="/terms-of-service">Termeni și condiții</a>.</p>
<h3>Cum sunt folosite datele mele?</h3>
<p>Află ce date prelucrăm și cum îți exerciți drepturile în <a href="/privacy-policy">Politica de confidențialitate</a>.</p>`,
    },
    {
      id: 'datele-societatii',
      heading: 'Datele societății',
      html: `<ul>
<li><strong>Denumire:</strong> {{trader.name}}</li>
<li><strong>CUI/cod de TVA:</strong> {{trader.cui}}</li>
<li><strong>Nr. de înregistrare la Registrul Comerțului:</strong> {{trader.tradeRegister}}</li>
<li><strong>Sediu și adresă de corespondență:</strong> {{trader.address}}</li>
<li><strong>Telefon:</strong> {{trader.phone}} (luni–vineri, 09:00–18:00)</li>
<li><strong>E-mail:</strong> <a href="mailto:{{trader.email}}">{{trader.email}}</a></li>
</ul>
<p>Aceleași date sunt trecute și pe fiecare factură. Pentru retururi, folosește adresa de retur pe care o primești odată cu codul de retur.</p>`,
    },
    {
      id: 'sesizari-si-reclamatii',
      heading: 'Sesizări și reclamații',
      html: `<p>Dacă nu ești mulțumit de un produs sau de felul în care ți-am gestionat comanda, scrie-ne la <a href="mailto:{{trader.email}}">{{trader.email}}</a>, cu numărul comenzii și descrierea problemei. Confirmăm primirea sesizării și îți răspundem în 24 de ore în zilele lucrătoare.</p>
<p>Dacă nu ajungem la o soluție, te poți adresa Autorității Naționale pentru Protecția Consumatorilor (ANPC), pe <a href="https://anpc.ro/">anpc.ro</a>, sau poți apela la <a href="https://anpc.ro/ce-este-sal/">soluționarea alternativă a litigiilor (SAL)</a>. Toate căile de soluționare a litigiilor sunt descrise în <a href="/terms-of-service">Termeni și condiții</a>.</p>`,
    },
  ],
};
