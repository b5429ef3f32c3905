import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 3,
  slug: 'cbd-si-somnul-ce-arata-studiile',
  title: 'CBD și somnul: ce arată studiile, igiena somnului și precauții',
  excerpt:
    'Cum funcționează somnul, când insomnia are nevoie de medic, ce obiceiuri contează, ce au arătat și ce nu au arătat studiile despre CBD, ce a stabilit EFSA și ce combinații cer atenție.',
  content: `
<p>Aproape toată lumea a trecut prin nopți în care somnul pur și simplu nu vine: te întorci de pe o parte pe alta, te uiți la ceas, calculezi câte ore mai ai până la alarmă și, cu cât încerci mai mult să adormi, cu atât ești mai treaz. Pentru unii, astfel de nopți sunt rare. Pentru alții, devin regula. Iar somnul slab nu rămâne în dormitor: se vede a doua zi în energie, dispoziție, concentrare, apetit și răbdarea cu cei din jur.</p>
<p>În ultimii ani, tot mai multe produse cu CBD (canabidiol) sunt prezentate, mai ales pe internet, în legătură cu somnul. Multe dintre aceste prezentări spun mai mult decât știe știința. Ne-am propus să facem contrariul: să îți arătăm ce se știe, ce nu se știe și ce ține, de fapt, de medic.</p>
<p>Ghidul începe cu felul în care funcționează somnul și cu diferența dintre o perioadă proastă și insomnia care are nevoie de un specialist. Continuă cu obiceiurile care contează pentru orice om, indiferent de ce produse folosește: igiena somnului și rutina de seară. Abia apoi vorbim despre CBD: ce este, ce reguli se aplică produselor care îl conțin, ce au arătat studiile și ce nu au arătat, ce a stabilit EFSA, cum citești o etichetă și un buletin de analiză, ce combinații cer atenție și cine nu trebuie să folosească astfel de produse.</p>
<p>O precizare importantă încă de la început: CBD-ul nu este un medicament și nu este un somnifer. Produsele cu CBD vândute ca alimente sau cosmetice nu sunt destinate diagnosticării, tratării sau prevenirii vreunei boli, iar insomnia este o problemă de sănătate. Dacă dormi prost de mai multe săptămâni, vorbește cu medicul.</p>

<h2>Cum funcționează somnul</h2>
<p>Somnul nu este o simplă „oprire” a creierului. Este o stare activă, foarte bine organizată, în care corpul și creierul fac lucruri pe care nu le pot face în stare de veghe: consolidează amintirile, reglează hormonii, repară țesuturile, „curăță” produșii de metabolism din creier și recalibrează sistemul imunitar. De aceea, lipsa de somn se simte în aproape orice aspect al sănătății.</p>

<h3>Ciclurile somnului</h3>
<p>O noapte de somn este formată din mai multe cicluri, fiecare de aproximativ 90 de minute, deși durata variază de la o persoană la alta și chiar de la un ciclu la altul. Într-o noapte obișnuită trecem prin patru până la șase astfel de cicluri. Fiecare ciclu conține mai multe etape:</p>
<ul>
<li><strong>Somnul ușor (N1 și N2):</strong> faza de tranziție dintre veghe și somn și apoi o etapă de somn stabil, dar încă relativ superficial. Ocupă cea mai mare parte a nopții.</li>
<li><strong>Somnul profund (N3), numit și somn cu unde lente:</strong> etapa cea mai odihnitoare din punct de vedere fizic. Este greu să te trezești din ea, iar dacă se întâmplă, te simți confuz. Predomină în prima jumătate a nopții.</li>
<li><strong>Somnul REM (cu mișcări oculare rapide):</strong> etapa în care visăm cel mai intens. Creierul este foarte activ, iar mușchii corpului sunt temporar „blocați”, ca să nu punem în practică visele. Perioadele REM devin mai lungi spre dimineață.</li>
</ul>
<p>Acest lucru are o consecință practică: dacă te culci foarte târziu sau te trezești mult prea devreme, nu pierzi doar ore, ci pierzi în mod disproporționat anumite etape. Culcarea târzie taie din somnul profund, iar trezirea foarte devreme taie din somnul REM.</p>

<h3>Cele două „motoare” ale somnului</h3>
<p>Momentul în care ne vine somnul este dictat de două procese care lucrează împreună.</p>
<p><strong>Presiunea somnului.</strong> Pe parcursul zilei, în creier se acumulează adenozina, o substanță care crește senzația de oboseală. Cu cât stai treaz mai mult, cu atât presiunea este mai mare. În timpul somnului, adenozina se elimină, iar dimineața o luăm de la capăt. Cofeina funcționează tocmai prin blocarea receptorilor de adenozină: nu îți dă energie, ci ascunde temporar oboseala.</p>
<p><strong>Ritmul circadian.</strong> Corpul are un ceas intern, situat într-o mică zonă a creierului numită nucleul suprachiasmatic, care reglează pe un ciclu de aproximativ 24 de ore temperatura corpului, secreția de hormoni, apetitul și starea de vigilență. Principalul lui semnal de sincronizare este lumina. Lumina puternică dimineața „pune ceasul la oră”, iar întunericul de seară permite eliberarea melatoninei, hormonul care anunță corpului că vine noaptea.</p>
<p>Somnul vine cel mai ușor atunci când cele două procese se aliniază: presiunea de somn este mare, iar ceasul intern indică noaptea. Multe probleme de somn apar când ele se decalează, de exemplu după o siestă lungă, după ce ai dormit până la prânz în weekend sau după o călătorie peste mai multe fusuri orare.</p>

<h3>Cât somn ne trebuie</h3>
<p>Recomandările societăților de medicina somnului pentru adulți sunt de cel puțin șapte ore pe noapte, iar pentru majoritatea oamenilor intervalul optim se situează între șapte și nouă ore. Există variații individuale reale: unii se simt excelent după șapte ore, alții au nevoie de aproape nouă. Persoanele care au nevoie cu adevărat de mai puțin de șase ore sunt foarte rare; mult mai des, cei care spun că „se descurcă” cu cinci ore s-au obișnuit pur și simplu cu oboseala.</p>
<p>Un criteriu simplu: dacă te trezești, în majoritatea zilelor, fără alarmă, aproximativ la aceeași oră, și nu ai nevoie de cafea ca să funcționezi dimineața, probabil dormi suficient. Dacă în weekend dormi cu două-trei ore mai mult decât în timpul săptămânii, probabil acumulezi o „datorie de somn”.</p>

<h3>Cortizolul și melatonina</h3>
<p>Doi hormoni marchează capetele zilei. Cortizolul, cunoscut drept hormon al stresului, are un vârf firesc dimineața, care ne ajută să ne trezim și să ne mobilizăm. Melatonina urcă seara, după lăsarea întunericului, și rămâne crescută pe parcursul nopții. Stresul cronic, lumina puternică seara și programul haotic pot perturba ambele ritmuri. Un om stresat, care lucrează până noaptea târziu în fața ecranului, are exact combinația care face adormirea dificilă: cortizol ridicat și melatonină întârziată.</p>

<h2>Insomnia: când o noapte proastă devine o problemă</h2>
<p>Insomnia nu înseamnă doar „dorm puțin”. Specialiștii o definesc prin dificultatea de a adormi, de a rămâne adormit sau prin trezirea mult prea devreme, fără a mai putea adormi, în condițiile în care ai ocazia și timpul să dormi, iar aceste dificultăți au consecințe în timpul zilei: oboseală, iritabilitate, probleme de concentrare, greșeli la muncă.</p>

<h3>Insomnia acută și insomnia cronică</h3>
<p><strong>Insomnia acută</strong> durează de la câteva nopți la câteva săptămâni și are, de obicei, un declanșator clar: o perioadă stresantă, o pierdere, schimbarea locului de muncă, o boală, o călătorie. În cele mai multe cazuri, dispare când declanșatorul trece.</p>
<p><strong>Insomnia cronică</strong> apare atunci când dificultățile de somn se repetă de cel puțin trei ori pe săptămână, timp de cel puțin trei luni. Interesant este că, deseori, cauza inițială a dispărut de mult, iar insomnia se întreține singură, prin obiceiurile și temerile care s-au format în jurul somnului: mersul la culcare foarte devreme „ca să recuperezi”, timpul lung petrecut treaz în pat, cafeaua în plus a doua zi și, mai ales, anxietatea legată de somn. Patul devine, fără să vrei, un loc asociat cu frustrarea.</p>

<h3>Semnale care cer consult medical</h3>
<p>Unele probleme de somn nu sunt insomnie, ci alte afecțiuni care au tratamente specifice. Mergi la medic dacă:</p>
<ul>
<li><strong>sforăi puternic, iar cineva a observat pauze în respirația ta în timpul somnului</strong>, sau te trezești cu senzație de sufocare, cu dureri de cap dimineața și ești foarte somnolent ziua. Acestea pot fi semne de apnee în somn, o afecțiune frecventă și subdiagnosticată, care are nevoie de investigații;</li>
<li>simți un <strong>disconfort în picioare</strong> seara, cu nevoia de a le mișca, care se ameliorează când te miști (sindromul picioarelor neliniștite);</li>
<li>adormi brusc în timpul zilei, în situații nepotrivite, inclusiv la volan;</li>
<li>insomnia este însoțită de <strong>tristețe persistentă, pierderea interesului, lipsa speranței</strong> sau de gânduri de autovătămare. În ultimul caz, sună imediat la 112;</li>
<li>ai transpirații nocturne, pierdere în greutate neexplicată, palpitații, urinări frecvente noaptea sau dureri care te trezesc;</li>
<li>problemele de somn au apărut după începerea unui medicament nou;</li>
<li>dormi prost de mai mult de trei luni, în ciuda schimbărilor de stil de viață.</li>
</ul>

<h3>Tratamentul de primă linie: terapia cognitiv-comportamentală pentru insomnie</h3>
<p>Ghidurile de medicina somnului din Europa și din Statele Unite recomandă, ca prim tratament pentru insomnia cronică la adulți, terapia cognitiv-comportamentală pentru insomnie, cunoscută și sub prescurtarea englezească CBT-I. Nu este o terapie „de discuții” generale, ci un program structurat, de obicei de patru până la opt ședințe, care include:</p>
<ul>
<li><strong>controlul stimulilor:</strong> reînvățarea asocierii dintre pat și somn (în pat doar dormi; dacă nu poți adormi, te ridici și revii când îți este somn);</li>
<li><strong>restricția somnului:</strong> limitarea temporară a timpului petrecut în pat la timpul real de somn, pentru a crește presiunea de somn și a consolida odihna. Se face sub îndrumarea unui specialist, pentru că la început poate accentua oboseala;</li>
<li><strong>restructurarea cognitivă:</strong> lucrul cu gândurile catastrofice despre somn („dacă nu dorm opt ore, mâine va fi un dezastru”);</li>
<li><strong>tehnici de relaxare</strong> și educație despre igiena somnului.</li>
</ul>
<p>Efectele acestei terapii tind să se mențină și după încheierea ei, spre deosebire de somnifere, al căror efect dispare la oprire. Dacă ai insomnie cronică, întreabă medicul de familie sau un psiholog despre acest tip de terapie. Există și programe digitale validate, dar ideal este ca ele să fie folosite cu acordul unui specialist.</p>

<h2>Igiena somnului: fundația pe care construiești</h2>
<p>Igiena somnului este numele dat obiceiurilor și condițiilor care favorizează somnul. Singură nu tratează insomnia cronică, dar este punctul de pornire în aproape orice discuție cu un specialist și face parte și din terapia cognitiv-comportamentală pentru insomnie. Iată elementele principale.</p>

<h3>1. Program constant, inclusiv în weekend</h3>
<p>Ora de trezire este ancora ceasului tău intern. Trezește-te la aceeași oră în fiecare zi, cu o abatere de cel mult o oră în weekend, chiar dacă ai dormit prost. Pare contraintuitiv, dar dormitul prelungit dimineața, după o noapte proastă, reduce presiunea de somn pentru seara următoare și perpetuează problema. Ora de culcare poate fi mai flexibilă: mergi la culcare când îți este somn, nu doar obosit, dar nu mai devreme de o oră fixată rezonabil.</p>

<h3>2. Lumina: multă dimineața, puțină seara</h3>
<p>Expune-te la lumina zilei în prima oră după trezire, chiar și 10–20 de minute. Lumina exterioară, chiar și într-o zi înnorată, este mult mai intensă decât iluminatul din casă. Seara, în ultimele două ore înainte de culcare, redu lumina: folosește veioze cu lumină caldă în locul plafonierelor puternice. Lumina intensă seara întârzie eliberarea melatoninei.</p>

<h3>3. Cofeina: atenție la ora ultimei cafele</h3>
<p>Cofeina are un timp de înjumătățire de aproximativ cinci ore la un adult sănătos, cu variații mari între persoane: la unii este mai scurt, la alții, de exemplu în timpul sarcinii sau la cei care iau anumite medicamente, mult mai lung. Asta înseamnă că jumătate din cafeaua băută la ora 16 este încă în organism la ora 21. Regula practică: ultima cafea înainte de ora 14, iar dacă ești sensibil, chiar mai devreme. Nu uita de sursele „ascunse”: ceaiul negru și verde, băuturile de tip cola, băuturile energizante, ciocolata neagră și unele medicamente pentru răceală.</p>

<h3>4. Alcoolul: adormi mai repede, dormi mai prost</h3>
<p>Un pahar de vin seara poate scurta timpul de adormire, de aceea mulți îl folosesc ca „somnifer”. Problema apare în a doua jumătate a nopții: pe măsură ce alcoolul este metabolizat, somnul se fragmentează, apar mai multe treziri, somnul REM este perturbat, iar sforăitul și apneea se pot agrava. Dacă bei, lasă cel puțin trei-patru ore între ultimul pahar și culcare și nu combina alcoolul cu produse care pot da somnolență, inclusiv CBD-ul.</p>

<h3>5. Nicotina</h3>
<p>Nicotina este un stimulent. Fumatul sau vapatul cu nicotină seara pot îngreuna adormirea, iar sevrajul din timpul nopții poate provoca treziri. Dacă fumezi, încearcă să nu o faci în ultimele ore dinaintea somnului.</p>

<h3>6. Dormitorul: răcoros, întunecat, liniștit</h3>
<ul>
<li><strong>Temperatura:</strong> o cameră ușor răcoroasă, în jurul a 18 °C, este potrivită pentru cei mai mulți oameni. Temperatura corpului scade de la sine la adormire, iar o cameră supraîncălzită încurcă acest proces.</li>
<li><strong>Întunericul:</strong> draperii opace sau o mască de somn. Chiar și lumina slabă a unui ecran de încărcător sau a unui bec de stradă poate deranja persoanele sensibile.</li>
<li><strong>Zgomotul:</strong> dopuri de urechi sau un zgomot de fond constant (un ventilator, o aplicație cu „zgomot alb”) dacă locuiești într-o zonă gălăgioasă.</li>
<li><strong>Patul:</strong> o saltea și o pernă confortabile, lenjerie din materiale respirabile.</li>
<li><strong>Ceasul:</strong> întoarce-l cu fața la perete. Verificarea repetată a orei în timpul nopții crește anxietatea și te trezește și mai mult.</li>
</ul>

<h3>7. Patul este pentru somn</h3>
<p>Evită să lucrezi, să mănânci, să te uiți la seriale sau să derulezi fluxuri pe telefon în pat. Creierul face asocieri rapide: dacă patul devine locul în care ești activ, treaz și uneori frustrat, va fi mai greu să-l asociezi cu somnul. Dacă nu adormi în aproximativ 20 de minute (estimează, nu te uita la ceas), ridică-te, mergi în altă cameră, fă ceva liniștit la lumină slabă și revino în pat când simți că îți este somn.</p>

<h3>8. Mâncarea și lichidele seara</h3>
<p>O masă foarte copioasă, grasă sau picantă chiar înainte de culcare poate provoca reflux și disconfort. Pe de altă parte, să te culci foarte flămând te poate trezi. Ideal, cina are loc cu două-trei ore înainte de somn. Dacă îți este foame mai târziu, o gustare mică, de exemplu un iaurt, o banană sau câteva nuci, este în regulă. Redu lichidele în ultima oră, ca să nu te trezești pentru a merge la baie.</p>

<h3>9. Mișcarea</h3>
<p>Activitatea fizică regulată este asociată, în numeroase studii, cu un somn mai odihnitor. Pentru majoritatea oamenilor, mișcarea seara nu strică somnul; excepția o reprezintă antrenamentele foarte intense în ultima oră înainte de culcare, care pot întârzia adormirea la unele persoane. Dacă observi acest lucru la tine, mută efortul intens mai devreme și păstrează pentru seară plimbarea, exercițiile ușoare de întindere sau yoga blândă.</p>

<h3>10. Somnul de prânz</h3>
<p>O siestă scurtă, de 10–20 de minute, la începutul după-amiezii, poate fi revigorantă. O siestă lungă sau una făcută după ora 15–16 reduce presiunea de somn pentru noapte. Dacă ai insomnie, cel mai bine este să renunți temporar la somnul de zi.</p>

<table>
<caption>Obiceiuri care favorizează somnul și obiceiuri care îl încurcă</caption>
<thead>
<tr><th scope="col">Domeniu</th><th scope="col">Favorizează somnul</th><th scope="col">Îl încurcă</th></tr>
</thead>
<tbody>
<tr><th scope="row">Program</th><td>aceeași oră de trezire zilnic</td><td>dormitul prelungit în weekend, orele de culcare haotice</td></tr>
<tr><th scope="row">Lumină</th><td>lumina zilei dimineața, lumină caldă și slabă seara</td><td>lumină puternică și ecrane aproape de ora de culcare</td></tr>
<tr><th scope="row">Băuturi</th><td>ceaiuri fără cofeină, apă în timpul zilei</td><td>cafea după-amiaza, alcool seara, multe lichide înainte de culcare</td></tr>
<tr><th scope="row">Mișcare</th><td>activitate regulată, plimbări seara</td><td>sedentarism, antrenamente foarte intense chiar înainte de somn</td></tr>
<tr><th scope="row">Dormitor</th><td>răcoros, întunecat, liniștit</td><td>cald, luminat, cu televizorul pornit</td></tr>
<tr><th scope="row">Gânduri</th><td>grijile notate pe hârtie mai devreme seara</td><td>planificarea zilei următoare în pat, verificarea e-mailurilor</td></tr>
</tbody>
</table>

<h2>Rutina de seară, pas cu pas</h2>
<p>Creierul nu are un întrerupător. Are nevoie de o tranziție între ritmul alert al zilei și starea de somn. O rutină de seară repetată zilnic, în aceeași ordine, devine un semnal: corpul învață că după aceste gesturi urmează somnul. Nu trebuie să fie complicată. Mai jos găsești un exemplu pentru o persoană care vrea să adoarmă în jurul orei 23; adaptează-l la programul tău.</p>

<table>
<caption>Exemplu de rutină de seară pentru ora de culcare 23:00</caption>
<thead>
<tr><th scope="col">Ora</th><th scope="col">Ce faci</th><th scope="col">De ce</th></tr>
</thead>
<tbody>
<tr><th scope="row">20:00</th><td>cina ușoară, ultima masă consistentă</td><td>digestia nu mai încurcă adormirea</td></tr>
<tr><th scope="row">21:00</th><td>închizi laptopul de serviciu, notezi pe hârtie sarcinile și grijile de mâine</td><td>mintea nu mai trebuie să „țină minte” totul</td></tr>
<tr><th scope="row">21:30</th><td>lumini calde și slabe în casă, duș cald sau baie</td><td>scăderea temperaturii corpului după duș favorizează somnul</td></tr>
<tr><th scope="row">22:00</th><td>lectură pe hârtie, exerciții ușoare de întindere, muzică liniștită</td><td>activități lente, fără ecrane și fără stimulare</td></tr>
<tr><th scope="row">22:40</th><td>telefonul în altă cameră sau pe modul „nu deranja”, exerciții de respirație</td><td>reducerea stimulării și a tensiunii</td></tr>
<tr><th scope="row">23:00</th><td>în pat, cu lumina stinsă</td><td>culcarea la o oră constantă</td></tr>
</tbody>
</table>

<h3>„Descărcarea” grijilor</h3>
<p>Mulți oameni adorm greu nu pentru că nu sunt obosiți, ci pentru că mintea lor începe să lucreze exact când se sting luminile. Un exercițiu simplu: cu două ore înainte de culcare, ia o foaie și scrie pe o coloană tot ce te preocupă, iar pe cealaltă, următorul pas concret pentru fiecare problemă, chiar dacă pasul este doar „mă gândesc la asta joi”. Exercițiul nu rezolvă problemele, dar îi dă minții permisiunea de a le lăsa deoparte până a doua zi.</p>

<h3>Respirația și relaxarea musculară</h3>
<p>Două tehnici simple, pe care le poți face în pat:</p>
<ul>
<li><strong>Respirația cu expir prelungit:</strong> inspiri pe nas numărând până la patru, expiri lent numărând până la șase sau opt. Zece cicluri durează doar câteva minute.</li>
<li><strong>Relaxarea musculară progresivă:</strong> încordezi câte o grupă musculară timp de cinci secunde (degetele de la picioare, gambele, coapsele, abdomenul, mâinile, umerii, fața), apoi o relaxezi complet și observi diferența. Parcurgi tot corpul, de jos în sus.</li>
</ul>

<h3>Ecranele: problema nu este doar lumina albastră</h3>
<p>Se vorbește mult despre lumina albastră a ecranelor. Ea contează, dar efectul real al telefonului seara vine mai ales din conținut: e-mailuri de la serviciu, știri, discuții aprinse, videoclipuri scurte care te țin „încă cinci minute” timp de o oră. Filtrul de lumină de noapte ajută puțin; a lăsa telefonul în altă cameră ajută mult.</p>

<h3>Ce faci într-o noapte în care nu poți adormi</h3>
<p>Chiar și cu o rutină bună, vor exista nopți grele. Ce faci în acele momente contează, pentru că reacția ta poate fie să stingă problema, fie să o transforme într-un obicei.</p>
<ol>
<li><strong>Nu te uita la ceas.</strong> Calculul orelor rămase până la alarmă activează exact mecanismul de alertă care te ține treaz.</li>
<li><strong>Acceptă starea de veghe.</strong> Paradoxal, efortul de a adormi îndepărtează somnul. Spune-ți că odihna în liniște, cu ochii închiși, are și ea valoare, iar o noapte mai scurtă nu este o catastrofă.</li>
<li><strong>Dacă a trecut mult timp, ridică-te.</strong> Mergi în altă cameră, la lumină slabă, și fă ceva monoton: citește câteva pagini dintr-o carte pe hârtie, împăturește rufe, ascultă muzică liniștită. Revino în pat când simți că îți cad pleoapele.</li>
<li><strong>Evită ecranele și gustările.</strong> Telefonul te trezește, iar mâncatul noaptea îi transmite corpului semnalul că ziua a început.</li>
<li><strong>A doua zi, trezește-te la ora obișnuită.</strong> Vei fi obosit, dar presiunea de somn acumulată te va ajuta seara. Evită siesta lungă și cafeaua după-amiaza.</li>
</ol>
<p>O noapte proastă ocazională este normală. Important este ca ea să nu devină motivul pentru care schimbi totul a doua zi: culcatul la ora 20, cafeaua dublă, alcoolul „ca să adormi”. Acestea sunt comportamentele care transformă o problemă trecătoare într-una cronică.</p>

<h3>Ce mănânci contează și pentru somn</h3>
<p>Nu există un aliment-minune pentru somn, dar tiparul general al alimentației se vede în calitatea odihnei. Câteva observații utile:</p>
<ul>
<li><strong>Mesele regulate</strong> ajută ceasul intern. Micul dejun la ore constante este un semnal de sincronizare, la fel ca lumina de dimineață.</li>
<li><strong>O alimentație variată, de tip mediteranean</strong>, bogată în legume, leguminoase, cereale integrale, pește și nuci, a fost asociată în studii observaționale cu un somn mai bun. Asocierea nu dovedește o relație de cauzalitate, dar astfel de obiceiuri sunt oricum benefice pentru sănătate.</li>
<li><strong>Zahărul și alimentele ultraprocesate seara</strong> pot provoca oscilații ale glicemiei, iar unele persoane raportează un somn mai agitat după astfel de mese.</li>
<li><strong>Triptofanul</strong>, un aminoacid din lactate, ouă, carne, semințe și leguminoase, este precursorul serotoninei și al melatoninei. Un aport normal din alimentație este suficient pentru majoritatea oamenilor.</li>
</ul>
<p>Dacă ai reflux gastroesofagian, evită mesele mari, alimentele grase, ciocolata, mentolul și alcoolul în orele dinaintea culcării și ridică ușor capătul de sus al patului.</p>

<h2>Ce este CBD-ul</h2>
<p>Canabidiolul este unul dintre cei peste o sută de canabinoizi identificați în planta de cânepă. Spre deosebire de THC (tetrahidrocanabinol), nu produce starea de euforie asociată cu canabisul și nu îți alterează percepția. Organizația Mondială a Sănătății a analizat canabidiolul în 2017 și 2018 și a concluzionat că, în forma sa pură, nu pare să aibă potențial de abuz sau de dependență. Evaluarea privește riscul de abuz; ea nu spune nimic despre vreun efect al produselor de pe piață asupra somnului.</p>

<h3>THC-ul, așa cum îl măsoară laboratorul</h3>
<p>Un laborator nu poate demonstra că o substanță lipsește complet dintr-un produs; poate doar să spună că nu a găsit-o peste limita metodei sale. De aceea, pentru loturile Verdana scriem ce a raportat laboratorul: THC sub limita de cuantificare a laboratorului (0,01%). O eventuală urmă de THC, dacă există, este prea mică pentru a fi măsurată precis, ceea ce nu înseamnă că lipsește cu certitudine. Un extract cu spectru complet conține, prin definiție, și alți canabinoizi, deci poate conține urme de THC.</p>
<p>Valoarea exactă pentru lotul tău se află pe buletinul de analiză al lotului. Cum îl citești, rând cu rând, îți explicăm în ghidul <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un buletin de analiză</a>, iar despre tipurile de extracte și concentrații găsești mai multe în <a href="/blog/ulei-cbd-ghid-complet">ghidul nostru despre uleiul CBD</a>.</p>

<h3>CBD-ul ca medicament și CBD-ul din magazine</h3>
<p>Canabidiolul purificat există și ca medicament: este autorizat în Uniunea Europeană sub numele Epidyolex (în Statele Unite, Epidiolex), pentru anumite forme rare și severe de epilepsie. Se eliberează pe bază de prescripție, iar cantitatea o stabilește medicul, cu analize de sânge periodice. Pentru insomnie sau alte tulburări de somn nu există niciun medicament autorizat pe bază de CBD.</p>
<p>Uleiurile, jeleurile și celelalte produse cu CBD din magazine nu sunt medicamente. Nu au indicații, nu au trecut prin studiile cerute unui medicament și nu pot fi prezentate ca tratament pentru vreo problemă de somn.</p>

<h3>Forme diferite, reguli diferite</h3>
<p>Regulile care se aplică unui produs cu CBD depind de forma lui. În Uniunea Europeană, extractele de CBD destinate consumului, cum sunt uleiurile și jeleurile, sunt „alimente noi” (Regulamentul (UE) 2015/2283), iar până acum nu a fost acordată nicio autorizație pentru ele. Cosmeticele cu CBD urmează Regulamentul (CE) nr. 1223/2009. Țigaretele electronice cu CBD (vape-urile) sunt tratate în România ca produse de tipul țigaretei electronice, conform Legii nr. 64/2024, indiferent dacă au sau nu nicotină, și se vând doar adulților.</p>
<p>Aplicarea acestor reguli ține de autorități. Noi spunem, pentru fiecare lot, ce a măsurat laboratorul și nu atribuim produselor efecte pe care nu le au demonstrate.</p>

<h3>Sistemul endocanabinoid și somnul</h3>
<p>Corpul are un sistem propriu de semnalizare, numit sistem endocanabinoid, format din molecule produse de organism, receptori și enzime. Cercetătorii îl studiază pentru rolul lui în reglarea mai multor funcții, printre care răspunsul la stres, apetitul, dispoziția și ritmul somn-veghe. Nivelurile unor endocanabinoizi variază pe parcursul zilei, după un ritm circadian. Această legătură explică interesul științific pentru canabinoizi, dar interesul pentru un mecanism nu este o dovadă de efect.</p>

<h3>Ipoteze care circulă și ce s-a verificat</h3>
<p>Pe internet circulă multe explicații despre cum „ar trebui” să acționeze CBD-ul asupra somnului. Sunt ipoteze. Studiile la voluntari sănătoși nu au arătat modificări importante ale structurii somnului după CBD, iar studiile la persoane cu insomnie au dat, până acum, rezultate amestecate. Ideea că unele cantități ar fi „activatoare”, iar altele „sedative”, vine în principal din cercetări pe animale și nu a fost confirmată la oameni.</p>
<p>Pe scurt, nu există astăzi dovezi că un produs cu CBD din comerț are vreun efect asupra somnului. Orice produs prezentat ca remediu pentru insomnie spune mai mult decât permite știința.</p>

<h3>Dar CBN-ul?</h3>
<p>Pe piață găsești tot mai des produse care conțin CBN (canabinol), un alt canabinoid din cânepă, prezentat adesea drept „sedativ”. Reputația lui vine mai mult din marketing și din observații vechi decât din studii solide la om. Cercetarea este abia la început, așa că privește cu neîncredere orice promisiune legată de CBN.</p>

<h2>Ce spun studiile despre CBD și somn</h2>
<p>Pe scurt: studiile de până acum sunt puține, mici și pe cantități mult mai mari decât cele din produsele cu CBD din comerț; nu permit o concluzie. Iată ce s-a studiat, fără exagerări în niciuna dintre direcții.</p>

<h3>Primele observații</h3>
<p>La începutul anilor 1980, un studiu realizat în Brazilia, cu un număr foarte mic de persoane cu insomnie, a comparat CBD-ul cu un placebo, în cantități de la câteva zeci la peste o sută de miligrame. Studiul este citat frecvent, dar trebuie privit ca ceea ce este: o observație timpurie, pe câțiva participanți, realizată cu metode care astăzi ar fi considerate insuficiente.</p>

<h3>O analiză retrospectivă din 2019</h3>
<p>În 2019, revista The Permanente Journal a publicat o analiză a fișelor unor pacienți dintr-o clinică de psihiatrie din Statele Unite, care primiseră CBD pe lângă îngrijirea obișnuită, iar o parte dintre ei aveau probleme de somn. Scorurile de somn au variat de la o lună la alta, fără o tendință stabilă. Lucrarea nu a avut grup de control, deci nu se poate spune ce rol a avut CBD-ul. Chiar autorii au concluzionat că sunt necesare studii controlate, nu că ar exista un efect dovedit.</p>

<h3>Studiile pe voluntari sănătoși</h3>
<p>Un studiu brazilian publicat în 2018 a administrat 300 mg de CBD unor voluntari sănătoși, înainte de somn, și nu a găsit modificări importante ale ciclului somnului. Rezultatul spune două lucruri: în acele condiții, CBD-ul nu a perturbat somnul normal și nici nu a avut un efect vizibil asupra lui. Este, din nou, o administrare unică, în laborator, într-o cantitate de peste o sută de ori mai mare decât nivelul provizoriu stabilit de EFSA pentru o zi.</p>

<h3>Studii controlate recente și analize de ansamblu</h3>
<p>În ultimii ani au apărut câteva studii randomizate, controlate cu placebo, în care persoane cu insomnie au primit CBD seara, timp de câteva săptămâni. Rezultatele sunt amestecate: unele raportează mici diferențe la anumite scoruri, altele nu găsesc diferențe clare față de placebo. Analizele sistematice care au adunat studiile existente ajung, în general, la aceeași concluzie: dovezile sunt de calitate scăzută, provin din studii mici și scurte, cu produse și cantități foarte diferite, și nu permit o concluzie.</p>
<p>Există și cercetări mici în situații medicale speciale, de exemplu la persoane cu boala Parkinson sau cu tulburare de stres posttraumatic. Sunt contexte medicale care nu se pot extrapola la insomnia obișnuită și care țin, evident, de medic.</p>

<h3>Ce înseamnă asta pentru tine</h3>
<ul>
<li>CBD-ul <strong>nu este un tratament pentru insomnie</strong> și nu ține locul terapiei cognitiv-comportamentale sau al unui consult medical.</li>
<li>Studiile nu permit concluzia că produsele cu CBD din comerț au vreun efect asupra somnului.</li>
<li>CBD-ul poate avea efecte nedorite, printre care somnolența, și poate interacționa cu medicamente.</li>
<li>CBD-ul nu este un medicament; pentru o problemă de somn, vorbește cu medicul.</li>
</ul>

<h2>De ce dozele din studii nu sunt dozele din magazin</h2>
<p>Cifrele din studii circulă des pe internet, transformate uneori în „recomandări”. Ele nu sunt recomandări pentru nimeni. În cercetare, CBD-ul purificat a fost administrat în cantități de zeci sau sute de miligrame, sub supraveghere medicală, la persoane selectate după criterii stricte, pentru perioade scurte. Chiar și medicamentul pe bază de CBD se folosește doar la prescripția medicului, cu analize periodice, pentru că la cantități mari au fost observate creșteri ale enzimelor hepatice și interacțiuni cu alte medicamente.</p>
<p>Un produs cu CBD din comerț nu este un somnifer „mai blând”. Este un produs de altă natură, pentru care nu există o cantitate cu efect demonstrat asupra somnului. Din acest motiv nu publicăm scheme sau tabele de administrare pentru vreo afecțiune și te rugăm să privești cu neîncredere pe oricine o face.</p>

<h3>Ce a stabilit EFSA</h3>
<p>Autoritatea Europeană pentru Siguranța Alimentară (EFSA) a arătat încă din 2022 că siguranța CBD-ului ca aliment nou nu poate fi stabilită pe baza datelor existente și a enumerat golurile de cunoaștere: efectele asupra ficatului, a tractului digestiv, a sistemului endocrin, a sistemului nervos și asupra stării psihice. Într-o declarație actualizată, EFSA a stabilit provizoriu un nivel sigur de consum de 0,0275 mg de CBD pe kg corp pe zi, adică aproximativ 2 mg pe zi pentru un adult de 70 kg. Nivelul se referă la suplimente alimentare cu CBD de puritate foarte mare și include o marjă de siguranță tocmai pentru că datele sunt incomplete.</p>
<p>Pentru persoanele sub 25 de ani, pentru femeile însărcinate sau care alăptează și pentru cei care iau medicamente, EFSA a concluzionat că siguranța CBD-ului nu poate fi stabilită. Unele produse de pe piață depășesc nivelul de 2 mg chiar și la o singură porție, așa cum arată calculele de mai jos.</p>

<h3>Singura cantitate pe care o indicăm</h3>
<p>Singura cantitate pe care o indicăm pentru produsele noastre este cantitatea indicată pe eticheta produsului. Nu o depăși și nu folosi mai multe produse cu CBD în aceeași zi, de exemplu un ulei și jeleuri, pentru că cantitățile se adună. Vorbește cu medicul înainte dacă iei medicamente, dacă ai o boală cronică sau dacă te încadrezi într-una dintre grupele pentru care EFSA nu a putut stabili siguranța.</p>

<h3>Cum citești cantitatea de CBD de pe etichetă</h3>
<p>Eticheta unui ulei indică de obicei o concentrație în procente și, de preferat, cantitatea totală de CBD din flacon, în miligrame. Un flacon de 10 ml cu 10% conține 1.000 mg de CBD, adică aproximativ 100 mg pe mililitru. Calculele de mai jos sunt operații aritmetice, utile ca să compari produsele între ele; nu sunt indicații de administrare.</p>
<table>
<caption>Cantitatea de CBD dintr-un flacon de 10 ml, în funcție de concentrația declarată</caption>
<thead>
<tr><th scope="col">Concentrație declarată</th><th scope="col">CBD în flaconul de 10 ml</th><th scope="col">CBD într-un mililitru</th></tr>
</thead>
<tbody>
<tr><th scope="row">5%</th><td>500 mg</td><td>50 mg</td></tr>
<tr><th scope="row">10%</th><td>1.000 mg</td><td>100 mg</td></tr>
<tr><th scope="row">20%</th><td>2.000 mg</td><td>200 mg</td></tr>
</tbody>
</table>
<ul>
<li><strong>Procentul poate fi exprimat în greutate sau în volum</strong>, iar uleiul este puțin mai ușor decât apa. De aceea contează ca eticheta să indice și totalul în miligrame.</li>
<li><strong>O picătură nu are un volum fix.</strong> Depinde de pipetă, de vâscozitatea uleiului și de temperatură. Dacă pornești de la convenția des folosită de aproximativ 0,05 ml pe picătură, o singură picătură dintr-un ulei de 10% conține în jur de 5 mg de CBD, adică de peste două ori nivelul provizoriu stabilit de EFSA pentru o zi întreagă.</li>
<li><strong>La jeleuri</strong>, ambalajul indică de obicei cantitatea de CBD dintr-o bucată și numărul de bucăți din pachet.</li>
<li><strong>Compară eticheta cu buletinul de analiză.</strong> CBD-ul măsurat de laborator pentru lotul tău trebuie să fie apropiat de cel declarat.</li>
<li><strong>Concentrația nu este o măsură a calității</strong>, ci doar a cantității de CBD dintr-un anumit volum.</li>
</ul>

<h3>Spectru complet, spectru larg sau izolat</h3>
<p>Extractele cu spectru complet păstrează, pe lângă CBD, și alți compuși ai plantei, cum ar fi canabinoizii minori și terpenele, și pot conține urme de THC. Extractele cu spectru larg păstrează o parte dintre acești compuși, iar THC-ul este îndepărtat prin procesare. Izolatul este CBD purificat, cel mai apropiat de forma folosită în studii și de cea la care se referă nivelul provizoriu al EFSA. Vei citi des despre „efectul de ansamblu” (entourage), ideea că substanțele plantei ar lucra mai bine împreună, sau despre terpene „pentru somn”, cum ar fi linaloolul din lavandă. Sunt idei populare, fără dovezi directe la om, așa că nu le folosi drept criteriu de alegere. Ce contează este ce scrie pe buletinul de analiză al lotului.</p>

<h3>Cum păstrezi produsele</h3>
<ul>
<li>ține flaconul închis etanș, în poziție verticală, la temperatura camerei sau mai jos, ferit de lumina directă a soarelui;</li>
<li>nu lăsa produsele în mașină vara sau lângă surse de căldură;</li>
<li>păstrează ambalajul original, pe care sunt trecute lotul, data și avertismentele;</li>
<li>nu atinge pipeta de gură sau de alte suprafețe;</li>
<li>dacă uleiul are miros rânced, și-a schimbat culoarea sau a depășit data de pe ambalaj, nu îl mai folosi;</li>
<li>păstrează toate produsele cu CBD, mai ales jeleurile, care seamănă cu bomboanele, departe de îndemâna copiilor și a animalelor de companie; nu le ține pe noptieră, la vedere.</li>
</ul>

<h2>Dacă folosești și alte produse: combinații care cer atenție</h2>
<p>Mulți oameni care dorm prost au încercat deja mai multe produse: melatonină, magneziu, ceaiuri, uneori somnifere. Dacă la acestea se adaugă un produs cu CBD, apar două tipuri de risc: <strong>efectele care se adună</strong> (mai multă somnolență, amețeală, reflexe mai lente) și <strong>interacțiunile metabolice</strong>, prin care CBD-ul modifică modul în care ficatul elimină alte substanțe.</p>

<h3>Interacțiunile prin enzimele CYP450</h3>
<p>Ficatul descompune multe medicamente cu ajutorul enzimelor din familia citocromului P450. CBD-ul poate inhiba unele dintre ele, în special CYP3A4, CYP2C19 și CYP2C9. Rezultatul poate fi creșterea concentrației în sânge a unor medicamente, cu efecte mai puternice sau mai lungi decât cele dorite. Este același tip de mecanism pentru care unele prospecte avertizează împotriva sucului de grepfrut. Vorbește cu medicul înainte dacă iei medicamente, oricare ar fi ele.</p>

<h3>Melatonina</h3>
<p>Melatonina este un hormon produs de organism și este disponibilă și ca supliment alimentar. Este studiată mai ales în legătură cu ritmul circadian, de exemplu la schimbarea fusului orar sau la persoanele care adorm constant foarte târziu. Nu sunt cunoscute interacțiuni periculoase directe între CBD și melatonină, dar ambele pot da somnolență. Câteva precauții:</p>
<ul>
<li><strong>Nu începe mai multe produse deodată.</strong> Dacă apare un efect nedorit, nu vei ști de la ce vine.</li>
<li><strong>Respectă cantitatea de pe eticheta fiecărui produs.</strong> La melatonină, cantitățile mari pot provoca dureri de cap, somnolență dimineața sau vise neobișnuit de vii.</li>
<li><strong>Întreabă medicul</strong> dacă iei anticoagulante, antidepresive, medicamente pentru tensiune sau pentru diabet, dacă ai o boală autoimună sau epilepsie.</li>
<li>Melatonina nu este destinată folosirii nesupravegheate de lungă durată, iar la copii se folosește doar la recomandarea medicului.</li>
</ul>

<h3>Magneziul</h3>
<p>Magneziul este un mineral implicat în sute de reacții din organism, inclusiv în funcționarea nervilor și a mușchilor. Nu sunt cunoscute interacțiuni între CBD și magneziu. Câteva precauții rămân însă valabile pentru orice supliment cu magneziu:</p>
<ul>
<li><strong>Nu depăși cantitatea de pe etichetă.</strong> Pentru magneziul din suplimente există o limită superioară stabilită la nivel european, peste care crește riscul de diaree.</li>
<li><strong>Forma contează:</strong> oxidul de magneziu are un efect laxativ mai pronunțat decât alte forme, de exemplu citratul sau bisglicinatul.</li>
<li><strong>Atenție la bolile de rinichi:</strong> rinichii elimină magneziul, iar la persoanele cu funcție renală redusă suplimentele se iau doar cu acordul medicului.</li>
<li><strong>Distanțează magneziul de unele medicamente</strong>, de exemplu de anumite antibiotice (tetracicline, chinolone), de hormonii tiroidieni sau de bifosfonați, care se absorb mai slab dacă sunt luate împreună. Farmacistul îți poate spune intervalul corect.</li>
</ul>

<h3>Plantele folosite seara</h3>
<p>Ceaiul de mușețel, teiul sau roinița, în cantități obișnuite, fac parte din ritualul de seară al multor oameni. Extractele concentrate de valeriană, pasifloră sau hamei, precum și uleiul de lavandă luat pe gură, pot da somnolență mai pronunțată. Împreună cu un produs cu CBD, somnolența se poate accentua, așa că nu conduce a doua zi dimineață până nu știi cum reacționezi. Sunătoarea merită menționată separat: interacționează cu foarte multe medicamente, prin aceleași enzime hepatice, și nu trebuie asociată cu nimic fără avizul medicului.</p>

<h3>Medicamentele pentru somn</h3>
<p>Aici prudența devine obligatorie.</p>
<ul>
<li><strong>Somniferele de tip „Z”</strong> (de exemplu zolpidemul) sunt prelucrate în mare parte prin CYP3A4. CBD-ul poate crește nivelul lor în sânge și, implicit, sedarea.</li>
<li><strong>Benzodiazepinele</strong> (de exemplu alprazolamul, diazepamul, lorazepamul) au efect sedativ propriu, la care se poate adăuga somnolența dată de CBD; pentru unele dintre ele, CBD-ul poate influența și metabolizarea.</li>
<li><strong>Antihistaminicele sedative</strong>, vândute uneori fără rețetă pentru somn, pot da somnolență a doua zi, confuzie și, la vârstnici, risc crescut de căderi. Asocierea cu alte produse care dau somnolență amplifică aceste riscuri.</li>
<li><strong>Antidepresivele sedative</strong> folosite uneori pentru somn (de exemplu trazodona sau mirtazapina) sunt și ele prelucrate de ficat prin enzimele CYP.</li>
</ul>
<p>Dacă iei oricare dintre aceste medicamente, nu adăuga un produs cu CBD fără acordul medicului și nu reduce de unul singur somniferul ca să îl „înlocuiești”. Oprirea bruscă a benzodiazepinelor sau a somniferelor folosite de mult timp poate provoca insomnie de revenire și alte simptome de sevraj; orice reducere se face treptat, sub supraveghere medicală.</p>

<h3>Alcoolul</h3>
<p>Alcoolul și CBD-ul pot, împreună, să accentueze somnolența și să încetinească reflexele. În plus, alcoolul strică somnul din a doua parte a nopții, așa cum am văzut mai sus. Nu combina produsele cu CBD cu alcoolul.</p>

<table>
<caption>Combinații frecvente și ce trebuie să știi despre ele</caption>
<thead>
<tr><th scope="col">Combinație</th><th scope="col">Ce știm</th><th scope="col">Ce faci</th></tr>
</thead>
<tbody>
<tr><th scope="row">CBD și melatonină</th><td>nu sunt cunoscute interacțiuni directe; somnolența se poate aduna</td><td>nu le începe deodată; respectă etichetele; întreabă medicul dacă iei medicamente</td></tr>
<tr><th scope="row">CBD și magneziu</th><td>nu sunt cunoscute interacțiuni</td><td>respectă cantitatea de pe eticheta fiecărui produs; atenție la bolile de rinichi</td></tr>
<tr><th scope="row">CBD și ceaiuri de plante</th><td>cantitățile obișnuite de ceai nu ridică probleme cunoscute</td><td>evită sunătoarea fără avizul medicului</td></tr>
<tr><th scope="row">CBD și extracte concentrate de plante</th><td>somnolența se poate aduna</td><td>prudență; fără condus până știi cum reacționezi</td></tr>
<tr><th scope="row">CBD și somnifere sau benzodiazepine</th><td>somnolență adăugată, posibilă creștere a nivelului medicamentului</td><td>doar cu acordul medicului</td></tr>
<tr><th scope="row">CBD și alcool</th><td>somnolență accentuată, reflexe mai lente</td><td>evită</td></tr>
</tbody>
</table>

<h2>Efecte adverse și cine nu trebuie să folosească produse cu CBD</h2>
<p>În studii, CBD-ul a fost în general bine tolerat, dar orice substanță activă poate avea efecte nedorite. Cele raportate cel mai des sunt:</p>
<ul>
<li>somnolența sau oboseala a doua zi, mai ales în asociere cu alte produse sedative sau cu alcoolul;</li>
<li>gura uscată;</li>
<li>tulburările digestive, inclusiv diareea;</li>
<li>modificările apetitului;</li>
<li>amețeala, ocazional;</li>
<li>creșterea enzimelor hepatice, observată mai ales în studiile cu cantități foarte mari și la persoane care luau și anumite medicamente antiepileptice.</li>
</ul>
<p>Dacă apare oricare dintre aceste efecte, oprește produsul. Îngălbenirea pielii sau a albului ochilor, urina închisă la culoare, greața persistentă sau durerea în partea dreaptă sus a abdomenului sunt motive să oprești imediat produsul și să mergi la medic.</p>
<p>Nu folosi produse cu CBD dacă:</p>
<ul>
<li>ai sub 18 ani (pentru persoanele sub 25 de ani, EFSA a concluzionat că siguranța nu poate fi stabilită);</li>
<li>ești însărcinată, încerci să rămâi însărcinată sau alăptezi;</li>
<li>iei medicamente în mod regulat, în special anticoagulante, antiepileptice, antidepresive, anxiolitice, somnifere, imunosupresoare sau medicamente pentru inimă, decât după ce ai vorbit cu medicul;</li>
<li>ai o boală de ficat, decât cu acordul medicului;</li>
<li>urmează să faci o intervenție chirurgicală, fără să îi spui medicului anestezist.</li>
</ul>

<h3>Condusul și testele antidrog</h3>
<p>Nu conduce și nu lucra cu utilaje dacă te simți somnolent sau dacă nu știi încă cum reacționezi la un produs. Nu conduce niciodată după ce ai combinat un produs cu CBD cu alcool, somnifere sau alte sedative.</p>
<p>Testele antidrog caută THC sau produșii lui de descompunere, nu CBD. „Sub limita de cuantificare” nu înseamnă „zero”, iar extractele cu spectru complet pot conține urme de THC. Riscul unui rezultat pozitiv este mic, dar nu poate fi exclus complet, mai ales la folosirea repetată sau la produsele fără buletin de analiză.</p>

<h2>Situații speciale</h2>

<h3>Când mergi la medic și cum te pregătești</h3>
<p>Un consult pentru somn este mult mai util dacă vii pregătit. Medicul de familie este primul pas; el te poate îndruma, la nevoie, către un specialist în medicina somnului, neurologie, psihiatrie sau pneumologie, în funcție de suspiciune. Ia cu tine:</p>
<ul>
<li>jurnalul de somn din ultimele două săptămâni;</li>
<li>lista completă a medicamentelor, a suplimentelor și a produselor cu CBD pe care le folosești, cu denumirea și cantitatea de pe etichetă;</li>
<li>informații despre consumul de cafea, alcool și nicotină;</li>
<li>observațiile partenerului, dacă dormi cu cineva: sforăit, pauze de respirație, mișcări ale picioarelor, vorbit în somn;</li>
<li>o descriere a zilelor tale: cât de obosit ești, dacă adormi fără să vrei, cum îți este dispoziția.</li>
</ul>
<p>Spune deschis că folosești produse cu CBD. Medicul nu are cum să evalueze interacțiunile sau efectele nedorite dacă nu știe ce iei, iar întrebările despre CBD nu mai surprind pe nimeni într-un cabinet.</p>

<h3>Sarcina și alăptarea</h3>
<p>Nu folosi produse cu CBD dacă ești însărcinată, încerci să rămâi însărcinată sau alăptezi. Nu există date suficiente despre siguranța pentru făt sau pentru sugar. Problemele de somn din sarcină sunt frecvente și au adesea cauze specifice, cum ar fi refluxul, crampele, nevoia frecventă de a urina sau sindromul picioarelor neliniștite; discută-le cu medicul care îți urmărește sarcina.</p>

<h3>Vârstnicii</h3>
<p>Odată cu vârsta, somnul devine mai ușor și mai fragmentat, iar ora de adormire tinde să se mute mai devreme. Vârstnicii iau adesea mai multe medicamente, ceea ce crește riscul de interacțiuni, iar orice produs care dă somnolență crește riscul de căderi noaptea, la drumul spre baie. Dacă ai peste 65 de ani, vorbește cu medicul de familie înainte de orice produs nou, inclusiv suplimente sau produse cu CBD, și lasă o lumină de veghe pe drumul spre baie.</p>

<h3>Munca în ture</h3>
<p>Persoanele care lucrează în ture de noapte au o problemă diferită: trebuie să doarmă în momente în care ceasul intern indică ziua. Aici contează mai ales întunericul complet în dormitor, ochelarii de soare la întoarcerea de la tura de noapte și un program cât mai constant. Dacă lucrezi în ture și ai somnolență excesivă, vorbește cu medicul de medicina muncii.</p>

<h3>Menopauza</h3>
<p>Bufeurile, transpirațiile nocturne și schimbările hormonale pot fragmenta somnul în perioada menopauzei. Există tratamente, hormonale și nehormonale, pe care le poate recomanda medicul ginecolog. O cameră mai răcoroasă, lenjeria din fibre respirabile și evitarea alcoolului seara contează și ele. Dacă iei tratament hormonal sau alte medicamente, întreabă medicul înainte de a adăuga orice supliment.</p>

<h3>Durerea și somnul</h3>
<p>Durerea este una dintre cauzele frecvente ale somnului fragmentat, iar somnul slab, la rândul lui, face durerea mai greu de suportat. Durerea care te trezește noaptea merită un consult, pentru că poate avea cauze care se tratează. Dacă iei analgezice sau antiinflamatoare prescrise, întreabă medicul sau farmacistul înainte de a adăuga orice alt produs, inclusiv produse cu CBD.</p>

<h3>Schimbarea fusului orar și călătoriile</h3>
<p>După un zbor peste mai multe fusuri orare, ceasul intern are nevoie de câteva zile ca să se adapteze. Contează expunerea la lumina zilei la destinație, mai ales dimineața după zborurile spre est, mesele la orele locale și evitarea siestelor lungi. Dacă vrei să iei melatonină, întreabă întâi medicul sau farmacistul. Dacă iei cu tine produse cu CBD în străinătate, ține cont că regulile diferă mult de la o țară la alta și se pot aplica și produselor cu THC sub limita de cuantificare.</p>

<h3>Adolescenții</h3>
<p>Produsele cu CBD nu sunt destinate minorilor. Adolescenții au un ritm circadian decalat spre seară, iar problemele lor de somn se abordează mai ales prin program, reducerea ecranelor și, la nevoie, consult pediatric.</p>

<h2>Un plan de patru săptămâni pentru obiceiurile de somn</h2>
<p>Dacă dormi prost de câteva săptămâni și nu ai niciunul dintre semnalele care cer consult imediat, iată cum poți structura o lună în care îți pui în ordine obiceiurile și aduni informații utile pentru medic. Planul nu include niciun produs.</p>

<h3>Săptămâna 1: observația</h3>
<ul>
<li>Începe jurnalul de somn, fără să schimbi nimic. Notezi doar cum dormi acum.</li>
<li>Notează tot ce iei: medicamente, suplimente, ceaiuri, produse cu CBD.</li>
<li>Dacă iei medicamente, programează o discuție cu medicul sau cu farmacistul.</li>
</ul>

<h3>Săptămâna 2: ancora zilei</h3>
<ul>
<li>Fixează ora de trezire și respect-o zilnic, inclusiv în weekend.</li>
<li>Ieși la lumina zilei în prima oră după trezire.</li>
<li>Mută ultima cafea înainte de ora 14 și renunță la alcool seara.</li>
</ul>

<h3>Săptămâna 3: seara și patul</h3>
<ul>
<li>Construiește rutina de seară și scoate telefonul din dormitor.</li>
<li>Folosește patul doar pentru somn; dacă nu adormi, ridică-te și revino când îți este somn.</li>
<li>Renunță temporar la siesta lungă de după-amiază.</li>
</ul>

<h3>Săptămâna 4: evaluarea</h3>
<ul>
<li>Compară jurnalul din săptămâna 1 cu cel din săptămânile 3 și 4: timpul de adormire, numărul de treziri, energia de dimineață.</li>
<li>Dacă problemele continuă, du jurnalul la medicul de familie și întreabă despre terapia cognitiv-comportamentală pentru insomnie.</li>
<li>Dacă ai observat sforăit, pauze de respirație sau somnolență excesivă ziua, nu mai aștepta: acestea cer consult indiferent de rezultatul planului.</li>
</ul>

<h2>Cum îți măsori somnul fără să devii obsedat de el</h2>
<p>Un jurnal de somn simplu este cel mai util instrument. În fiecare dimineață, notează în două minute:</p>
<ul>
<li>ora la care te-ai culcat și ora la care ai stins lumina;</li>
<li>cât crezi că ți-a luat să adormi;</li>
<li>de câte ori te-ai trezit și cât a durat, aproximativ;</li>
<li>ora trezirii finale și ora la care te-ai ridicat din pat;</li>
<li>cum apreciezi somnul, pe o scară de la 1 la 5, și energia de dimineață;</li>
<li>cofeina, alcoolul, mișcarea, siesta și orice medicament sau supliment luat seara.</li>
</ul>
<p>Estimările tale nu vor fi perfecte, și nici nu trebuie să fie. Ce contează este tendința pe mai multe săptămâni.</p>
<p>Brățările și ceasurile inteligente pot fi utile pentru a urmări regularitatea programului, dar sunt mai puțin precise când vine vorba de etapele somnului. Există chiar un termen pentru oamenii care devin anxioși din cauza scorurilor zilnice de somn: ortosomnie. Dacă te trezești verificând îngrijorat graficele, lasă dispozitivul deoparte câteva săptămâni și bazează-te pe cum te simți.</p>

<h2>Greșeli frecvente</h2>
<ul>
<li><strong>A căuta un produs înaintea unui consult.</strong> Insomnia cronică are un tratament de primă linie, iar apneea în somn nu se rezolvă cu niciun supliment.</li>
<li><strong>Prea multe schimbări deodată.</strong> Melatonină, magneziu, un ceai nou și un produs cu CBD în aceeași săptămână fac imposibil de aflat de unde vine un eventual efect nedorit.</li>
<li><strong>Dormitul prelungit în weekend.</strong> Somnul până la prânz decalează ceasul intern și face ca duminica seara să fie cea mai grea noapte a săptămânii.</li>
<li><strong>Alcoolul ca somnifer.</strong> Scurtează adormirea, dar fragmentează a doua parte a nopții.</li>
<li><strong>Produse fără buletin de analiză.</strong> Nu știi nici cât CBD conține produsul, nici cât THC sau ce contaminanți.</li>
<li><strong>A depăși cantitatea de pe etichetă</strong> sau a combina mai multe produse cu CBD.</li>
<li><strong>A opri singur un somnifer.</strong> Reducerea se face treptat, cu medicul.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Este CBD-ul un somnifer?</h3>
<p>Nu. CBD-ul nu este un medicament, iar produsele cu CBD vândute ca alimente sau cosmetice nu sunt destinate tratării insomniei sau a altor tulburări de somn. Studiile de până acum nu permit o concluzie despre vreun efect asupra somnului.</p>
<h3>Poate un produs cu CBD să dea somnolență?</h3>
<p>Da, somnolența este unul dintre efectele nedorite raportate, mai ales în asociere cu alcoolul, cu somniferele sau cu alte sedative. De aceea nu conduce și nu lucra cu utilaje dacă te simți somnolent sau dacă nu știi încă cum reacționezi.</p>
<h3>Îmi pot face obișnuință cu CBD-ul, ca la somnifere?</h3>
<p>Evaluarea Organizației Mondiale a Sănătății nu a găsit semne de potențial de abuz sau de dependență pentru CBD-ul pur. Dacă simți totuși că nu mai poți dormi deloc fără un anumit produs, oricare ar fi el, discută situația cu un medic.</p>
<h3>Pot folosi un produs cu CBD dacă iau somnifere?</h3>
<p>Vorbește cu medicul înainte dacă iei medicamente. CBD-ul poate crește nivelul unor somnifere în sânge, iar somnolența se poate aduna. Decizia îi aparține medicului care îți cunoaște tratamentul.</p>
<h3>Ce se știe despre folosirea pe termen lung?</h3>
<p>Foarte puțin. EFSA a semnalat lipsa datelor despre efectele pe termen lung asupra ficatului, a sistemului endocrin, a sistemului nervos și a reproducerii. Dacă folosești produse cu CBD și iei și medicamente, spune-i medicului la controalele de rutină.</p>
<h3>Există o oră ideală de culcare?</h3>
<p>Nu una valabilă pentru toată lumea. Unii oameni sunt „matinali”, alții „nocturni”, iar aceste diferențe au și o componentă genetică. Ora potrivită este cea care îți permite să dormi suficient înainte de ora la care trebuie să te trezești și pe care o poți respecta în fiecare zi. Dacă ești o persoană nocturnă și programul te obligă să te trezești devreme, mută ora de culcare treptat, cu câte un sfert de oră la câteva zile, și folosește lumina de dimineață ca aliat.</p>
<h3>Somnul și anxietatea sunt legate?</h3>
<p>Adesea, da: grijile țin oamenii treji, iar nopțile scurte fac grijile mai greu de dus. Am scris un articol separat despre <a href="/blog/cbd-si-anxietatea-ce-arata-studiile">CBD și anxietate: ce arată studiile și ce nu</a>. Dacă anxietatea și insomnia apar împreună, spune-i medicului despre amândouă.</p>

<h2>Pe scurt</h2>
<ul>
<li>Somnul începe cu elementele de bază: oră fixă de trezire, lumina zilei dimineața, întuneric seara, cofeina limitată după-amiaza, fără alcool ca somnifer, un dormitor răcoros și liniștit.</li>
<li>Insomnia cronică, de peste trei luni, are nevoie de un medic, iar tratamentul de primă linie este terapia cognitiv-comportamentală pentru insomnie.</li>
<li>CBD-ul nu este un medicament și nu este un somnifer. Pentru o problemă de somn, vorbește cu medicul.</li>
<li>Studiile de până acum sunt puține, mici și pe cantități mult mai mari decât cele din produsele cu CBD din comerț; nu permit o concluzie.</li>
<li>EFSA a stabilit provizoriu un nivel sigur de 0,0275 mg de CBD pe kg corp pe zi, adică aproximativ 2 mg pe zi pentru un adult de 70 kg; unele produse de pe piață depășesc această cantitate.</li>
<li>Singura cantitate pe care o indicăm este cantitatea indicată pe eticheta produsului.</li>
<li>Vorbește cu medicul înainte dacă iei medicamente, mai ales somnifere, benzodiazepine sau antidepresive, din cauza interacțiunilor prin enzimele CYP450.</li>
<li>Nu folosi produse cu CBD dacă ai sub 18 ani, dacă ești însărcinată sau alăptezi, împreună cu alcoolul sau înainte să conduci ori să lucrezi cu utilaje.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă un diagnostic sau o recomandare de tratament. Produsele cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai probleme de somn de mai multe săptămâni, iei medicamente, ai o boală cronică, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD, melatonină sau alte suplimente. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>

<p>Pentru întrebări despre un lot, despre buletinul de analiză sau despre o comandă, te rugăm să ne scrii prin pagina de <a href="/contact-info">contact</a>.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2025-01-22',
  updated: '2026-11-28',
  productCta: false,
  category: 'Somn',
  image: '/images/blog/cbd-si-somnul-ce-arata-studiile.svg',
  readTime: '40 min',
  metaDescription:
    'Somnul și CBD-ul: igiena somnului, când mergi la medic, ce arată studiile și ce nu, poziția EFSA, interacțiuni cu medicamentele și precauții.',
  keywords: [
    'CBD și somnul',
    'studii CBD somn',
    'igiena somnului',
    'insomnie cronică',
    'rutina de seară',
    'CBD interacțiuni medicamente',
    'CBD și melatonina',
    'siguranța CBD',
  ],
};
