// Regulamentul ofertelor (/regulament-oferte). Figures: SPEC §9 lead capture (NEWSLETTER10 10%, HALLOWEEN15 15%
// for the first 100, spin codes) and content/wheel.ts (8 equal segments), read from there. What the text says a
// code can do is what the code enforces: worker/storefront/embedded-content.ts gives the embedded store the offers'
// rules (HALLOWEEN15 only while the promotion runs, SPINFREE one hand cream), which its discounts.ts applies
// (one code per order), worker/functions/leads.ts (one spin per visitor cookie, the configured spins per IP and day,
// the first 100 HALLOWEEN15 addresses) and worker/leads/store.ts (a code-only address and its unused code are
// deleted after 12 months). The organiser's identity, the promotion's dates and phase and the daily spin limit
// come from configuration through the {{trader.*}}, {{promo.*}}, {{#promo.<phase>}} and {{wheel.*}} tokens the
// route fills.

import { policyUpdated, shippingText } from '../facts';
import { offers, WHEEL_NAME, wheelOdds, wheelSegments } from '../wheel';
import type { PolicyPage } from './types';

const wheel = WHEEL_NAME;
const newsletter = offers.newsletter;
const exit = offers.exitPopup;
/** SPIN5, SPIN10, SPIN15, SPIN20, then SPINFREE. */
const spinCodes = [...new Set(wheelSegments.map((s) => s.emailCode))].sort(
  (a, b) =>
    Number(a === 'SPINFREE') - Number(b === 'SPINFREE') ||
    Number.parseInt(a.slice(4), 10) - Number.parseInt(b.slice(4), 10),
);

/** Each prize of the wheel, with how many of the equal segments carry it. */
const prizes = spinCodes.map((code) => wheelOdds.find((p) => p.code === code)!);
/** The wheel's percent codes with their percent (SPIN5, 5% …), as the e-mails name them. */
const percentCodes = spinCodes.flatMap((code) => {
  const discount = wheelSegments.find((s) => s.emailCode === code)!.discount;
  return /^\d+%$/.test(discount) ? [{ code, discount }] : [];
});
const prizeText = (code: string, label: string) =>
  code === 'SPINFREE' ? 'o cremă de mâini cu CBD, gratuită, în comanda în care folosești codul' : label;

export const offerRulesPolicy: PolicyPage = {
  slug: 'offers',
  title: 'Regulamentul ofertelor',
  description: `Regulile codurilor de reducere Verdana: ${newsletter.code}, ${wheel} și ${exit.code}, cu perioadele, valabilitatea codurilor, șansele reale și limitele.`,
  updated: policyUpdated.offers,
  intro: `Pe această pagină găsești regulile tuturor codurilor de reducere pe care le oferim pe site: codul de bun venit ${newsletter.code}, din newsletter, premiile de la ${wheel} și codul ${exit.code}, din fereastra cu oferta de Halloween. Pentru fiecare găsești cine organizează oferta, în ce perioadă se desfășoară, cât timp este valabil codul și ce limite are.`,
  sections: [
    {
      id: 'organizator',
      heading: 'Cine organizează ofertele',
      html: `<p>Ofertele sunt organizate de <strong>{{trader.name}}</strong>, cu sediul în {{trader.address}}, CUI/cod de TVA {{trader.cui}}, înregistrată la Registrul Comerțului sub nr. {{trader.tradeRegister}} (denumită în continuare „Verdana” sau „noi”).</p>
<p>Ofertele se adresează persoanelor care au împlinit 18 ani și se aplică numai comenzilor plasate pe acest site. Regulamentul este disponibil gratuit, oricând, pe această pagină. Pentru orice întrebare despre o ofertă, scrie-ne la <a href="mailto:{{trader.email}}">{{trader.email}}</a>.</p>`,
    },
    {
      id: 'perioade-si-valabilitate',
      heading: 'Perioada fiecărei oferte și cât este valabil codul',
      html: `<ul>
<li><strong>${newsletter.code}</strong> (newsletter): oferta nu are o dată de încheiere. Codul nu expiră și se folosește o singură dată.</li>
<li><strong>${wheel}</strong> (${spinCodes.join(', ')}): oferta nu are o dată de încheiere. Codul este valabil până îl folosești, o singură dată; dacă nu te-ai abonat la newsletter, 12 luni de la trimitere.</li>
<li><strong>${exit.code}</strong> (fereastra cu oferta de Halloween): {{#promo.running}}oferta se desfășoară de la {{promo.start}} până la {{promo.end}}. Codul ${exit.code} este valabil până la {{promo.end}}, o singură dată.{{/promo.running}}{{#promo.ended}}oferta s-a desfășurat de la {{promo.start}} până la {{promo.end}} și s-a încheiat. Codul ${exit.code} a fost valabil până la {{promo.end}}; acum nu mai poate fi folosit.{{/promo.ended}}{{#promo.upcoming}}oferta va începe la {{promo.start}} și se va încheia la {{promo.end}}; codul ${exit.code} va fi valabil numai în această perioadă, o singură dată.{{/promo.upcoming}}</li>
</ul>
<p>Dacă hotărâm să încheiem oferta ${newsletter.code} sau ${wheel}, anunțăm pe această pagină data de încheiere înainte ca ea să vină. Codurile trimise până atunci rămân valabile așa cum scrie în tabel.</p>`,
    },
    {
      id: 'newsletter10',
      heading: `${newsletter.code}: ${newsletter.discount} la comandă, ca bun venit`,
      html: `<ul>
<li><strong>Ce primești:</strong> un cod personal care începe cu ${newsletter.code}, cu ${newsletter.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare.</li>
<li><strong>Cine îl primește:</strong> cine se abonează la newsletter prin formularul de newsletter de pe site și își confirmă adresa cu linkul din e-mailul de confirmare. Codul îl vezi pe ecran imediat după confirmare și îți vine și pe e-mail, în mesajul de bun venit.</li>
<li><strong>Când îl folosești:</strong> la o comandă plasată pe site, oricare ar fi ea, o singură dată: îți dă ${newsletter.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare. Codul nu expiră și rămâne valabil și dacă te dezabonezi de la newsletter.</li>
</ul>`,
    },
    {
      id: 'ruleta-norocului',
      heading: `${wheel}: premiile și șansele reale`,
      html: `<p>${wheel} are <strong>${wheelSegments.length} segmente egale</strong>, iar segmentul pe care se oprește este ales la întâmplare, fiecare cu aceeași șansă (1 din ${wheelSegments.length}). Unele premii apar pe mai multe segmente, așa că șansele reale sunt următoarele:</p>
<table>
<caption>Premiile de la ${wheel} și șansa fiecărui premiu</caption>
<thead><tr><th>Premiul</th><th>Codul</th><th>Segmente din ${wheelSegments.length}</th><th>Șansa</th></tr></thead>
<tbody>
${prizes.map((p) => `<tr><td>${prizeText(p.code, p.label)}</td><td>${p.code}</td><td>${p.count}</td><td>${p.chance}</td></tr>`).join('\n')}
</tbody>
</table>
<ul>
<li><strong>Perioada:</strong> ${wheel} nu are o dată de încheiere stabilită; dacă o încheiem, anunțăm data pe această pagină înainte ca ea să vină.</li>
<li><strong>Fără obligație de cumpărare:</strong> ca să învârți ruleta nu trebuie să cumperi nimic și nici să te abonezi la newsletter.</li>
<li><strong>O singură învârtire pentru fiecare vizitator.</strong> Ca să aplicăm regula, browserul tău păstrează cookie-ul <strong>verdana_wheel</strong>, care conține doar un identificator aleator și se păstrează 180 de zile (detalii în <a href="/privacy-policy">Politica de confidențialitate</a>). În plus, de pe aceeași conexiune la internet se pot face cel mult {{wheel.spinsPerDay}} pe zi, ca să împiedicăm abuzurile.</li>
<li><strong>Premiul merge la o singură adresă de e-mail:</strong> după ce ruleta se oprește, lași adresa de e-mail și o confirmi cu linkul din e-mailul pe care ți-l trimitem; codul primit îl vezi apoi pe ecran și îți vine și pe e-mail. Același premiu nu se poate trimite la mai multe adrese.</li>
<li><strong>Ce îți dă codul:</strong> ${percentCodes.map((p) => `${p.code} dă ${p.discount}`).join(', ')} la produsele dintr-o comandă, fără vape-uri și fără livrare; SPINFREE face gratuită crema de mâini cu CBD, iar livrarea rămâne cea din <a href="/shipping-policy">Politica de livrare</a>.</li>
<li><strong>Cât este valabil codul:</strong> până îl folosești, o singură dată. Dacă nu te-ai abonat la newsletter, adresa ta și codul nefolosit se șterg automat după 12 luni de la trimitere; de atunci codul nu mai poate fi folosit.</li>
<li><strong>Câte premii SPINFREE există:</strong> numărul lor nu este limitat. Oricine nimerește segmentul „Cremă gratuită” primește codul, iar șansa rămâne 1 din ${wheelSegments.length} la fiecare învârtire, oricâte premii s-au acordat înainte.</li>
<li><strong>Cum folosești codul SPINFREE:</strong> adaugi în coș crema de mâini cu CBD, iar codul o face gratuită; dacă ai mai multe în coș, gratuită este una singură. Premiul depinde de stocul cremei: dacă nu este disponibilă, codul îl poți folosi după ce revine în stoc, cât timp este valabil. Ruleta nu dă ca premiu vape-uri: acestea sunt produse din categoria țigaretelor electronice (Legea nr. 64/2024).</li>
</ul>`,
    },
    {
      id: 'halloween15',
      heading: `${exit.code}: ${exit.discount} din fereastra cu oferta de Halloween`,
      html: `<p>{{#promo.running}}Oferta se desfășoară de la {{promo.start}} până la {{promo.end}}.{{/promo.running}}{{#promo.ended}}<strong>Oferta s-a încheiat</strong> la {{promo.end}}. Codul nu mai poate fi cerut, iar codurile trimise nu mai pot fi folosite. Regulile de mai jos sunt cele care s-au aplicat cât a durat oferta, de la {{promo.start}} până la {{promo.end}}.{{/promo.ended}}{{#promo.upcoming}}Oferta va începe la {{promo.start}} și se va încheia la {{promo.end}}; până atunci codul nu poate fi cerut.{{/promo.upcoming}}</p>
<ul>
<li><strong>Ce {{#promo.ended}}ai primit{{/promo.ended}}{{#promo.running}}primești{{/promo.running}}{{#promo.upcoming}}vei primi{{/promo.upcoming}}:</strong> un cod personal care începe cu ${exit.code}, cu ${exit.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare.</li>
<li><strong>Cum {{#promo.ended}}l-ai cerut{{/promo.ended}}{{#promo.running}}îl ceri{{/promo.running}}{{#promo.upcoming}}îl vei cere{{/promo.upcoming}}:</strong> {{#promo.ended}}ai lăsat adresa de e-mail în fereastra cu oferta de pe site, iar codul ți l-am trimis pe e-mail.{{/promo.ended}}{{#promo.running}}lași adresa de e-mail în fereastra cu oferta care apare pe site și o confirmi cu linkul din e-mailul pe care ți-l trimitem; codul îl vezi apoi pe ecran și îți vine și pe e-mail.{{/promo.running}}{{#promo.upcoming}}vei lăsa adresa de e-mail în fereastra cu oferta de pe site și o vei confirma cu linkul din e-mailul pe care ți-l vom trimite; codul îl vei primi după confirmare.{{/promo.upcoming}}</li>
<li><strong>Doar primele ${exit.limit} de adrese:</strong> {{#promo.ended}}codul s-a trimis numai primelor ${exit.limit} de adrese de e-mail confirmate.{{/promo.ended}}{{#promo.running}}codul se trimite numai primelor ${exit.limit} de adrese de e-mail confirmate (contează momentul în care apeși pe linkul de confirmare, nu cel al cererii); după a ${exit.limit}-a adresă confirmată, oferta se încheie.{{/promo.running}}{{#promo.upcoming}}codul se va trimite numai primelor ${exit.limit} de adrese de e-mail confirmate (va conta momentul în care apeși pe linkul de confirmare, nu cel al cererii); după a ${exit.limit}-a adresă confirmată, oferta se încheie.{{/promo.upcoming}}</li>
<li><strong>Doar pe durata promoției de Halloween:</strong> {{#promo.ended}}codul a putut fi cerut și folosit numai de la {{promo.start}} până la {{promo.end}}.{{/promo.ended}}{{#promo.running}}codul îl poți cere și folosi numai până la {{promo.end}}.{{/promo.running}}{{#promo.upcoming}}codul îl vei putea cere și folosi numai de la {{promo.start}} până la {{promo.end}}.{{/promo.upcoming}}</li>
<li><strong>Un singur cod pe adresă:</strong> fiecare adresă de e-mail {{#promo.ended}}a primit{{/promo.ended}}{{#promo.running}}primește{{/promo.running}}{{#promo.upcoming}}va primi{{/promo.upcoming}} codul o singură dată.</li>
</ul>`,
    },
    {
      id: 'cum-folosesti-codul',
      heading: 'Reguli comune pentru toate codurile',
      html: `<ul>
<li><strong>Fiecare cod este al tău.</strong> Numele ofertei (de exemplu ${newsletter.code}) este doar începutul codului: fiecare adresă primește un cod propriu, de forma <strong>${newsletter.code}-7KQ2X9M4TB</strong>, care se poate folosi <strong>o singură dată</strong>. Numele ofertei singur nu este un cod. O adresă primește un singur cod pentru fiecare ofertă: variantele aceleiași adrese (cu litere mari, cu „+”, la Gmail cu puncte sau cu googlemail.com, la Proton cu oricare dintre domeniile proton.me, protonmail.com, protonmail.ch și pm.me) sunt aceeași adresă.</li>
<li><strong>Codul se primește după confirmarea adresei.</strong> Orice cerere de cod (newsletter, fereastra cu oferta, ${wheel}) o confirmi cu linkul din e-mailul pe care ți-l trimitem, valabil 3 zile. Fără confirmare nu se emite niciun cod, iar adresa se șterge după 30 de zile.</li>
<li><strong>Un singur cod pe comandă.</strong> Codurile nu se cumulează între ele.</li>
<li><strong>Codul îl introduci când finalizezi comanda</strong>, înainte de plată.</li>
<li><strong>Reducerile nu se aplică vape-urilor.</strong> Vape-urile sunt țigarete electronice (Legea nr. 64/2024) și nu le promovăm prin reduceri: într-o comandă care are și vape-uri, reducerea se calculează doar la celelalte produse, iar un coș doar cu vape-uri nu primește reducere.</li>
<li><strong>Reducerea se aplică produselor, nu livrării.</strong> Costul livrării rămâne cel din <a href="/shipping-policy">Politica de livrare</a>, iar vape-urile nu se socotesc la pragul de ${shippingText.freeFrom} de la care livrarea este gratuită.</li>
<li><strong>Reducerea de {{promo.percent}}% din prețurile de pe site</strong> din timpul promoției de Halloween {{#promo.running}}(de la {{promo.start}} până la {{promo.end}}) este o promoție separată: se vede direct în prețurile produselor, numai în această perioadă, și nu are nevoie de niciun cod.{{/promo.running}}{{#promo.ended}}(de la {{promo.start}} până la {{promo.end}}) a fost o promoție separată, care s-a văzut direct în prețuri și nu a avut nevoie de niciun cod; s-a încheiat.{{/promo.ended}}{{#promo.upcoming}}(de la {{promo.start}} până la {{promo.end}}) va fi o promoție separată: se va vedea direct în prețurile produselor, numai în această perioadă, și nu va avea nevoie de niciun cod.{{/promo.upcoming}} Când un produs are o reducere, pagina lui arată, lângă prețul redus, și cel mai mic preț din ultimele 30 de zile dinaintea reducerii, iar procentul reducerii se calculează față de acesta.</li>
</ul>`,
    },
    {
      id: 'ghid-tiparit',
      heading: 'Ghidul tipărit Verdana, gratuit pentru primele comenzi ale lunii',
      html: `<ul>
<li><strong>Ce primești:</strong> ghidul tipărit Verdana, o broșură despre cum citești eticheta și buletinul de analiză, pus gratuit în colet. Nu se poate transforma în bani și nu schimbă prețul comenzii.</li>
<li><strong>Cine îl primește:</strong> primele comenzi plasate pe site în fiecare lună calendaristică, câte arată pagina produsului (de exemplu „Primele 50 de comenzi”), în ordinea în care au fost plasate; o comandă anulată nu se numără.</li>
<li><strong>Fără vape-uri:</strong> oferta nu se aplică produselor de tipul țigaretelor electronice; o comandă care are doar vape-uri nu primește ghidul.</li>
<li><strong>Cum afli:</strong> dacă ghidul îți este trimis, îl găsești în colet; dacă ai întrebări, scrie-ne la <a href="mailto:{{trader.email}}">{{trader.email}}</a>.</li>
</ul>`,
    },
    {
      id: 'consimtamant-marketing',
      heading: 'Codul nu te abonează la newsletter',
      html: `<p>Primirea unui cod și acordul pentru e-mailurile de marketing sunt lucruri separate:</p>
<ul>
<li><strong>Un cod cerut nu te abonează la newsletter.</strong> Dacă ceri codul ${exit.code} sau un premiu de la ${wheel}, primești e-mailul de confirmare și, după ce confirmi, un singur e-mail cu codul, și atât.</li>
<li><strong>Abonarea o alegi tu.</strong> În fereastra cu oferta și la ${wheel} găsești o căsuță separată, nebifată, pentru newsletter; o bifezi doar dacă vrei să primești noutăți și oferte. Formularul de newsletter este, el însuși, abonarea: acolo îți lași adresa tocmai ca să primești newsletterul, iar codul ${newsletter.code} vine odată cu el.</li>
<li>Te poți dezabona oricând, cu un clic, din orice e-mail de newsletter.</li>
</ul>`,
    },
    {
      id: 'date-personale',
      heading: 'Datele tale',
      html: `<p>Adresa de e-mail și celelalte date de care avem nevoie pentru oferte le prelucrăm așa cum arătăm în <a href="/privacy-policy">Politica de confidențialitate</a>: ce date folosim, pe ce temei, cât timp le păstrăm și cum îți exerciți drepturile.</p>`,
    },
  ],
};
