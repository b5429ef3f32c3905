// Politica de confidențialitate (/privacy-policy). Figures: SPEC §9 data retention (invoices 10 years,
// analytics cookies 13 months, support data 3 years); data-subject requests are answered within one month (GDPR
// art. 12(3)). What the code keeps, and
// for how long, is read from the code: worker/leads/store.ts (CODE_ONLY_RETENTION_DAYS, UNCONFIRMED_RETENTION_DAYS, SPIN_RETENTION_DAYS,
// IP_HASH_RETENTION_DAYS, purged by purgeExpired), worker/leads/unsubscribe.ts (CONFIRM_TTL_DAYS), worker/functions/assistant.ts (chat and quiz: answered, never
// stored or logged) and client/islands/chat-conversation.ts (the conversation, in sessionStorage);
// tests/content/privacy-retention.test.ts keeps the two in step. The controller's identity comes from
// configuration through the {{trader.*}} tokens; {{#assistant.model}} names the model's provider only when one
// is configured.

import { policyUpdated } from '../facts';
import { WHEEL_NAME } from '../wheel';
import type { PolicyPage } from './types';

const wheel = WHEEL_NAME;

export const privacyPolicy: PolicyPage = {
  slug: 'privacy',
  title: 'Politica de confidențialitate',
  description:
    'Cum prelucrează Verdana datele tale personale conform GDPR: ce date colectăm, de ce, cât timp le păstrăm, cookie-uri, newsletter și drepturile tale.',
  updated: policyUpdated.privacy,
  intro:
    'Respectăm datele tale personale și le prelucrăm cu grijă, în conformitate cu Regulamentul (UE) 2016/679 privind protecția datelor (GDPR) și cu legislația română aplicabilă. Această politică explică ce date colectăm atunci când folosești site-ul Verdana sau cumperi de la noi, în ce scopuri le folosim, cui le transmitem, cât timp le păstrăm și ce drepturi ai.',
  sections: [
    {
      id: 'operatorul',
      heading: 'Cine prelucrează datele tale',
      html: `<p>Operatorul datelor este <strong>{{trader.name}}</strong>, CUI/cod de TVA {{trader.cui}}, cu sediul în {{trader.address}}. Toate datele de identificare ale societății sunt în <a href="/contact-info">pagina de contact</a>.</p>
<p>Pentru orice întrebare sau solicitare legată de datele tale personale, ne poți scrie la <a href="mailto:{{trader.email}}">{{trader.email}}</a>, cu mențiunea „Date personale” în subiectul mesajului.</p>`,
    },
    {
      id: 'date-si-scopuri',
      heading: 'Ce date prelucrăm, în ce scop și pe ce temei',
      html: `<table>
<caption>Scopurile și temeiurile prelucrării (art. 6 alin. (1) din GDPR)</caption>
<thead><tr><th>Scopul</th><th>Datele folosite</th><th>Temeiul legal</th></tr></thead>
<tbody>
<tr><td>Preluarea, procesarea și livrarea comenzilor</td><td>nume, adresă de livrare, telefon, e-mail, produsele comandate</td><td>executarea contractului (lit. b)</td></tr>
<tr><td>Plata și facturarea</td><td>date de facturare, metoda de plată și confirmarea plății (nu și datele cardului)</td><td>executarea contractului (lit. b) și obligațiile legale financiar-contabile (lit. c)</td></tr>
<tr><td>Retururi, rambursări, reclamații și suport pe e-mail sau la telefon</td><td>date de contact, conținutul mesajelor, contul IBAN pentru rambursarea comenzilor plătite ramburs</td><td>executarea contractului (lit. b), obligații legale (lit. c) și interesul nostru legitim de a răspunde solicitărilor (lit. f)</td></tr>
<tr><td>Chestionarul de produse și asistentul virtual</td><td>răspunsurile și mesajele pe care le introduci, numai cât formulăm răspunsul (nu le păstrăm și nu îți cerem date despre sănătate; vezi mai jos)</td><td>furnizarea serviciului pe care îl soliciți (lit. b)</td></tr>
<tr><td>Newsletter: noutăți, ghiduri și oferte pe e-mail</td><td>adresa de e-mail</td><td>consimțământul tău (lit. a), dat prin formularul de newsletter sau prin căsuța separată, nebifată, din fereastra cu oferta și de la ${wheel}, și confirmat de tine cu linkul din e-mailul de confirmare</td></tr>
<tr><td>Dovada consimțământului: când și de unde ai cerut abonarea sau codul și când și de unde ai confirmat adresa</td><td>data și ora cererii și a confirmării, adresa IP de la care le-ai trimis, versiunea textului pe care l-ai văzut</td><td>obligația legală de a putea dovedi consimțământul (lit. c, împreună cu art. 7 alin. (1) din GDPR)</td></tr>
<tr><td>Trimiterea codului de reducere pe care îl ceri (fereastra cu oferta, ${wheel}), după ce îți confirmi adresa</td><td>adresa de e-mail, codul trimis, data cererii și a confirmării</td><td>cererea ta: prelucrarea este necesară ca să îți trimitem codul cerut (lit. b)</td></tr>
<tr><td>Regulile ofertelor: o singură învârtire a ruletei pentru fiecare vizitator, câteva învârtiri pe zi de pe aceeași conexiune, un singur cod pe adresă</td><td>identificatorul aleator din cookie-ul <strong>verdana_wheel</strong>, o amprentă criptografică (hash) a adresei IP, păstrată 2 zile, adresa de e-mail căreia i-am trimis codul</td><td>interesul nostru legitim de a aplica regulile ofertelor și de a preveni abuzurile (lit. f)</td></tr>
<tr><td>Statistici de utilizare și campanii de marketing</td><td>date despre navigare, colectate prin cookie-uri de analiză și de marketing</td><td>consimțământul tău (lit. a)</td></tr>
<tr><td>Securitatea site-ului și prevenirea fraudelor</td><td>adresa IP, date tehnice despre dispozitiv și jurnale de acces</td><td>interesul nostru legitim de a proteja site-ul și clienții (lit. f)</td></tr>
</tbody>
</table>
<p>Recomandările din chestionar sunt generate automat, însă nu produc efecte juridice asupra ta și nici nu te afectează în mod semnificativ.</p>`,
    },
    {
      id: 'asistent-si-quiz',
      heading: 'Asistentul virtual, chestionarul și informațiile despre sănătate',
      html: `<p><strong>Nu avem nevoie de informații despre sănătatea ta</strong> ca să îți răspundem la întrebări sau ca să îți vindem produse, așa că nu ți le cerem. Datele privind sănătatea (de exemplu o afecțiune, un tratament sau o sarcină) sunt o categorie specială de date, protejată de art. 9 din GDPR. <strong>Te rugăm să nu ne scrii detalii despre sănătatea ta</strong>, nici în chat, nici în chestionar, nici pe e-mail.</p>
<p><strong>Trimiterea unui mesaj nu înseamnă că îți dai consimțământul pentru prelucrarea datelor despre sănătatea ta.</strong> Un mesaj nu este consimțământul explicit cerut de art. 9 alin. (2) lit. a) din GDPR și nu îl tratăm ca atare.</p>
<ul>
<li><strong>Nu păstrăm ce scrii în chat și ce alegi în chestionar.</strong> Mesajul tău și răspunsurile din chestionar ajung la serverul nostru numai ca să formulăm răspunsul: nu le salvăm în nicio bază de date, nu le scriem în jurnale și nu le mai avem după ce ți-am trimis răspunsul. Dacă scrii totuși acolo detalii despre sănătatea ta, ele sunt folosite numai ca să se formuleze acel răspuns (de exemplu, ca să te îndrumăm către medic) și nu sunt păstrate.</li>
<li><strong>Conversația rămâne doar în browserul tău</strong>, în memoria sesiunii (sessionStorage), ca să o vezi dacă treci pe altă pagină, și se șterge când închizi fila. La fiecare întrebare nouă, browserul ne trimite din nou conversația, ca asistentul să înțeleagă la ce te referi; nici atunci nu o păstrăm.</li>
<li>{{#assistant.offline}}<strong>Răspunsurile le formulează serverul nostru</strong>, din textele de pe site; mesajele tale nu sunt trimise niciunui alt furnizor.{{/assistant.offline}}{{#assistant.model}}<strong>Pentru formularea răspunsurilor folosim un serviciu de inteligență artificială</strong>, care primește întrebarea ta și textele de pe site din care răspundem, numai ca să formuleze răspunsul, în calitate de persoană împuternicită. Și din acest motiv te rugăm să nu scrii în chat detalii despre sănătatea ta: ar ajunge și la acest furnizor.{{/assistant.model}}</li>
<li><strong>Pe e-mail este altfel:</strong> un mesaj trimis echipei de suport îl păstrăm împreună cu datele de suport, 3 ani de la închiderea solicitării. Dacă ne scrii totuși acolo detalii despre sănătatea ta, le folosim numai ca să îți răspundem la acel mesaj și, dacă ai făcut o reclamație, ca să ne putem apăra un drept în justiție (art. 9 alin. (2) lit. f) din GDPR). Ne poți cere oricând să le ștergem.</li>
</ul>`,
    },
    {
      id: 'newsletter',
      heading: 'Newsletter și coduri de reducere',
      html: `<p><strong>Orice cerere se confirmă din e-mail.</strong> Când îți lași adresa într-un formular (newsletter, fereastra cu oferta sau ${wheel}), îți trimitem întâi un e-mail de confirmare, cu un link valabil 3 zile. Abonarea începe și codul ți-l trimitem numai după ce apeși pe link: așa nimeni nu te poate abona sau nu poate cere coduri în numele tău. Dacă nu confirmi, nu îți mai scriem, iar adresa o ștergem după 30 de zile.</p>
<p><strong>Newsletterul îl primești numai dacă alegi tu asta:</strong> când te abonezi prin formularul de newsletter sau când bifezi căsuța separată, nebifată de la început, din fereastra cu oferta ori de la ${wheel}, și confirmi apoi adresa. Numai atunci îți prelucrăm adresa de e-mail <strong>pe baza consimțământului tău</strong> (art. 6 alin. (1) lit. a) din GDPR), ca să îți trimitem noutăți, ghiduri și oferte Verdana.</p>
<p><strong>Un cod cerut nu înseamnă abonare.</strong> Dacă doar ceri un cod de reducere, prin fereastra cu oferta sau de la ${wheel}, fără să bifezi căsuța pentru newsletter, după confirmare îți trimitem un singur e-mail, cu codul cerut. Temeiul este chiar cererea ta (art. 6 alin. (1) lit. b) din GDPR), iar adresa nu o folosim pentru marketing. O păstrăm 12 luni de la trimiterea codului, ca să putem aplica regulile ofertei (de exemplu, un singur cod pe adresă), apoi o ștergem automat. Regulile fiecărei oferte sunt în <a href="/regulament-oferte">Regulamentul ofertelor</a>.</p>
<ul>
<li>Fiecare e-mail din newsletter și din campaniile noastre conține un <strong>link de dezabonare</strong>; te poți dezabona oricând, cu un singur clic, sau ne poți scrie la <a href="mailto:{{trader.email}}">{{trader.email}}</a>.</li>
<li>Retragerea consimțământului nu afectează legalitatea prelucrării făcute înainte de retragere.</li>
<li>După dezabonare nu îți mai trimitem mesaje de marketing. Păstrăm doar evidența dezabonării, ca să îți respectăm alegerea.</li>
</ul>`,
    },
    {
      id: 'cookie-uri',
      heading: 'Cookie-uri și tehnologii similare',
      html: `<p>Cookie-urile sunt fișiere mici pe care site-ul le salvează în browserul tău. Le folosim în conformitate cu Legea nr. 506/2004 și cu GDPR, astfel:</p>
<ul>
<li><strong>Cookie-urile strict necesare sunt mereu active</strong>, pentru că fără ele site-ul nu poate funcționa corect; pe acest site, singurul este cookie-ul <strong>verdana_wheel</strong>, folosit pentru regulile Ruletei norocului.</li>
<li><strong>Cookie-urile de analiză și de marketing sunt folosite numai după ce îți dai acordul</strong>, pe care îl alegi separat pentru fiecare categorie în bannerul de cookie-uri. În prezent site-ul nu folosește niciun instrument de analiză sau de marketing, așa că nu setează astfel de cookie-uri nici după acord; dacă vom adăuga unul, îl vom trece în tabelul de mai jos.</li>
<li><strong>Înainte de acordul tău nu setăm niciun cookie care nu este strict necesar.</strong></li>
<li>Îți poți schimba oricând alegerea: redeschizi bannerul din linkul „Setări cookie-uri” din subsolul paginii. Retragerea acordului este la fel de simplă ca exprimarea lui.</li>
</ul>
<table>
<caption>Categoriile de cookie-uri folosite pe site</caption>
<thead><tr><th>Categoria</th><th>La ce folosește</th><th>Cât timp se păstrează</th></tr></thead>
<tbody>
<tr><td>Strict necesar (mereu activ): cookie-ul <strong>verdana_wheel</strong></td><td>regula unei singure învârtiri a Ruletei norocului pentru fiecare vizitator; conține doar un identificator aleator. Se setează numai când învârți ruleta, este de tip HttpOnly (scripturile din pagină nu îl pot citi) și browserul îl trimite doar către adresele /functions/v1 ale site-ului</td><td>180 de zile</td></tr>
<tr><td>Analiză (doar cu acordul tău)</td><td>statistici despre paginile vizitate și despre felul în care este folosit site-ul, ca să îl îmbunătățim</td><td>cel mult 13 luni</td></tr>
<tr><td>Marketing (doar cu acordul tău)</td><td>măsurarea campaniilor și afișarea de reclame relevante pe alte site-uri</td><td>cel mult 13 luni</td></tr>
</tbody>
</table>
<p>Pagina de plată este găzduită de furnizorul platformei de comerț electronic, care o administrează potrivit propriei politici de cookie-uri.</p>
<h3>Memoria browserului (localStorage și sessionStorage)</h3>
<p>Coșul, codurile de reducere, favoritele și alegerea ta privind cookie-urile nu sunt păstrate în cookie-uri, ci în memoria browserului tău, alături de alte câteva informații. Ele rămân pe dispozitivul tău (conversația cu asistentul ne-o trimiți doar când pui o întrebare, iar coșul, când treci la plată) și le poți șterge oricând din setările browserului:</p>
<table>
<caption>Ce păstrează site-ul în memoria browserului</caption>
<thead><tr><th>Ce păstrăm</th><th>Unde</th><th>Cât timp</th></tr></thead>
<tbody>
<tr><td>produsele din coș</td><td>memoria locală (localStorage)</td><td>până golești coșul sau ștergi datele site-ului</td></tr>
<tr><td>codul de reducere aplicat în coș și codurile primite pe acest dispozitiv (de la newsletter, din fereastra cu oferta sau de la ${wheel}), ca să ți le oferim în coș cu o singură atingere</td><td>memoria locală (localStorage)</td><td>până ștergi datele site-ului; codul aplicat, până îl scoți din coș (HALLOWEEN15 nu îți mai este oferit după încheierea promoției)</td></tr>
<tr><td>lista de favorite</td><td>memoria locală (localStorage)</td><td>până o modifici sau ștergi datele site-ului</td></tr>
<tr><td>alegerea ta privind cookie-urile</td><td>memoria locală (localStorage)</td><td>până o modifici sau ștergi datele site-ului</td></tr>
<tr><td>confirmarea că ai cel puțin 18 ani (data la care ai confirmat), ca să nu te întrebăm la fiecare vizită</td><td>memoria locală (localStorage)</td><td>până ștergi datele site-ului</td></tr>
<tr><td>răspunsul „Nu, am sub 18 ani”, ca magazinul să nu îți mai ofere intrarea pe celelalte pagini</td><td>memoria sesiunii (sessionStorage)</td><td>până închizi fila</td></tr>
<tr><td>faptul că ai învârtit deja ruleta, ca să nu ți-o mai arătăm</td><td>memoria locală (localStorage)</td><td>până ștergi datele site-ului</td></tr>
<tr><td>conversația cu asistentul virtual</td><td>memoria sesiunii (sessionStorage)</td><td>până închizi fila</td></tr>
<tr><td>faptul că fereastra cu oferta sau ${wheel} ți-au fost deja arătate, ca să nu apară din nou</td><td>memoria sesiunii (sessionStorage)</td><td>până închizi fila</td></tr>
<tr><td>faptul că tocmai te-ai abonat, ca să nu îți mai arătăm ${wheel}</td><td>memoria sesiunii (sessionStorage)</td><td>până închizi fila</td></tr>
<tr><td>bifa „Am cel puțin 18 ani” de lângă butonul de comandă</td><td>memoria sesiunii (sessionStorage)</td><td>până închizi fila</td></tr>
<tr><td>bifa „Fumez sau folosesc deja țigarete electronice” de lângă butonul de comandă, când coșul are vape-uri</td><td>memoria sesiunii (sessionStorage)</td><td>până închizi fila</td></tr>
</tbody>
</table>`,
    },
    {
      id: 'destinatari',
      heading: 'Cui transmitem datele',
      html: `<p>Nu vindem datele tale. Le transmitem numai în măsura necesară, către furnizori care le prelucrează în numele nostru, pe bază de contract și cu obligația de a le proteja:</p>
<ul>
<li>furnizorul de găzduire și de CDN, care asigură funcționarea și livrarea rapidă a site-ului;</li>
<li>furnizorul platformei de comerț electronic și al paginii de finalizare a comenzii;</li>
<li>procesatorul de plăți, pentru plățile cu cardul;</li>
<li>firmele de curierat <strong>Fan Courier</strong>, <strong>Sameday</strong> și <strong>Cargus</strong>, cărora le transmitem numele, adresa, telefonul și, după caz, suma de încasat ramburs; la comenzile cu țigarete electronice cu CBD, curierul verifică la livrare, după actul de identitate, că destinatarul a împlinit 18 ani;</li>
<li>furnizorul serviciului de e-mail, pentru confirmările de comandă și pentru newsletter;</li>
<li>furnizorii de servicii de analiză și de publicitate, numai dacă ți-ai dat acordul pentru cookie-urile respective;</li>
<li>consultanții noștri contabili și juridici, care au obligația de confidențialitate.</li>
</ul>
<p>Putem transmite date autorităților publice doar atunci când legea ne obligă.</p>
<p>Preferăm furnizorii care stochează datele în Spațiul Economic European. Dacă un furnizor transferă date în afara acestuia, transferul are loc numai cu garanțiile prevăzute de GDPR, precum o decizie de adecvare a Comisiei Europene sau clauzele contractuale standard.</p>`,
    },
    {
      id: 'cat-timp-pastram',
      heading: 'Cât timp păstrăm datele',
      html: `<table>
<caption>Durata de păstrare a datelor</caption>
<thead><tr><th>Datele</th><th>Cât timp le păstrăm</th></tr></thead>
<tbody>
<tr><td>Facturile și documentele financiar-contabile</td><td>10 ani, conform obligațiilor legale financiar-contabile</td></tr>
<tr><td>Datele din cookie-urile de analiză</td><td>cel mult 13 luni</td></tr>
<tr><td>Datele de suport: mesaje, cereri de retur și reclamații</td><td>3 ani de la închiderea solicitării</td></tr>
<tr><td>Adresa de e-mail pentru newsletter</td><td>până la dezabonare sau la retragerea consimțământului</td></tr>
<tr><td>Adresa de e-mail neconfirmată (linkul din e-mailul de confirmare nu a fost apăsat)</td><td>30 de zile de la cerere, apoi o ștergem automat, împreună cu e-mailul de confirmare</td></tr>
<tr><td>Data, ora și adresa IP ale cererii și ale confirmării (dovada consimțământului)</td><td>cât păstrăm adresa de e-mail la care se referă</td></tr>
<tr><td>Adresa de e-mail căreia i-am trimis doar un cod, fără abonare</td><td>12 luni de la trimiterea codului, apoi o ștergem automat; nu o folosim pentru marketing</td></tr>
<tr><td>Mesajele din chat și răspunsurile din chestionar (inclusiv informațiile despre sănătate scrise acolo)</td><td>nu le păstrăm pe server: le folosim doar cât formulăm răspunsul; în browserul tău, conversația rămâne până închizi fila</td></tr>
<tr><td>Învârtirea ruletei: identificatorul aleator, premiul și adresa căreia l-am trimis</td><td>180 de zile de la învârtire, cât este valabil și cookie-ul verdana_wheel, apoi o ștergem automat</td></tr>
<tr><td>Amprenta (hash) adresei IP, folosită pentru limita zilnică de învârtiri ale ruletei</td><td>2 zile de la învârtire, apoi o ștergem automat</td></tr>
<tr><td>Cookie-ul verdana_wheel</td><td>180 de zile</td></tr>
</tbody>
</table>
<p>La expirarea acestor termene, datele sunt șterse sau anonimizate ireversibil.</p>`,
    },
    {
      id: 'drepturile-tale',
      heading: 'Drepturile tale',
      html: `<p>În calitate de persoană vizată, ai următoarele drepturi:</p>
<ul>
<li><strong>dreptul de acces</strong>: afli dacă îți prelucrăm datele și primești o copie a lor;</li>
<li><strong>dreptul la rectificare</strong>: ne ceri să corectăm datele inexacte sau să le completăm;</li>
<li><strong>dreptul la ștergere</strong>: ne ceri să îți ștergem datele, cu excepția celor pe care legea ne obligă să le păstrăm, cum sunt facturile;</li>
<li><strong>dreptul la restricționarea prelucrării</strong>: ne ceri să limităm temporar folosirea datelor, de exemplu cât timp verificăm exactitatea lor;</li>
<li><strong>dreptul la portabilitate</strong>: primești datele pe care ni le-ai furnizat într-un format structurat, folosit în mod curent, sau ne ceri să le transmitem altui operator;</li>
<li><strong>dreptul la opoziție</strong>: te opui prelucrării bazate pe interesul nostru legitim și, oricând, prelucrării în scop de marketing direct;</li>
<li><strong>dreptul de a-ți retrage consimțământul</strong>, oricând, pentru prelucrările bazate pe acesta;</li>
<li><strong>dreptul de a depune o plângere</strong> la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), <a href="https://www.dataprotection.ro/">dataprotection.ro</a>.</li>
</ul>
<h3>Cum ne trimiți o cerere de acces sau de ștergere</h3>
<p>Îți poți exercita drepturile gratuit, scriindu-ne la <a href="mailto:{{trader.email}}">{{trader.email}}</a>, de preferat de pe adresa de e-mail la care se referă cererea. Îți răspundem fără întârzieri nejustificate și <strong>în cel mult o lună de la primirea cererii</strong> (art. 12 alin. (3) din GDPR). Dacă cererea este complexă sau primim multe cereri, termenul se poate prelungi cu cel mult două luni; în acest caz te anunțăm, cu motivele, în prima lună. Pentru a-ți proteja datele, putem să îți cerem informații suplimentare prin care să îți confirmăm identitatea.</p>
<p>La o cerere de acces îți trimitem o copie a tot ce avem legat de adresa ta de e-mail:</p>
<ul>
<li>înscrierile la newsletter și cererile de coduri (formularul de newsletter, fereastra cu oferta, ${wheel}), împreună cu dovezile consimțământului: data și ora cererii și a confirmării, adresa IP și versiunea textului pe care l-ai văzut;</li>
<li>codurile de reducere pe care ți le-am trimis;</li>
<li>e-mailurile pe care ți le-am trimis sau care așteaptă să fie trimise (confirmări, coduri, newsletter);</li>
<li>învârtirea ruletei legată de adresa ta: premiul și codul trimis;</li>
<li>comenzile legate de adresa ta de e-mail.</li>
</ul>
<p>La o cerere de ștergere ștergem tot ce este în lista de mai sus, în afară de comenzi și de facturi: pe acestea legea ne obligă să le păstrăm 10 ani.</p>`,
    },
    {
      id: 'securitate',
      heading: 'Securitatea datelor',
      html: `<p>Site-ul folosește conexiuni criptate (HTTPS), iar plata cu cardul se face într-o pagină securizată, printr-o conexiune criptată. Datele cardului sunt prelucrate direct de procesatorul de plăți; noi nu le vedem și nu le stocăm.</p>
<p>Accesul la datele tale este limitat la persoanele care au nevoie de ele pentru a-ți onora comanda sau pentru a-ți răspunde. Dacă ar avea loc o încălcare a securității datelor care îți poate afecta drepturile, vom notifica ANSPDCP și, atunci când legea o cere, te vom informa și pe tine.</p>`,
    },
    {
      id: 'minori-si-modificari',
      heading: 'Minori și modificările acestei politici',
      html: `<p>Produsele și serviciile Verdana sunt destinate exclusiv persoanelor care au împlinit 18 ani. Nu colectăm în mod intenționat date despre minori; dacă aflăm că am primit astfel de date, le ștergem.</p>
<p>Putem actualiza această politică atunci când se schimbă serviciile noastre sau legislația. Data ultimei actualizări este afișată pe această pagină, iar despre schimbările importante te informăm și pe e-mail, dacă avem adresa ta. Informații despre cumpărare, livrare și retur găsești în <a href="/terms-of-service">Termeni și condiții</a>.</p>`,
    },
  ],
};
