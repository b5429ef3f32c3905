import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 7,
  slug: 'cbd-in-skincare-ghid',
  title: 'CBD în skincare: ce poate face pentru ten și cum îl introduci în rutină',
  excerpt:
    'Cremele și serurile cu CBD sunt tot mai prezente în rutinele de îngrijire. Vedem ce arată cercetările, cum citești eticheta și cum combini CBD-ul cu niacinamida, acidul hialuronic sau bakuchiolul.',
  content: `
<p>Canabidiolul a ieșit de mult din zona uleiurilor cu pipetă și a ajuns pe rafturile de cosmetice: creme de zi și de noapte, seruri, balsamuri de buze, creme pentru mâini. Marketingul din jurul lor este adesea entuziast, uneori exagerat. În acest articol separăm ce știm de ce sperăm, îți arătăm cum să citești eticheta unui cosmetic cu CBD și cum să îl integrezi într-o rutină de îngrijire fără să îți irite pielea.</p>

<h2>Pielea și sistemul endocannabinoid</h2>
<p>Sistemul endocannabinoid, rețeaua de receptori și molecule prin care corpul își reglează multe funcții, este prezent și în piele. Receptorii canabinoizi au fost identificați în celulele epidermei, în glandele sebacee, în foliculii de păr și în terminațiile nervoase ale pielii. Cercetătorii consideră că acest sistem participă la echilibrul dintre formarea și reînnoirea celulelor pielii, la producția de sebum, la senzația de mâncărime și la răspunsul inflamator local.</p>
<p>Această descoperire explică interesul dermatologilor și al industriei cosmetice pentru CBD: dacă pielea are propriul sistem endocannabinoid, este plauzibil ca un canabinoid aplicat local să poată influența unele dintre aceste procese.</p>

<h2>Ce arată cercetările</h2>
<p>Majoritatea datelor despre CBD în îngrijirea pielii vin din studii de laborator, pe culturi de celule, și din câteva studii mici pe oameni. Iată principalele direcții:</p>
<ul>
<li><strong>Efect antioxidant:</strong> în laborator, CBD-ul a arătat capacitatea de a neutraliza radicalii liberi, implicați în îmbătrânirea pielii sub acțiunea soarelui și a poluării.</li>
<li><strong>Efect calmant:</strong> studiile pe celule au arătat o reducere a unor semnale inflamatorii, ceea ce explică de ce CBD-ul este inclus în formulele pentru pielea sensibilă sau reactivă.</li>
<li><strong>Reglarea sebumului:</strong> un studiu de laborator pe celule sebacee umane, publicat în 2014, a arătat că CBD-ul a redus producția de lipide și unele semnale inflamatorii. Este un rezultat interesant pentru tenul gras, dar obținut în laborator, nu pe pielea unor persoane reale.</li>
<li><strong>Studiile clinice mici:</strong> câteva studii deschise, fără grup de control, au raportat îmbunătățiri ale hidratării și ale aspectului pielii la persoane care au folosit unguente cu CBD. Numărul mic de participanți și lipsa unui grup placebo nu permit concluzii ferme.</li>
</ul>
<p>Concluzia onestă: CBD-ul este un ingredient promițător, cu proprietăți antioxidante și calmante susținute de date de laborator, dar nu există dovezi solide că ar trata acneea, eczema, psoriazisul sau rozaceea. Aceste afecțiuni au tratamente dovedite, recomandate de medicul dermatolog.</p>

<h2>Ce poți aștepta, realist</h2>
<p>Un produs cosmetic cu CBD bine formulat poate fi o componentă plăcută a rutinei tale: poate contribui la o piele confortabilă, hidratată, cu un aspect mai calm. O mare parte din efectul vizibil vine însă din întreaga formulă: uleiurile emoliente, umectanții precum glicerina sau acidul hialuronic, ceramidele, niacinamida. CBD-ul este un ingredient printre altele, nu un „ingredient-minune”.</p>
<p>Ce nu poți aștepta: ștergerea ridurilor, dispariția petelor pigmentare în câteva zile sau vindecarea unei afecțiuni dermatologice. Orice produs care promite așa ceva exagerează.</p>

<h2>Cum citești eticheta unui cosmetic cu CBD</h2>
<p>Ingredientele cosmeticelor sunt trecute pe ambalaj cu denumirea lor internațională, numită INCI, în ordinea descrescătoare a concentrației, pentru ingredientele care depășesc 1%. Iată ce trebuie să cauți:</p>
<ul>
<li><strong>Cannabidiol</strong>: CBD-ul propriu-zis, de obicei sub formă de izolat;</li>
<li><strong>Cannabis Sativa Leaf Extract</strong> sau denumiri similare: extract din frunze, care poate conține CBD și alți compuși ai plantei;</li>
<li><strong>Cannabis Sativa Seed Oil</strong>: uleiul din semințe de cânepă. Este un emolient excelent, bogat în acizi grași, dar <strong>nu conține CBD în cantități semnificative</strong>. Un produs care are doar acest ingredient nu este un cosmetic cu CBD, oricât de vizibilă ar fi frunza de cânepă de pe ambalaj.</li>
</ul>
<p>Un producător serios indică și cantitatea de CBD din produs, de exemplu 300 mg într-un borcan de 50 ml, și poate pune la dispoziție un certificat de analiză. Dacă vrei să înțelegi un astfel de document, citește ghidul nostru despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un certificat de analiză</a>.</p>
<p>Mai verifică, mai ales dacă ai pielea sensibilă:</p>
<ul>
<li>prezența parfumului („Parfum”) și a uleiurilor esențiale, care pot irita sau sensibiliza pielea;</li>
<li>alergenii din parfumuri, listați separat, de exemplu linalool, limonene, geraniol;</li>
<li>alcoolul denaturat („Alcohol Denat.”) în primele poziții, care poate usca pielea sensibilă.</li>
</ul>

<h2>Cum introduci CBD-ul în rutina ta</h2>

<h3>Testul de toleranță</h3>
<p>Înainte de a aplica un produs nou pe față, aplică o cantitate mică pe o zonă discretă, de exemplu în spatele urechii sau pe interiorul antebrațului, o dată sau de două ori pe zi, timp de câteva zile. Dacă nu apar roșeață, mâncărime sau iritație, poți trece la aplicarea pe față. Testul este cu atât mai important dacă ai avut reacții la cosmetice în trecut.</p>

<h3>O rutină simplă, în patru pași</h3>
<table>
<caption>Exemplu de rutină de îngrijire cu un produs cu CBD</caption>
<thead>
<tr><th scope="col">Pas</th><th scope="col">Dimineața</th><th scope="col">Seara</th></tr>
</thead>
<tbody>
<tr><th scope="row">1. Curățare</th><td>gel sau loțiune blândă, ori doar apă</td><td>curățare blândă; dublă curățare dacă porți machiaj sau protecție solară rezistentă la apă</td></tr>
<tr><th scope="row">2. Ser</th><td>ser cu antioxidanți sau cu niacinamidă</td><td>ser cu CBD sau, alternativ, retinoid ori bakuchiol</td></tr>
<tr><th scope="row">3. Hidratare</th><td>cremă de zi, eventual cu CBD și acid hialuronic</td><td>cremă de noapte, mai bogată</td></tr>
<tr><th scope="row">4. Protecție</th><td>protecție solară cu spectru larg, în fiecare zi</td><td>nu este necesară</td></tr>
</tbody>
</table>
<p>Protecția solară de dimineață rămâne cel mai important pas anti-îmbătrânire din orice rutină. Niciun ingredient, inclusiv CBD-ul, nu o înlocuiește.</p>

<h3>Combinații cu alte ingrediente active</h3>
<ul>
<li><strong>CBD și niacinamidă:</strong> combinație blândă și populară. Niacinamida susține bariera pielii și uniformizarea tenului, iar asocierea este bine tolerată de majoritatea tipurilor de ten.</li>
<li><strong>CBD și acid hialuronic:</strong> acidul hialuronic atrage și reține apa în straturile superficiale ale pielii, iar combinația este potrivită pentru tenul deshidratat.</li>
<li><strong>CBD și bakuchiol:</strong> bakuchiolul este un ingredient de origine vegetală, folosit ca alternativă mai blândă la retinol. Asocierea cu un ingredient calmant are sens pentru pielea sensibilă.</li>
<li><strong>CBD și retinoizi:</strong> retinolul și retinoizii pe bază de rețetă pot irita pielea la început. Un produs calmant, aplicat în serile fără retinoid sau peste acesta, după ce pielea s-a obișnuit, poate crește confortul. Introdu retinoidul treptat, de două-trei ori pe săptămână, și întreabă dermatologul dacă folosești un produs pe bază de rețetă.</li>
<li><strong>CBD și acizii exfolianți:</strong> acizii AHA și BHA pot sensibiliza pielea. Nu le aplica în aceeași seară cu multe alte produse active.</li>
</ul>
<p>Regula de aur: introdu un singur produs nou o dată, la un interval de una-două săptămâni. Dacă apare o iritație, vei ști imediat care este cauza.</p>

<h2>CBD pentru fiecare tip de ten</h2>
<ul>
<li><strong>Tenul uscat</strong> beneficiază de formule bogate, cu uleiuri vegetale, unt de shea, ceramide și CBD, aplicate pe pielea ușor umedă.</li>
<li><strong>Tenul gras sau cu tendință acneică</strong> are nevoie de texturi ușoare, de tip gel sau ser, marcate „necomedogen”. CBD-ul nu tratează acneea; pentru acneea moderată sau severă, consultă un dermatolog, pentru că tratamentele eficiente există și previn cicatricile.</li>
<li><strong>Tenul sensibil sau reactiv</strong> are nevoie de formule fără parfum și fără uleiuri esențiale, cu puține ingrediente. Dacă ai roșeață persistentă pe obraji, cu vase vizibile sau senzație de arsură, ar putea fi rozacee, care merită evaluată de medic.</li>
<li><strong>Tenul matur</strong> se bucură de combinația dintre antioxidanți, hidratare și un ingredient de reînnoire, cum ar fi bakuchiolul sau un retinoid, plus protecție solară zilnică.</li>
</ul>
<p>Nu uita de restul corpului: mâinile, expuse la apă și detergenți, și picioarele obosite beneficiază și ele de creme cu CBD și emolienți. Găsești cremele de zi și de noapte, serul facial și cremele pentru mâini și picioare în <a href="/shop">magazin</a>, iar pe <a href="/categorii">pagina de categorii</a>, gama completă de frumusețe și îngrijire.</p>

<h2>Siguranța cosmeticelor cu CBD</h2>
<p>Aplicat pe piele, CBD-ul acționează local, iar absorbția în circulația sangvină este, la utilizarea obișnuită, foarte redusă. De aceea, riscul de interacțiuni cu medicamentele este mult mai mic decât în cazul uleiurilor luate pe cale orală. Câteva precauții rămân valabile:</p>
<ul>
<li>nu aplica produsul pe pielea lezată, pe răni deschise sau pe eczeme în puseu activ, fără acordul medicului;</li>
<li>oprește utilizarea dacă apar roșeață, mâncărime, umflături sau senzație de arsură;</li>
<li>evită contactul cu ochii;</li>
<li>dacă ești însărcinată sau alăptezi, discută cu medicul înainte de a folosi orice produs nou cu CBD, chiar și cosmetic;</li>
<li>dacă folosești tratamente dermatologice pe bază de rețetă, întreabă medicul cum le poți combina.</li>
</ul>

<h2>Când mergi la dermatolog</h2>
<ul>
<li>acnee care lasă cicatrici, este dureroasă sau nu răspunde la îngrijirea obișnuită;</li>
<li>eczeme, plăci care se descuamează sau mâncărime persistentă;</li>
<li>roșeață facială persistentă;</li>
<li>o aluniță care își schimbă forma, culoarea sau dimensiunea, sângerează sau este diferită de celelalte;</li>
<li>orice leziune care nu se vindecă în câteva săptămâni.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Cremele cu CBD conțin THC?</h3>
<p>Produsele noastre au 0,00% THC, confirmat de laborator. Verifică întotdeauna certificatul de analiză al produsului.</p>
<h3>Pot folosi uleiul CBD pentru administrare sublinguală direct pe față?</h3>
<p>Nu este recomandat. Uleiurile pentru administrare orală nu sunt formulate și testate pentru aplicarea pe față, iar uleiul purtător poate să nu fie potrivit pentru tenul tău. Folosește produse cosmetice create pentru piele.</p>
<h3>În cât timp văd rezultate?</h3>
<p>Confortul pielii, de exemplu senzația de hidratare, se simte de la primele aplicări. Schimbările de aspect au nevoie de cel puțin patru-opt săptămâni de utilizare constantă, aproximativ cât durează reînnoirea stratului superficial al pielii.</p>

<h2>Pe scurt</h2>
<ul>
<li>Pielea are propriul sistem endocannabinoid, iar CBD-ul are proprietăți antioxidante și calmante în studiile de laborator.</li>
<li>Dovezile clinice sunt încă limitate; CBD-ul nu tratează acneea, eczema, psoriazisul sau rozaceea.</li>
<li>Pe etichetă, caută „Cannabidiol” și cantitatea de CBD; „Cannabis Sativa Seed Oil” nu înseamnă CBD.</li>
<li>Fă un test de toleranță, introdu produsele pe rând și nu renunța la protecția solară.</li>
<li>CBD-ul se combină bine cu niacinamida, acidul hialuronic și bakuchiolul; la retinoizi și acizi, mergi treptat.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă un diagnostic sau o recomandare de tratament dermatologic. Produsele cosmetice cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai o afecțiune a pielii, folosești tratamente pe bază de rețetă, ești însărcinată sau alăptezi, discută cu medicul tău. Produse destinate exclusiv persoanelor peste 18 ani.</p>
`,
  author: 'Dr. Laura Enache, medic dermatolog',
  date: '2025-03-04',
  category: 'Frumusețe',
  image: '/images/blog/cbd-in-skincare-ghid.svg',
  readTime: '8 min',
  metaDescription:
    'CBD în skincare: ce arată cercetările, cum citești eticheta INCI, cum îl combini cu niacinamidă, acid hialuronic sau bakuchiol și ce precauții ai.',
  keywords: [
    'CBD skincare',
    'cremă cu CBD',
    'ser facial CBD',
    'CBD pentru ten',
    'cosmetice cu CBD',
    'CBD și niacinamidă',
  ],
};
