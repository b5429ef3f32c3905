import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 5,
  slug: 'cum-citesti-certificat-analiza-coa-cbd',
  title: 'Cum citești un buletin de analiză pentru produsele cu CBD',
  excerpt:
    'Buletinul de analiză arată ce conține, de fapt, un lot de produs cu CBD, dacă știi să îl citești. Îți explicăm, rând cu rând, ce înseamnă ND, LOQ, CBDA sau „THC total” și cum verifici că documentul este autentic.',
  content: `
<p>Când cumperi un produs cu CBD, te bazezi pe ce scrie pe etichetă: că flaconul conține 1.000 mg de CBD, că THC-ul este sub o anumită limită, că produsul nu are contaminanți. Cum știi că este adevărat? Documentul care îți poate răspunde este buletinul de analiză (în engleză, COA, de la „Certificate of Analysis”). Problema este că aceste documente sunt scrise pentru chimiști: tabele cu prescurtări, unități de măsură diferite, valori „ND” și „&lt;LOQ”. În acest ghid le traducem pe înțeles, rând cu rând.</p>

<h2>Ce este un buletin de analiză și de ce contează</h2>
<p>Buletinul de analiză este raportul emis de un laborator după ce a testat o probă dintr-un anumit lot de produs. El arată ce conține produsul, în ce cantități și, ideal, ce nu conține peste anumite limite: contaminanți precum metalele grele, pesticidele sau solvenții rămași din extracție.</p>
<p>Importanța lui vine dintr-o realitate a pieței. Un studiu publicat în 2017 în revista <em>JAMA</em>, care a analizat 84 de produse cu CBD cumpărate online în Statele Unite, a considerat corect etichetate produsele aflate la cel mult 10% de valoarea declarată. Doar aproximativ o treime dintre produse au îndeplinit această condiție: unele aveau mult mai puțin CBD decât pe etichetă, altele mai mult, iar în aproximativ unul din cinci produse s-a detectat THC. Un buletin de analiză corect, pentru lotul pe care îl cumperi, este cea mai bună protecție împotriva acestor surprize.</p>

<h2>Anatomia unui buletin, secțiune cu secțiune</h2>
<p>Formatul diferă de la un laborator la altul, dar orice buletin serios conține aceleași elemente de bază.</p>

<h3>1. Antetul: cine, ce și când</h3>
<ul>
<li><strong>Numele și datele de contact ale laboratorului.</strong> Trebuie să fie un laborator real, pe care îl poți găsi și contacta.</li>
<li><strong>Acreditarea.</strong> Standardul de referință pentru laboratoarele de încercări este ISO/IEC 17025, care atestă competența tehnică și controlul calității. În România, acreditarea este acordată de RENAR, organismul național de acreditare; în alte țări, de organismele naționale echivalente. Verifică dacă acreditarea acoperă și metodele folosite pentru canabinoizi.</li>
<li><strong>Numărul raportului</strong>, unic, care îți permite să verifici documentul la laborator.</li>
<li><strong>Datele:</strong> data primirii probei, data analizei și data emiterii raportului.</li>
<li><strong>Identificarea probei:</strong> denumirea produsului, tipul (ulei, cremă, jeleu) și, cel mai important, <strong>numărul lotului</strong>.</li>
</ul>
<p>Numărul lotului de pe buletin trebuie să fie identic cu cel de pe flaconul sau ambalajul tău. Un buletin pentru alt lot, chiar al aceluiași produs, nu îți spune nimic sigur despre produsul pe care îl ai în mână.</p>

<h3>2. Metoda de analiză</h3>
<p>Pentru canabinoizi, metoda de referință este cromatografia lichidă de înaltă performanță, prescurtată HPLC sau UHPLC. Avantajul ei este că analizează proba fără să o încălzească puternic, așa că poate face diferența dintre formele acide ale canabinoizilor (de exemplu CBDA, THCA) și formele neutre (CBD, THC). Cromatografia de gaze încălzește proba, iar formele acide se transformă parțial în cele neutre în timpul analizei, ceea ce face distincția dintre ele mai dificilă fără o pregătire specială a probei. Pentru tine, important este ca metoda să fie menționată și să fie potrivită scopului.</p>

<h3>3. Profilul de canabinoizi</h3>
<p>Este inima buletinului: un tabel cu fiecare canabinoid analizat și cantitatea găsită. Rândurile pe care le vei întâlni cel mai des sunt:</p>
<ul>
<li><strong>CBD</strong> (canabidiol): compusul principal, care trebuie să corespundă cu eticheta;</li>
<li><strong>CBDA</strong> (acid canabidiolic): forma acidă din planta crudă, care se transformă în CBD prin încălzire;</li>
<li><strong>CBG</strong> (canabigerol), <strong>CBC</strong> (canabicromen), <strong>CBN</strong> (canabinol): canabinoizi minori, prezenți în extractele cu spectru complet și cu spectru larg;</li>
<li><strong>Δ9-THC</strong> (delta-9-tetrahidrocanabinol): compusul psihoactiv, rândul pe care îl urmărești cel mai atent;</li>
<li><strong>THCA</strong> (acid tetrahidrocanabinolic): forma acidă a THC-ului, care se poate transforma în THC prin încălzire;</li>
<li><strong>Δ8-THC</strong>: un izomer al THC-ului, tot cu efect psihoactiv; prezența lui într-un produs cu CBD este un semnal de alarmă.</li>
</ul>

<h3>4. Prescurtările care contează: LOD, LOQ, ND</h3>
<p>Aceste trei prescurtări explică de ce niciun laborator serios nu afirmă că un produs nu conține deloc THC.</p>
<ul>
<li><strong>LOD (limita de detecție)</strong> este cea mai mică cantitate pe care metoda o poate observa, chiar dacă nu o poate măsura precis.</li>
<li><strong>LOQ (limita de cuantificare)</strong> este cea mai mică cantitate pe care metoda o poate măsura cu o precizie acceptabilă. Este întotdeauna mai mare decât LOD.</li>
<li><strong>ND (nedetectat)</strong> înseamnă că substanța nu a fost observată peste limita de detecție.</li>
<li><strong>&lt;LOQ</strong> înseamnă că substanța a fost detectată, dar în cantitate prea mică pentru a fi măsurată precis.</li>
</ul>
<p>Niciun laborator nu poate demonstra că o substanță lipsește complet; poate doar să spună că nu a găsit-o peste o anumită limită. De aceea, formularea corectă este „THC sub limita de cuantificare a laboratorului”, însoțită de valoarea limitei, de exemplu 0,01%. Un buletin serios indică LOD și LOQ pentru fiecare canabinoid, ca să poți judeca sensibilitatea analizei. Un „ND” obținut cu o metodă foarte sensibilă spune mai mult decât unul obținut cu o metodă grosieră.</p>

<h3>5. Calculul „CBD total” și „THC total”</h3>
<p>Pentru că formele acide se transformă în forme neutre prin încălzire, multe buletine raportează și valori totale, calculate astfel:</p>
<ul>
<li><strong>CBD total = CBD + 0,877 × CBDA</strong></li>
<li><strong>THC total = Δ9-THC + 0,877 × THCA</strong></li>
</ul>
<p>Factorul 0,877 ține cont de faptul că, la transformarea din forma acidă, molecula pierde o grupare chimică și devine mai ușoară. Pentru THC, valoarea totală este cea pe care o folosesc multe autorități și laboratoare când evaluează conținutul de THC, tocmai pentru că THCA-ul se poate transforma în THC. Dacă un buletin raportează THC „ND”, dar THCA măsurabil, produsul are de fapt un potențial de THC.</p>

<h3>6. Unitățile de măsură</h3>
<p>Aici apar cele mai multe confuzii. Același rezultat poate fi exprimat în mai multe feluri:</p>
<ul>
<li><strong>% m/m</strong> (procent masă pe masă): grame de substanță la 100 de grame de produs;</li>
<li><strong>mg/g</strong>: miligrame la gram de produs (10 mg/g = 1% m/m);</li>
<li><strong>mg/ml</strong>: miligrame la mililitru de produs;</li>
<li><strong>mg/unitate</strong>: pentru jeleuri sau capsule, miligrame într-o bucată.</li>
</ul>
<p>Uleiurile sunt mai ușoare decât apa: un mililitru de ulei cântărește puțin peste 0,9 g, în funcție de tipul uleiului. De aceea, un ulei vândut ca „10%”, adică 1.000 mg de CBD în 10 ml, poate apărea pe buletin cu o valoare ceva mai mare de 10% m/m. Nu este o contradicție, ci o diferență de unitate de măsură. Ca să compari corect, transformă rezultatul în miligrame pe flacon.</p>

<h3>7. Testele pentru contaminanți</h3>
<p>Un buletin complet nu se oprește la canabinoizi. Caută și:</p>
<ul>
<li><strong>Metalele grele:</strong> plumb, cadmiu, mercur și arsen. Cânepa absoarbe ușor metalele din sol, de aceea testul este important. Rezultatele trebuie să fie sub limitele de referință indicate în raport.</li>
<li><strong>Pesticidele:</strong> un set de teste care verifică zeci sau sute de substanțe, cu rezultate ideal „ND” sau sub limitele admise.</li>
<li><strong>Solvenții reziduali:</strong> urme de etanol, butan, hexan sau alți solvenți folosiți la extracție. La extracția cu CO₂, acest test este de obicei curat, dar rămâne util.</li>
<li><strong>Microbiologia:</strong> numărul total de germeni, drojdiile și mucegaiurile, bacterii precum <em>E. coli</em> sau <em>Salmonella</em>.</li>
<li><strong>Micotoxinele:</strong> toxine produse de mucegaiuri, precum aflatoxinele și ochratoxina A.</li>
</ul>
<p>Nu toți producătorii testează fiecare lot pentru toți acești contaminanți; unii îi testează periodic sau la nivelul materiei prime. Întreabă vânzătorul ce politică are. Un răspuns clar este, în sine, un semn bun.</p>

<h2>Exemplu: citim împreună un buletin</h2>
<p>Tabelul de mai jos este un exemplu ilustrativ, construit pentru acest ghid, pentru un ulei cu CBD cu spectru larg vândut ca „10%, 1.000 mg în 10 ml”. Nu reprezintă rezultatele unui produs anume.</p>
<table>
<caption>Exemplu ilustrativ de profil de canabinoizi pentru un ulei cu CBD de 10% (10 ml)</caption>
<thead>
<tr><th scope="col">Canabinoid</th><th scope="col">Rezultat (% m/m)</th><th scope="col">Rezultat (mg/g)</th><th scope="col">LOQ (% m/m)</th></tr>
</thead>
<tbody>
<tr><th scope="row">CBD</th><td>10,62</td><td>106,2</td><td>0,01</td></tr>
<tr><th scope="row">CBDA</th><td>ND</td><td>ND</td><td>0,01</td></tr>
<tr><th scope="row">CBG</th><td>0,21</td><td>2,1</td><td>0,01</td></tr>
<tr><th scope="row">CBC</th><td>0,08</td><td>0,8</td><td>0,01</td></tr>
<tr><th scope="row">CBN</th><td>&lt;LOQ</td><td>&lt;LOQ</td><td>0,01</td></tr>
<tr><th scope="row">Δ9-THC</th><td>ND</td><td>ND</td><td>0,01</td></tr>
<tr><th scope="row">THCA</th><td>ND</td><td>ND</td><td>0,01</td></tr>
<tr><th scope="row">Δ8-THC</th><td>ND</td><td>ND</td><td>0,01</td></tr>
</tbody>
</table>
<p>Cum îl interpretăm:</p>
<ol>
<li><strong>CBD-ul.</strong> 106,2 mg pe gram de ulei. Dacă densitatea uleiului este de aproximativ 0,92 g/ml, un mililitru conține în jur de 97,7 mg de CBD, iar flaconul de 10 ml, aproximativ 977 mg. Față de cele 1.000 mg declarate, diferența este de circa 2%.</li>
<li><strong>CBDA-ul este ND</strong>, deci extractul a fost decarboxilat complet: canabinoizii sunt în forma neutră, iar CBD-ul total este egal cu CBD-ul.</li>
<li><strong>Canabinoizii minori</strong> (CBG, CBC, urme de CBN) confirmă că este un extract cu spectru larg, nu un izolat.</li>
<li><strong>THC-ul, THCA-ul și Δ8-THC-ul sunt ND</strong>, cu o limită de cuantificare de 0,01%. Pe baza acestui rezultat, producătorul poate scrie „THC sub limita de cuantificare a laboratorului (0,01%)”. Nu poate afirma că produsul nu conține deloc THC: analiza nu poate dovedi așa ceva.</li>
<li><strong>Mai rămân de verificat</strong> numărul lotului, data analizei, laboratorul și testele pentru contaminanți.</li>
</ol>

<h2>Cât de aproape de etichetă trebuie să fie rezultatul?</h2>
<p>Niciun proces de producție nu este perfect, iar orice analiză are o incertitudine de măsurare. Nu există o toleranță unică, stabilită prin lege pentru toate produsele cu CBD. Un reper folosit în cercetare este cel din studiul din <em>JAMA</em> amintit mai sus, care a considerat corect etichetate produsele aflate la cel mult 10% de valoarea declarată. După acest reper, un ulei de 1.000 mg care are la analiză între 900 și 1.100 mg este în parametri. Diferențele mult mai mari, în oricare direcție, sunt un semnal de problemă în producție sau în controlul calității și merită o întrebare adresată vânzătorului.</p>

<h2>Cum verifici că buletinul este autentic</h2>
<p>Un fișier PDF se poate modifica ușor. Iată câțiva pași simpli de verificare:</p>
<ul>
<li><strong>Codul QR sau adresa de verificare:</strong> multe laboratoare oferă un cod care duce la o copie a raportului găzduită pe site-ul laboratorului, nu pe cel al vânzătorului.</li>
<li><strong>Contactul direct cu laboratorul:</strong> un laborator serios îți poate confirma, pe baza numărului de raport, dacă documentul este autentic, chiar dacă nu îți poate da alte detalii despre client.</li>
<li><strong>Verificarea acreditării:</strong> caută laboratorul în registrul public al organismului de acreditare din țara lui.</li>
<li><strong>Coerența documentului:</strong> fonturi diferite în același tabel, valori care nu se potrivesc între ele, lipsa semnăturii sau a numărului de raport sunt motive de suspiciune.</li>
<li><strong>Același buletin pentru toate produsele:</strong> dacă un vânzător folosește un singur raport pentru toate concentrațiile sau pentru toate loturile, documentul nu descrie, de fapt, produsul tău.</li>
</ul>

<h2>Semnale de alarmă pe un buletin</h2>
<ul>
<li>lipsa numărului de lot sau un număr care nu corespunde cu ambalajul;</li>
<li>raportul emis de producătorul însuși, fără un laborator independent;</li>
<li>lipsa metodei de analiză, a limitelor LOD și LOQ sau a unităților de măsură;</li>
<li>o dată a analizei foarte veche, de exemplu de câțiva ani, pentru un produs proaspăt;</li>
<li>THC „ND”, dar THCA măsurabil, fără ca THC-ul total să fie calculat;</li>
<li>prezența Δ8-THC sau a altor canabinoizi psihoactivi;</li>
<li>o cantitate de CBD mult diferită de etichetă;</li>
<li>absența completă a testelor pentru contaminanți, fără nicio explicație din partea vânzătorului;</li>
<li>mențiuni pe produs care pretind absența totală a THC-ului, pe care niciun buletin nu le poate susține.</li>
</ul>

<h2>Lista de verificare în 10 pași</h2>
<ol>
<li>Găsește buletinul pe pagina produsului sau cere-l vânzătorului.</li>
<li>Verifică numele laboratorului și faptul că este independent.</li>
<li>Verifică acreditarea ISO/IEC 17025.</li>
<li>Compară numărul lotului de pe buletin cu cel de pe ambalaj.</li>
<li>Uită-te la data analizei.</li>
<li>Găsește rândul CBD și transformă rezultatul în miligrame pe flacon.</li>
<li>Compară cu eticheta; o abatere de peste aproximativ 10% merită o întrebare.</li>
<li>Verifică rândurile Δ9-THC, THCA și Δ8-THC și limitele LOD și LOQ.</li>
<li>Caută testele pentru metale grele, pesticide, solvenți și microbiologie.</li>
<li>Dacă ai dubii, contactează laboratorul sau vânzătorul și cere explicații.</li>
</ol>
<p>La noi, pe pagina fiecărui produs găsești lotul și buletinul lui de analiză, de la un laborator independent, cu acreditarea lui; THC-ul este sub limita de cuantificare a laboratorului (0,01%). Produsele sunt în <a href="/shop">magazin</a>, iar <a href="/blog/ulei-cbd-ghid-complet">ghidul despre uleiul cu CBD</a> explică în detaliu concentrațiile și tipurile de extract.</p>

<h2>Întrebări frecvente</h2>
<h3>De ce unele produse au CBD-ul exprimat în procente și altele în miligrame?</h3>
<p>Procentul descrie concentrația, iar miligramele, cantitatea totală. Pentru un flacon de 10 ml, 10% corespunde, în practica pieței, la 1.000 mg de CBD. Pentru jeleuri și capsule se folosesc de obicei miligramele pe bucată.</p>
<h3>Dacă THC-ul este ND, pot fi sigur că nu voi avea un test antidrog pozitiv?</h3>
<p>Nu poți fi sigur. Sensibilitatea oricărei analize are o limită, iar extractele cu spectru complet pot conține urme de THC sub limita de cuantificare. Sportivii testați și persoanele care lucrează în domenii cu testare strictă trebuie să discute cu medicul sau cu angajatorul înainte de a folosi orice produs cu CBD.</p>
<h3>Cremele și jeleurile au și ele buletin de analiză?</h3>
<p>Ar trebui. Pentru cosmetice și jeleuri, rezultatele se raportează de obicei în mg/g sau în mg pe bucată. Principiile de citire sunt aceleași.</p>
<h3>Cât de des ar trebui testat un produs?</h3>
<p>Ideal, fiecare lot de produs finit. Materia primă, adică extractul, ar trebui testată și ea înainte de a fi folosită.</p>

<h2>Pe scurt</h2>
<ul>
<li>Buletinul de analiză arată ce conține, de fapt, produsul; cere-l întotdeauna pentru lotul pe care îl cumperi.</li>
<li>Verifică laboratorul, acreditarea, numărul lotului și data analizei.</li>
<li>ND înseamnă nedetectat peste limita de detecție; formularea corectă pentru THC este „sub limita de cuantificare a laboratorului”, cu valoarea limitei, niciodată absența totală.</li>
<li>Calculează totalurile: CBD total = CBD + 0,877 × CBDA; THC total = Δ9-THC + 0,877 × THCA.</li>
<li>Transformă rezultatul în miligrame pe flacon și compară cu eticheta; abaterile de peste aproximativ 10% merită o explicație.</li>
<li>Un buletin complet include și metale grele, pesticide, solvenți reziduali și microbiologie.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop educativ și explică felul în care se citește un document de laborator; nu reprezintă consultanță juridică sau medicală. Produsele cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă iei medicamente, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2024-12-10',
  category: 'Educație',
  image: '/images/blog/cum-citesti-certificat-analiza-coa-cbd.svg',
  readTime: '11 min',
  metaDescription:
    'Cum citești buletinul de analiză al unui produs cu CBD: laborator și lot, ND și LOQ, CBD și THC total, unități de măsură, contaminanți, semnale de alarmă.',
  keywords: [
    'buletin de analiză CBD',
    'COA CBD',
    'analiză de laborator CBD',
    'limita de cuantificare THC',
    'THC total',
    'calitate ulei CBD',
  ],
};
