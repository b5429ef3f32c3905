// Regulamentul ofertelor (/regulament-oferte). Figures: SPEC §9 lead capture (NEWSLETTER10 10%, HALLOWEEN15 15%
// for the first 100, spin codes) and content/wheel.ts (8 equal segments). The organiser's identity and the
// promotion's dates come from configuration through the {{trader.*}} and {{promo.*}} tokens the route fills.

import { policyUpdated } from '../facts';
import type { PolicyPage } from './types';

export const offerRulesPolicy: PolicyPage = {
  slug: 'offers',
  title: 'Regulamentul ofertelor',
  description:
    'Regulile codurilor de reducere Verdana: NEWSLETTER10, HALLOWEEN15 și roata cu premii, cu șansele reale, limitele și cum folosești un cod.',
  updated: policyUpdated.offers,
  intro:
    'Pe această pagină găsești regulile tuturor codurilor de reducere pe care le oferim pe site: codul de bun venit din newsletter, codul de Halloween din fereastra cu oferta și premiile de la roata norocului. Pentru codul de Halloween și pentru roată nu trebuie să te abonezi la nimic și nici să cumperi ceva; codul NEWSLETTER10 vine odată cu abonarea la newsletter.',
  sections: [
    {
      id: 'organizator',
      heading: 'Cine organizează ofertele',
      html: `<p>Ofertele sunt organizate de <strong>{{trader.name}}</strong>, CUI {{trader.cui}}, cu sediul în {{trader.address}} (denumită în continuare „Verdana” sau „noi”). Ele se adresează persoanelor care au împlinit 18 ani și se aplică numai comenzilor plasate pe acest site. Pentru orice întrebare despre o ofertă, scrie-ne la <a href="mailto:suport@verdana.ro">suport@verdana.ro</a>.</p>`,
    },
    {
      id: 'newsletter10',
      heading: 'NEWSLETTER10: 10% la prima comandă',
      html: `<ul>
<li><strong>Ce primești:</strong> codul <strong>NEWSLETTER10</strong>, cu 10% reducere la prima ta comandă.</li>
<li><strong>Cine îl primește:</strong> cine se abonează la newsletter prin formularul de newsletter de pe site. Codul îți vine pe e-mail, în mesajul de bun venit.</li>
<li><strong>Când îl folosești:</strong> la prima comandă plasată pe site.</li>
</ul>`,
    },
    {
      id: 'halloween15',
      heading: 'HALLOWEEN15: 15% din fereastra cu oferta',
      html: `<ul>
<li><strong>Ce primești:</strong> codul <strong>HALLOWEEN15</strong>, cu 15% reducere la comanda ta.</li>
<li><strong>Cum îl ceri:</strong> lași adresa de e-mail în fereastra cu oferta care apare pe site, iar codul ți-l trimitem pe e-mail.</li>
<li><strong>Doar primele 100 de adrese:</strong> codul se trimite numai primelor 100 de adrese de e-mail care îl cer. După a 100-a adresă, oferta se încheie.</li>
<li><strong>Doar cât durează promoția de Halloween:</strong> oferta este valabilă numai în perioada promoției, de la {{promo.start}} până la {{promo.end}}.</li>
<li><strong>Un singur cod pe adresă:</strong> fiecare adresă de e-mail primește codul o singură dată.</li>
</ul>`,
    },
    {
      id: 'roata-cu-premii',
      heading: 'Roata cu premii: premiile și șansele reale',
      html: `<p>Roata are <strong>8 segmente egale</strong>, iar segmentul pe care se oprește este ales la întâmplare, fiecare cu aceeași șansă (1 din 8). Unele premii apar pe mai multe segmente, așa că șansele reale sunt următoarele:</p>
<table>
<caption>Premiile roții și șansa de a câștiga fiecare premiu</caption>
<thead><tr><th>Premiul</th><th>Codul</th><th>Segmente din 8</th><th>Șansa</th></tr></thead>
<tbody>
<tr><td>5% reducere</td><td>SPIN5</td><td>2</td><td>25%</td></tr>
<tr><td>10% reducere</td><td>SPIN10</td><td>2</td><td>25%</td></tr>
<tr><td>15% reducere</td><td>SPIN15</td><td>2</td><td>25%</td></tr>
<tr><td>20% reducere</td><td>SPIN20</td><td>1</td><td>12,5%</td></tr>
<tr><td>un vape pen CBD de unică folosință („puff”), gratuit, în comanda în care folosești codul</td><td>SPINFREE</td><td>1</td><td>12,5%</td></tr>
</tbody>
</table>
<ul>
<li><strong>Fără obligație de cumpărare:</strong> ca să învârți roata nu trebuie să cumperi nimic și nici să te abonezi la newsletter.</li>
<li><strong>O singură învârtire pentru fiecare vizitator.</strong> Ca să aplicăm regula, browserul tău păstrează cookie-ul <strong>verdana_wheel</strong>, care conține doar un identificator aleator (detalii în <a href="/privacy-policy">Politica de confidențialitate</a>). În plus, de pe aceeași conexiune la internet se pot face cel mult câteva învârtiri pe zi, ca să împiedicăm abuzurile.</li>
<li><strong>Premiul merge la o singură adresă de e-mail:</strong> după ce roata se oprește, lași adresa de e-mail, iar codul câștigat ți-l trimitem acolo. Același premiu nu se poate trimite la mai multe adrese.</li>
</ul>`,
    },
    {
      id: 'cum-folosesti-codul',
      heading: 'Reguli comune pentru toate codurile',
      html: `<ul>
<li><strong>Fiecare cod este al tău.</strong> Numele ofertei (de exemplu NEWSLETTER10) este doar începutul codului: fiecare adresă primește un cod propriu, de forma <strong>NEWSLETTER10-7KQ2X9M4TB</strong>, care se poate folosi <strong>o singură dată</strong>. Numele ofertei singur nu este un cod. O adresă primește un singur cod pentru fiecare ofertă: variantele aceleiași adrese (cu litere mari, cu „+” sau, la Gmail, cu puncte) sunt aceeași adresă.</li>
<li><strong>Un singur cod pe comandă.</strong> Codurile nu se cumulează între ele.</li>
<li><strong>Codul îl introduci când finalizezi comanda</strong>, înainte de plată.</li>
<li><strong>Reducerea se aplică produselor, nu livrării.</strong> Costul livrării rămâne cel din <a href="/shipping-policy">Politica de livrare</a>.</li>
<li><strong>Reducerea de {{promo.percent}}% afișată pe site</strong> pe durata promoției de Halloween (de la {{promo.start}} până la {{promo.end}}) este o promoție separată: se vede direct în prețurile produselor, numai în această perioadă, și nu are nevoie de niciun cod.</li>
</ul>`,
    },
    {
      id: 'consimtamant-marketing',
      heading: 'Codul nu te abonează la newsletter',
      html: `<p>Primirea unui cod și acordul pentru e-mailurile de marketing sunt lucruri separate:</p>
<ul>
<li><strong>Un cod cerut nu te abonează la newsletter.</strong> Dacă ceri codul HALLOWEEN15 sau un premiu de la roată, primești un singur e-mail, cu codul, și atât.</li>
<li><strong>Abonarea o alegi tu.</strong> În fereastra cu oferta și la roata cu premii găsești o căsuță separată, nebifată, pentru newsletter; o bifezi doar dacă vrei să primești noutăți și oferte. Formularul de newsletter este, el însuși, abonarea: acolo îți lași adresa tocmai ca să primești newsletterul, iar codul NEWSLETTER10 vine odată cu el.</li>
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
