// Termeni și condiții (/terms-of-service). Figures: SPEC §9 (18+, THC below the laboratory's limit of
// quantification of 0.01%, 14-day legal right of withdrawal, 30-day return); processing, ramburs and the date from
// content/facts.ts. The products' lab figures are stated, never that they are lawful; vapes are e-cigarettes
// (Legea nr. 64/2024), sold to adults only. The trader's identity comes from
// configuration through the {{trader.*}} tokens the policy route fills.

import { policyUpdated, shippingFacts, shippingText } from '../facts';
import type { PolicyPage } from './types';

export const termsPolicy: PolicyPage = {
  slug: 'terms',
  title: 'Termeni și condiții',
  description:
    'Termenii de vânzare Verdana: comenzi, prețuri cu TVA, plată, livrare, dreptul de retragere în 14 zile, returul în 30 de zile, garanția legală și litigiile.',
  updated: policyUpdated.terms,
  intro:
    'Acești termeni și condiții reglementează folosirea site-ului Verdana și cumpărarea produselor noastre de către consumatori. Te rugăm să îi citești înainte de a plasa o comandă: prin trimiterea comenzii confirmi că i-ai citit, că îi accepți și că ai cel puțin 18 ani. Nicio prevedere din acest document nu îți restrânge drepturile pe care ți le acordă legislația privind protecția consumatorilor.',
  sections: [
    {
      id: 'cine-suntem',
      heading: 'Cine suntem',
      html: `<p>Magazinul online Verdana este operat de <strong>{{trader.name}}</strong>, cu sediul în {{trader.address}}, CUI/cod de TVA {{trader.cui}}, înregistrată la Registrul Comerțului sub nr. {{trader.tradeRegister}} (denumită în continuare „Verdana” sau „noi”). Ne găsești la telefon {{trader.phone}} și la adresa de e-mail <a href="mailto:{{trader.email}}">{{trader.email}}</a>. Toate datele de identificare, programul echipei de suport și celelalte modalități de contact sunt în <a href="/contact-info">pagina de contact</a>.</p>
<p>Termenii se aplică tuturor comenzilor plasate pe site și se completează cu <a href="/shipping-policy">Politica de livrare</a>, <a href="/refund-policy">Politica de retur</a> și <a href="/privacy-policy">Politica de confidențialitate</a>. Prin „consumator” înțelegem persoana fizică ce cumpără în scopuri din afara activității sale comerciale, industriale, de producție, artizanale sau liberale.</p>`,
    },
    {
      id: 'varsta-si-produse',
      heading: 'Vârsta minimă și natura produselor',
      html: `<p><strong>Vindem numai adulților: pot plasa comenzi doar persoanele care au împlinit 18 ani.</strong> Prin plasarea comenzii declari că ai cel puțin 18 ani. Dacă avem indicii că o comandă a fost plasată de un minor, o anulăm, iar sumele deja plătite se returnează integral.</p>
<ul>
<li>Fiecare lot este analizat de un laborator independent, acreditat ISO/IEC 17025, iar buletinul lui de analiză arată <strong>THC sub limita de cuantificare a laboratorului (0,01%)</strong>. Extractele cu spectru complet conțin, pe lângă CBD, și alți canabinoizi, deci pot conține urme de THC sub această limită. Lotul și buletinul de analiză sunt afișate pe pagina fiecărui produs.</li>
<li><strong>Produsele pentru vaporizare (vape) sunt țigarete electronice</strong>, cu sau fără nicotină, în sensul <a href="https://legislatie.just.ro/Public/DetaliiDocument/280560">Legii nr. 64/2024</a>. Le vindem numai persoanelor care au împlinit 18 ani și le livrăm numai prin curier, la adresă: curierul verifică la livrare, după actul de identitate, vârsta destinatarului. Detaliile sunt în <a href="/shipping-policy">Politica de livrare</a>.</li>
<li>Produsele <strong>nu sunt medicamente</strong> și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Descrierile, articolele de pe blog, chestionarul și asistentul virtual au caracter informativ general și nu înlocuiesc sfatul medicului.</li>
<li>Dacă urmezi un tratament, ești însărcinată, alăptezi sau ai o afecțiune medicală, discută cu medicul înainte de a folosi produse cu CBD.</li>
<li>Nu depăși cantitatea indicată pe eticheta produsului, urmează celelalte instrucțiuni de pe etichetă și păstrează produsele departe de îndemâna copiilor.</li>
</ul>`,
    },
    {
      id: 'comanda-si-contractul',
      heading: 'Plasarea comenzii și încheierea contractului',
      html: `<p>Adaugi produsele în coș și finalizezi comanda într-o pagină securizată, unde completezi datele de livrare și de facturare și alegi metoda de plată. Înainte de trimitere vezi rezumatul comenzii: produsele, prețul total cu TVA, costul livrării și metoda de plată aleasă. Prin finalizarea comenzii îți asumi obligația de plată.</p>
<p>După trimitere primești pe e-mail confirmarea comenzii. <strong>Contractul la distanță dintre tine și Verdana se încheie în momentul în care primești acest e-mail de confirmare.</strong> Îți recomandăm să păstrezi confirmarea împreună cu acești termeni.</p>
<p>Putem refuza sau anula o comandă, cu informarea ta, atunci când:</p>
<ul>
<li>produsul comandat nu mai este disponibil în stoc;</li>
<li>datele de livrare sunt incomplete sau greșite și nu reușim să te contactăm;</li>
<li>plata nu este autorizată sau, în cazul transferului bancar, nu este primită;</li>
<li>comanda pare frauduloasă sau plasată de o persoană sub 18 ani;</li>
<li>prețul afișat conține o eroare evidentă, de exemplu un preț vădit derizoriu.</li>
</ul>
<p>Dacă ai plătit deja o comandă anulată, îți returnăm integral suma, în cel mult 14 zile.</p>`,
    },
    {
      id: 'preturi-si-plata',
      heading: 'Prețuri și modalități de plată',
      html: `<p>Prețurile sunt afișate în lei (RON) și <strong>includ TVA</strong>. Costul livrării nu este inclus în prețul produselor; îl vezi în coș și în pagina de finalizare a comenzii înainte de a plasa comanda. Se aplică prețul afișat în momentul plasării comenzii. Reducerile și codurile promoționale se acordă în condițiile comunicate odată cu fiecare ofertă (durată, valoare, eventuale limite), descrise în <a href="/regulament-oferte">Regulamentul ofertelor</a>.</p>
<p>Poți plăti:</p>
<ul>
<li><strong>cu cardul</strong>, online, în pagina de plată securizată. Plata se face printr-o conexiune criptată (HTTPS), iar datele cardului sunt prelucrate direct de procesatorul de plăți: noi nu le vedem și nu le stocăm;</li>
<li><strong>prin transfer bancar</strong>, în contul indicat în e-mailul de confirmare; comanda intră în procesare după ce plata apare în contul nostru;</li>
<li><strong>ramburs</strong>, adică plătind curierului la livrare, pentru comenzile de peste ${shippingText.cashOnDeliveryOver}.</li>
</ul>
<p>Pentru fiecare comandă emitem factură pe datele de facturare pe care ni le-ai indicat.</p>`,
    },
    {
      id: 'procesare-si-livrare',
      heading: 'Procesarea și livrarea comenzilor',
      html: `<p>Procesăm comenzile (verificare, pregătire și ambalare) în ${shippingText.processing}, în zilele lucrătoare, de la confirmare sau, pentru plata prin transfer bancar, de la primirea plății. Comenzile plasate într-o zi lucrătoare până la ora ${shippingFacts.sameDayCutoff} sunt predate curierului în aceeași zi.</p>
<p>Livrăm numai prin curier, la adresa indicată în comandă, iar curierul predă coletul destinatarului; nu livrăm în automate de colete (lockere) și nici la puncte de ridicare. Costurile, termenele de livrare și firmele de curierat cu care lucrăm sunt prezentate în <a href="/shipping-policy">Politica de livrare</a>, care face parte din acești termeni.</p>
<p>Riscul de pierdere sau de deteriorare a produselor trece asupra ta în momentul în care tu sau o persoană indicată de tine, alta decât curierul, intrați în posesia fizică a coletului.</p>`,
    },
    {
      id: 'dreptul-de-retragere',
      heading: 'Dreptul de retragere în 14 zile (OUG nr. 34/2014)',
      html: `<p>Potrivit OUG nr. 34/2014 privind drepturile consumatorilor în cadrul contractelor încheiate cu profesioniștii, ai dreptul să te retragi din contract în termen de <strong>14 zile calendaristice</strong>, fără să îți justifici decizia și fără alte costuri decât cele arătate mai jos. Termenul curge din ziua în care tu sau o persoană indicată de tine, alta decât curierul, intrați în posesia fizică a produselor. Dacă o comandă ajunge în mai multe colete, termenul curge de la primirea ultimului colet.</p>
<h3>Cum îți exerciți dreptul de retragere</h3>
<ol>
<li>Ne informezi, înainte de expirarea celor 14 zile, printr-o declarație neechivocă: un e-mail la <a href="mailto:{{trader.email}}">{{trader.email}}</a> sau o scrisoare la adresa {{trader.address}}. Poți folosi <a href="/refund-policy#formular-de-retragere">formularul de retragere</a> din anexa nr. 1 la OUG nr. 34/2014, pe care îl găsești completat cu datele noastre în Politica de retur; folosirea lui nu este obligatorie. Termenul este respectat dacă ne trimiți comunicarea înainte de expirarea lui.</li>
<li>Ne trimiți produsele înapoi fără întârzieri nejustificate și cel târziu în 14 zile de la data la care ne-ai comunicat decizia de retragere. Costurile directe ale returnării sunt suportate de tine.</li>
<li>Îți returnăm toate sumele primite pentru produsele returnate, inclusiv costul livrării inițiale dacă te retragi din întreaga comandă, fără întârzieri nejustificate și în cel mult 14 zile de la data la care am fost informați de decizia ta. Putem amâna rambursarea până primim produsele înapoi sau până ne trimiți dovada că le-ai expediat, dacă aceasta survine mai devreme.</li>
</ol>
<p>Rambursarea se face prin aceeași metodă de plată pe care ai folosit-o la comandă, cu excepția cazului în care ai convenit în mod expres altfel (de exemplu, pentru comenzile plătite ramburs, prin transfer în contul IBAN pe care ni-l indici). Nu plătești niciun comision pentru rambursare. Răspunzi doar pentru diminuarea valorii produselor care rezultă din manipularea lor altfel decât este necesar pentru a le stabili natura, caracteristicile și funcționarea.</p>
<h3>Excepție: produsele sigilate, desigilate după livrare</h3>
<p>Conform art. 16 lit. e) din OUG nr. 34/2014, dreptul legal de retragere nu se aplică produselor sigilate care nu pot fi returnate din motive de protecție a sănătății sau din motive de igienă și care au fost desigilate de consumator după livrare. Multe dintre produsele noastre, de exemplu uleiurile, jeleurile, țigaretele electronice și cremele, sunt livrate în ambalaje sigilate tocmai din aceste motive. Cât timp sigiliul este intact, dreptul de retragere se aplică integral.</p>
<p>Independent de această excepție legală, returul nostru în 30 de zile, cu banii înapoi, acceptă și produsele desigilate, în condițiile din <a href="/refund-policy">Politica de retur</a>.</p>`,
    },
    {
      id: 'garantii',
      heading: 'Returul în 30 de zile și garanția legală de conformitate',
      html: `<p>Pe lângă dreptul legal de retragere, îți oferim <strong>retur în 30 de zile, cu banii înapoi</strong>: 30 de zile calendaristice de la primirea comenzii (de la primirea ultimului colet, dacă a venit în mai multe). Condițiile, pașii de urmat și termenele de rambursare sunt descrise în <a href="/refund-policy">Politica de retur</a>. Returul în 30 de zile este o ofertă comercială care se adaugă drepturilor tale legale și nu le restrânge; nu este o garanție a calității produselor.</p>
<p>Ca vânzător, răspundem pentru lipsa de conformitate a produselor prin <strong>garanția legală de conformitate, de 2 ani de la livrare</strong>, în condițiile OUG nr. 140/2021 privind anumite aspecte referitoare la contractele de vânzare de bunuri. Garanția legală este separată de returul în 30 de zile și nu este afectată de acesta. Dacă un produs ajunge deteriorat, are un defect sau nu corespunde comenzii, ai dreptul, după caz, la aducerea lui în conformitate (de regulă, prin înlocuire), la reducerea prețului sau la rezoluțiunea contractului, cu returnarea banilor. Transportul pentru returul acestor produse este gratuit.</p>
<p>Te rugăm să ne semnalezi astfel de probleme în 24 de ore de la primirea coletului, cu fotografii ale produsului și ale ambalajului, ca să le putem rezolva rapid și să deschidem, dacă este cazul, reclamația la firma de curierat. O sesizare făcută mai târziu nu îți anulează drepturile legale.</p>`,
    },
    {
      id: 'folosirea-site-ului',
      heading: 'Folosirea site-ului și proprietatea intelectuală',
      html: `<p>Conținutul site-ului (texte, fotografii, elemente grafice, logo-ul și marca Verdana) ne aparține sau este folosit cu acordul titularilor de drepturi. Nu îl poți reproduce și nu îl poți folosi în scop comercial fără acordul nostru scris.</p>
<p>Prezentăm produsele cât mai exact, dar culorile și aspectul ambalajelor pot diferi ușor de fotografii, în funcție de ecran sau de lotul de fabricație. Chestionarul și asistentul virtual oferă recomandări generale, generate automat pe baza răspunsurilor tale, și nu constituie sfat medical.</p>
<p>Te rugăm să nu folosești site-ul în mod abuziv, de exemplu prin plasarea de comenzi false, prin încercări de acces neautorizat sau prin folosirea unor date care nu îți aparțin. Modul în care prelucrăm datele tale personale este descris în <a href="/privacy-policy">Politica de confidențialitate</a>.</p>`,
    },
    {
      id: 'raspundere-si-modificari',
      heading: 'Răspundere și modificarea termenilor',
      html: `<p>Răspundem pentru executarea corectă a comenzilor, în condițiile legii. Nu răspundem pentru întârzierile sau neexecutările cauzate de forță majoră ori de alte evenimente independente de voința noastră, cum ar fi inundațiile, cutremurele sau întreruperile generalizate ale serviciilor de curierat. În astfel de situații te informăm cât mai repede, iar dacă nu mai putem livra comanda, îți returnăm banii. Nicio prevedere din acești termeni nu limitează răspunderea noastră în cazurile în care legea nu permite limitarea ei față de consumatori.</p>
<p>Putem actualiza acești termeni, de exemplu la schimbarea legislației sau a serviciilor noastre. Data ultimei actualizări este afișată pe această pagină. Fiecărei comenzi i se aplică versiunea termenilor în vigoare la data plasării ei.</p>`,
    },
    {
      id: 'litigii-si-legea-aplicabila',
      heading: 'Reclamații, soluționarea litigiilor și legea aplicabilă',
      html: `<p>Dacă ceva nu a mers cum trebuie, scrie-ne mai întâi la <a href="mailto:{{trader.email}}">{{trader.email}}</a>. Îți răspundem în 24 de ore în zilele lucrătoare și căutăm împreună o soluție.</p>
<p>Dacă nu ajungem la o înțelegere, te poți adresa:</p>
<ul>
<li><strong>Autorității Naționale pentru Protecția Consumatorilor (ANPC)</strong>: <a href="https://anpc.ro/">anpc.ro</a>;</li>
<li>unei entități de <strong>soluționare alternativă a litigiilor (SAL)</strong>; procedura este prezentată de ANPC la <a href="https://anpc.ro/ce-este-sal/">anpc.ro/ce-este-sal</a>;</li>
<li>instanțelor judecătorești competente din România.</li>
</ul>
<p>Platforma europeană de soluționare online a litigiilor (SOL), disponibilă anterior la ec.europa.eu/consumers/odr, a fost închisă de Comisia Europeană în temeiul Regulamentului (UE) 2024/3228: nu mai primește reclamații noi din 20 martie 2025 și nu mai funcționează din 20 iulie 2025. Pentru litigiile cu noi rămân deschise căile de mai sus.</p>
<p>Acești termeni și contractele încheiate prin intermediul site-ului sunt guvernate de legea română.</p>`,
    },
  ],
};
