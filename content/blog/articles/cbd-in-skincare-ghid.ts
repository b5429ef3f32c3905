import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 7,
  slug: 'cbd-in-skincare-ghid',
  title: 'CBD în produsele de îngrijire a pielii: ce arată cercetările și cum citești eticheta',
  excerpt:
    'Cremele și serurile cu CBD sunt tot mai prezente. Vedem ce au arătat și ce nu cercetările, ce reguli se aplică cosmeticelor, cum citești lista de ingrediente și cum introduci un produs nou fără să îți irite pielea.',
  content: `
<p>Canabidiolul a ieșit de mult din zona uleiurilor cu pipetă și a ajuns pe rafturile de cosmetice: creme de zi și de noapte, seruri, balsamuri de buze, creme de mâini. Marketingul din jurul lor este adesea entuziast, uneori exagerat. În acest articol separăm ce știm de ce se speră, îți arătăm ce reguli se aplică unui cosmetic cu CBD, cum îi citești eticheta și cum introduci un produs nou în rutina de îngrijire fără să îți irite pielea.</p>

<h2>Ce reguli se aplică cosmeticelor cu CBD</h2>
<p>Cremele, serurile și balsamurile cu CBD sunt produse cosmetice și urmează Regulamentul (CE) nr. 1223/2009. Asta înseamnă, printre altele, că fiecare produs are o persoană responsabilă în Uniunea Europeană, o evaluare a siguranței făcută înainte de vânzare și o notificare în portalul european al produselor cosmetice. Eticheta trebuie să conțină lista ingredientelor, numărul lotului și numele și adresa persoanei responsabile.</p>
<p>La fel de important: un cosmetic este destinat să curețe, să parfumeze, să protejeze pielea, să îi schimbe aspectul sau să o mențină în stare bună. Nu este destinat să trateze o boală, iar afirmațiile despre un cosmetic nu au voie să îi atribuie proprietăți de medicament. O cremă care promite că „vindecă eczema” sau „tratează acneea” face o promisiune pe care legea nu o permite.</p>

<h2>Pielea și sistemul endocanabinoid</h2>
<p>Sistemul endocanabinoid, rețeaua de receptori și de molecule prin care organismul își reglează multe funcții, este prezent și în piele. Receptorii canabinoizi au fost identificați în celulele epidermei, în glandele sebacee, în foliculii de păr și în terminațiile nervoase ale pielii. Cercetătorii studiază rolul acestui sistem în reînnoirea celulelor pielii, în producția de sebum și în răspunsul local al pielii. Existența lui explică interesul pentru CBD, dar nu spune, singură, ce face un canabinoid aplicat pe piele.</p>

<h2>Ce au arătat și ce nu au arătat cercetările</h2>
<p>Majoritatea datelor despre CBD și piele vin din studii de laborator, pe culturi de celule, și din câteva studii mici pe oameni:</p>
<ul>
<li><strong>În laborator</strong>, CBD-ul s-a comportat ca un antioxidant, adică a neutralizat radicali liberi, și a modificat unele semnale chimice ale celulelor pielii. Rezultatele pe celule nu arată ce se întâmplă pe pielea unei persoane.</li>
<li><strong>Un studiu de laborator din 2014</strong>, pe celule sebacee umane cultivate, a observat o scădere a producției de lipide. Este un rezultat obținut în eprubetă, nu pe pielea unor persoane reale, și nu a fost urmat de studii clinice solide.</li>
<li><strong>Câteva studii mici pe oameni</strong> au fost deschise, fără grup de control și fără placebo, cu un număr mic de participanți. Astfel de studii nu permit concluzii.</li>
</ul>
<p>Concluzia onestă: nu există dovezi că CBD-ul ar trata sau ar preveni acneea, eczema, psoriazisul, rozaceea sau vreo altă afecțiune a pielii. CBD-ul nu este un medicament. Pentru o problemă a pielii, vorbește cu medicul dermatolog: aceste afecțiuni au tratamente verificate.</p>

<h2>Ce poți aștepta, realist</h2>
<p>Un cosmetic bine formulat, cu sau fără CBD, poate face parte dintr-o rutină plăcută de îngrijire. Senzația de piele hidratată și confortabilă vine însă din întreaga formulă: uleiurile emoliente, umectanții precum glicerina sau acidul hialuronic, ceramidele. CBD-ul este un ingredient printre altele, nu un „ingredient-minune”.</p>
<p>Ce nu poți aștepta: ștergerea ridurilor, dispariția petelor pigmentare în câteva zile sau vindecarea unei afecțiuni dermatologice. Orice produs care promite așa ceva exagerează.</p>

<h2>Cum citești eticheta unui cosmetic cu CBD</h2>
<p>Ingredientele cosmeticelor sunt trecute pe ambalaj cu denumirea lor internațională, numită INCI. Cele care depășesc 1% apar în ordinea descrescătoare a concentrației; cele sub 1% pot apărea, după ele, în orice ordine. Iată ce trebuie să cauți:</p>
<ul>
<li><strong>Cannabidiol</strong>: CBD-ul propriu-zis, de obicei sub formă de izolat;</li>
<li><strong>Cannabis Sativa Leaf Extract</strong> sau denumiri asemănătoare: extract din frunze, care poate conține CBD și alți compuși ai plantei;</li>
<li><strong>Cannabis Sativa Seed Oil</strong>: uleiul din semințe de cânepă, un emolient bogat în acizi grași, care <strong>nu conține CBD în cantități semnificative</strong>. Un produs care are doar acest ingredient nu este un cosmetic cu CBD, oricât de vizibilă ar fi frunza de cânepă de pe ambalaj.</li>
</ul>
<p>Un producător serios indică și cantitatea de CBD din produs, de exemplu 300 mg într-un recipient de 50 ml, și pune la dispoziție un buletin de analiză. Dacă vrei să înțelegi un astfel de document, citește ghidul nostru despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un buletin de analiză</a>.</p>
<p>Mai verifică, mai ales dacă ai pielea sensibilă:</p>
<ul>
<li>prezența parfumului („Parfum”) și a uleiurilor esențiale, care pot irita sau sensibiliza pielea;</li>
<li>alergenii din parfumuri, listați separat peste anumite praguri, de exemplu linalool, limonene, geraniol;</li>
<li>alcoolul denaturat („Alcohol Denat.”) în primele poziții, care poate usca pielea;</li>
<li>simbolul borcanului deschis, cu un număr de luni, de exemplu „12M”: perioada în care produsul poate fi folosit după deschidere.</li>
</ul>

<h2>Cum introduci un produs nou în rutină</h2>

<h3>Testul de toleranță</h3>
<p>Înainte de a aplica un produs nou pe față, pune o cantitate mică pe o zonă discretă, de exemplu în spatele urechii sau pe interiorul antebrațului, o dată sau de două ori pe zi, timp de câteva zile. Dacă nu apar roșeață, mâncărime sau usturime, poți trece la aplicarea pe față. Testul este cu atât mai important dacă ai avut reacții la cosmetice în trecut.</p>

<h3>O rutină simplă, în patru pași</h3>
<table>
<caption>Exemplu de rutină de îngrijire a tenului</caption>
<thead>
<tr><th scope="col">Pas</th><th scope="col">Dimineața</th><th scope="col">Seara</th></tr>
</thead>
<tbody>
<tr><th scope="row">1. Curățare</th><td>gel sau loțiune blândă, ori doar apă</td><td>curățare blândă; dublă curățare dacă porți machiaj sau protecție solară rezistentă la apă</td></tr>
<tr><th scope="row">2. Ser</th><td>ser cu antioxidanți sau cu niacinamidă</td><td>ser hidratant, eventual cu CBD, ori un retinoid introdus treptat</td></tr>
<tr><th scope="row">3. Hidratare</th><td>cremă de zi</td><td>cremă de noapte, mai bogată</td></tr>
<tr><th scope="row">4. Protecție</th><td>protecție solară cu spectru larg, în fiecare zi</td><td>nu este necesară</td></tr>
</tbody>
</table>
<p>Protecția solară de dimineață rămâne pasul cu cele mai solide dovezi pentru prevenirea efectelor soarelui asupra pielii. Niciun ingredient, inclusiv CBD-ul, nu o înlocuiește.</p>

<h3>Combinațiile cu alte ingrediente</h3>
<ul>
<li><strong>Niacinamida și acidul hialuronic</strong> sunt, în general, bine tolerate și nu sunt cunoscute incompatibilități cu un cosmetic cu CBD.</li>
<li><strong>Retinolul și retinoizii pe bază de rețetă</strong> pot irita pielea la început. Introdu-i treptat, de două-trei ori pe săptămână, și întreabă dermatologul cum îi combini cu alte produse dacă folosești un tratament pe bază de rețetă.</li>
<li><strong>Acizii exfolianți</strong> (AHA, BHA) pot sensibiliza pielea. Nu îi aplica în aceeași seară cu multe alte produse active.</li>
<li><strong>Bakuchiolul</strong>, un ingredient de origine vegetală folosit adesea ca alternativă la retinol, poate și el irita unele tipuri de piele; aceeași regulă a introducerii treptate se aplică.</li>
</ul>
<p>Regula de aur: introdu un singur produs nou o dată, la un interval de una-două săptămâni. Dacă apare o iritație, vei ști imediat care este cauza.</p>

<h2>Îngrijirea în funcție de tipul de ten</h2>
<ul>
<li><strong>Tenul uscat</strong> se simte de obicei mai confortabil cu formule bogate, cu uleiuri vegetale, unt de shea și ceramide, aplicate pe pielea ușor umedă.</li>
<li><strong>Tenul gras</strong> tolerează mai bine texturile ușoare, de tip gel sau ser, marcate „necomedogen”. Dacă ai acnee, mergi la dermatolog: tratamentele verificate există și pot preveni cicatricile.</li>
<li><strong>Tenul sensibil</strong> are nevoie de formule fără parfum și fără uleiuri esențiale, cu puține ingrediente. Roșeața persistentă pe obraji, cu vase vizibile sau senzație de arsură, merită evaluată de medic.</li>
<li><strong>Tenul matur</strong> beneficiază, ca orice ten, de hidratare și de protecție solară zilnică.</li>
</ul>

<h2>Siguranța cosmeticelor cu CBD</h2>
<p>Aplicat pe piele, CBD-ul rămâne în mare parte la suprafață, iar la utilizarea obișnuită doar o cantitate foarte mică ajunge în sânge. Câteva precauții rămân valabile:</p>
<ul>
<li>nu aplica produsul pe pielea lezată, pe răni deschise sau pe o zonă cu eczemă activă;</li>
<li>oprește utilizarea dacă apar roșeață, mâncărime, umflături sau senzație de arsură și, dacă reacția nu trece, mergi la medic;</li>
<li>evită contactul cu ochii;</li>
<li>dacă ești însărcinată sau alăptezi, discută cu medicul înainte de a folosi orice produs nou cu CBD, chiar și cosmetic;</li>
<li>dacă folosești tratamente dermatologice pe bază de rețetă, întreabă medicul cum le poți combina.</li>
</ul>

<h2>Când mergi la dermatolog</h2>
<ul>
<li>acnee care lasă cicatrici, este dureroasă sau nu se ameliorează cu îngrijirea obișnuită;</li>
<li>eczeme, plăci care se descuamează sau mâncărime persistentă;</li>
<li>roșeață facială persistentă;</li>
<li>o aluniță care își schimbă forma, culoarea sau dimensiunea, sângerează sau arată diferit de celelalte;</li>
<li>orice leziune care nu se vindecă în câteva săptămâni.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Cremele cu CBD conțin THC?</h3>
<p>Pe buletinul de analiză al produselor noastre, THC-ul este sub limita de cuantificare a laboratorului (0,01%). Verifică întotdeauna buletinul lotului pe care îl cumperi.</p>
<h3>Pot pune pe față uleiul cu CBD care se ia sub limbă?</h3>
<p>Nu. Uleiurile care se înghit nu sunt formulate și evaluate ca produse cosmetice, iar uleiul purtător poate să nu fie potrivit pentru tenul tău. Folosește produse create pentru piele.</p>
<h3>În cât timp se vede diferența?</h3>
<p>Senzația de hidratare apare de la primele aplicări, datorită emolienților și umectanților din formulă. Pentru a judeca dacă un produs îți place și ți se potrivește, dă-i câteva săptămâni de folosire constantă.</p>

<h2>Pe scurt</h2>
<ul>
<li>Cosmeticele cu CBD urmează Regulamentul (CE) nr. 1223/2009 și nu au voie să promită tratarea vreunei boli.</li>
<li>Datele despre CBD și piele vin mai ales din laborator; nu există dovezi că ar trata acneea, eczema, psoriazisul sau rozaceea.</li>
<li>Pe etichetă, caută „Cannabidiol” și cantitatea de CBD; „Cannabis Sativa Seed Oil” nu înseamnă CBD.</li>
<li>Fă un test de toleranță, introdu produsele pe rând și nu renunța la protecția solară.</li>
<li>Pentru o problemă a pielii, mergi la dermatolog; în sarcină și alăptare, întreabă medicul înainte.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă un diagnostic sau o recomandare de tratament dermatologic. Produsele cosmetice cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai o afecțiune a pielii, folosești tratamente pe bază de rețetă, ești însărcinată sau alăptezi, discută cu medicul tău. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2025-03-04',
  category: 'Frumusețe',
  image: '/images/blog/cbd-in-skincare-ghid.svg',
  readTime: '8 min',
  metaDescription:
    'Cosmeticele cu CBD: ce au arătat și ce nu cercetările, cum citești lista INCI, testul de toleranță, combinațiile cu alte ingrediente și precauțiile.',
  keywords: [
    'cosmetice cu CBD',
    'cremă cu CBD',
    'ser facial cu CBD',
    'CBD îngrijirea pielii',
    'INCI cannabidiol',
    'etichetă cosmetice CBD',
  ],
};
