import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 3,
  slug: 'cbd-somn-insomnie-ghid-complet-2025',
  title: 'CBD și somnul: ghid complet pentru insomnie și odihnă mai bună (2025)',
  excerpt:
    'Tot ce trebuie să știi despre somn, insomnie și CBD: igiena somnului, rutina de seară, momentul potrivit pentru ulei, combinațiile cu melatonină sau magneziu și ce arată, de fapt, studiile.',
  content: `
<p>Aproape toată lumea a trecut prin nopți în care somnul pur și simplu nu vine: te întorci de pe o parte pe alta, te uiți la ceas, calculezi câte ore mai ai până la alarmă și, cu cât încerci mai mult să adormi, cu atât ești mai treaz. Pentru unii, astfel de nopți sunt rare. Pentru alții, devin regula. Iar somnul slab nu rămâne în dormitor: se vede a doua zi în energie, dispoziție, concentrare, apetit și răbdarea cu cei din jur.</p>
<p>În ultimii ani, tot mai mulți oameni au început să folosească uleiuri și jeleuri cu CBD (canabidiol) ca parte a rutinei de seară. Unii spun că adorm mai ușor, alții că nu simt nicio diferență. Adevărul, ca de obicei, este mai nuanțat decât reclamele și decât scepticismul total.</p>
<p>Acest ghid este construit ca un plan complet. Începem cu felul în care funcționează somnul și cu diferența dintre o perioadă proastă și insomnia care are nevoie de un medic. Continuăm cu fundația fără de care niciun produs nu face minuni: igiena somnului și rutina de seară. Abia apoi vorbim despre CBD: ce face în organism, ce spun studiile, când și cum îl folosești, cu ce îl poți combina și cu ce nu. La final găsești un plan de patru săptămâni, răspunsuri la întrebările frecvente și un rezumat.</p>
<p>O precizare importantă încă de la început: CBD-ul nu este un somnifer și nu tratează insomnia. Poate fi, pentru unele persoane, un sprijin într-o rutină de seară bine construită. Dacă dormi prost de mai multe luni, primul pas este un medic.</p>

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
<p>Recomandările societăților de medicina somnului pentru adulți sunt de cel puțin șapte ore pe noapte, iar pentru majoritatea oamenilor intervalul optim se situează între șapte și nouă ore. Există variații individuale reale: unii se simt excelent după șapte ore, alții au nevoie de aproape nouă. Persoanele care au nevoie, în mod natural, de mai puțin de șase ore sunt foarte rare; mult mai des, cei care spun că „se descurcă” cu cinci ore s-au obișnuit pur și simplu cu oboseala.</p>
<p>Un criteriu simplu: dacă te trezești, în majoritatea zilelor, fără alarmă, aproximativ la aceeași oră, și nu ai nevoie de cafea ca să funcționezi dimineața, probabil dormi suficient. Dacă în weekend dormi cu două-trei ore mai mult decât în timpul săptămânii, probabil acumulezi o „datorie de somn”.</p>

<h3>Cortizolul și melatonina</h3>
<p>Doi hormoni marchează capetele zilei. Cortizolul, cunoscut drept hormon al stresului, are un vârf natural dimineața, care ne ajută să ne trezim și să ne mobilizăm. Melatonina urcă seara, după lăsarea întunericului, și rămâne crescută pe parcursul nopții. Stresul cronic, lumina puternică seara și programul haotic pot perturba ambele ritmuri. Un om stresat, care lucrează până noaptea târziu în fața ecranului, are exact combinația care face adormirea dificilă: cortizol ridicat și melatonină întârziată.</p>

<h2>Insomnia: când o noapte proastă devine o problemă</h2>
<p>Insomnia nu înseamnă doar „dorm puțin”. Specialiștii o definesc prin dificultatea de a adormi, de a rămâne adormit sau prin trezirea mult prea devreme, fără a mai putea adormi, în condițiile în care ai ocazia și timpul să dormi, iar aceste dificultăți au consecințe în timpul zilei: oboseală, iritabilitate, probleme de concentrare, greșeli la muncă.</p>

<h3>Insomnia acută și insomnia cronică</h3>
<p><strong>Insomnia acută</strong> durează de la câteva nopți la câteva săptămâni și are, de obicei, un declanșator clar: o perioadă stresantă, o pierdere, o schimbare de job, o boală, o călătorie. În cele mai multe cazuri, dispare când declanșatorul trece.</p>
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
<p>Igiena somnului este termenul pentru obiceiurile și condițiile care favorizează un somn bun. Singură nu tratează insomnia cronică, dar fără ea niciun produs și nicio terapie nu dau rezultate stabile. Iată elementele cele mai importante, în ordinea impactului pe care îl au, în experiența celor mai mulți oameni.</p>

<h3>1. Program constant, inclusiv în weekend</h3>
<p>Ora de trezire este ancora ceasului tău intern. Trezește-te la aceeași oră în fiecare zi, cu o abatere de cel mult o oră în weekend, chiar dacă ai dormit prost. Pare contraintuitiv, dar dormitul prelungit dimineața, după o noapte proastă, reduce presiunea de somn pentru seara următoare și perpetuează problema. Ora de culcare poate fi mai flexibilă: mergi la culcare când îți este somn, nu doar obosit, dar nu mai devreme de o oră fixată rezonabil.</p>

<h3>2. Lumina: multă dimineața, puțină seara</h3>
<p>Expune-te la lumină naturală în prima oră după trezire, chiar și 10–20 de minute. Lumina exterioară, chiar și într-o zi înnorată, este mult mai intensă decât iluminatul din casă. Seara, în ultimele două ore înainte de culcare, redu lumina: folosește veioze cu lumină caldă în locul plafonierelor puternice. Lumina intensă seara întârzie eliberarea melatoninei.</p>

<h3>3. Cofeina: atenție la ora ultimei cafele</h3>
<p>Cofeina are un timp de înjumătățire de aproximativ cinci ore la un adult sănătos, cu variații mari între persoane: la unii este mai scurt, la alții, de exemplu în timpul sarcinii sau la cei care iau anumite medicamente, mult mai lung. Asta înseamnă că jumătate din cafeaua băută la ora 16 este încă în organism la ora 21. Regula practică: ultima cafea înainte de ora 14, iar dacă ești sensibil, chiar mai devreme. Nu uita de sursele „ascunse”: ceaiul negru și verde, băuturile de tip cola, băuturile energizante, ciocolata neagră și unele medicamente pentru răceală.</p>

<h3>4. Alcoolul: adormi mai repede, dormi mai prost</h3>
<p>Un pahar de vin seara poate scurta timpul de adormire, de aceea mulți îl folosesc ca „somnifer”. Problema apare în a doua jumătate a nopții: pe măsură ce alcoolul este metabolizat, somnul se fragmentează, apar mai multe treziri, somnul REM este perturbat, iar sforăitul și apneea se pot agrava. Dacă bei, lasă cel puțin trei-patru ore între ultimul pahar și culcare și nu combina alcoolul cu produse care pot da somnolență, inclusiv CBD-ul.</p>

<h3>5. Nicotina</h3>
<p>Nicotina este un stimulent. Fumatul sau vape-ul cu nicotină seara pot îngreuna adormirea, iar sevrajul din timpul nopții poate provoca treziri. Dacă fumezi, încearcă să nu o faci în ultimele ore dinaintea somnului.</p>

<h3>6. Dormitorul: răcoros, întunecat, liniștit</h3>
<ul>
<li><strong>Temperatura:</strong> o cameră ușor răcoroasă, în jurul a 18 °C, este potrivită pentru cei mai mulți oameni. Temperatura corpului scade natural la adormire, iar o cameră supraîncălzită încurcă acest proces.</li>
<li><strong>Întunericul:</strong> draperii opace sau o mască de somn. Chiar și lumina slabă a unui ecran de încărcător sau a unui bec de stradă poate deranja persoanele sensibile.</li>
<li><strong>Zgomotul:</strong> dopuri de urechi sau un zgomot de fond constant (un ventilator, o aplicație cu „zgomot alb”) dacă locuiești într-o zonă gălăgioasă.</li>
<li><strong>Patul:</strong> o saltea și o pernă confortabile, lenjerie din materiale respirabile.</li>
<li><strong>Ceasul:</strong> întoarce-l cu fața la perete. Verificarea repetată a orei în timpul nopții crește anxietatea și te trezește și mai mult.</li>
</ul>

<h3>7. Patul este pentru somn</h3>
<p>Evită să lucrezi, să mănânci, să te uiți la seriale sau să dai scroll pe telefon în pat. Creierul face asocieri rapide: dacă patul devine locul în care ești activ, treaz și uneori frustrat, va fi mai greu să-l asociezi cu somnul. Dacă nu adormi în aproximativ 20 de minute (estimează, nu te uita la ceas), ridică-te, mergi în altă cameră, fă ceva liniștit la lumină slabă și revino în pat când simți că îți este somn.</p>

<h3>8. Mâncarea și lichidele seara</h3>
<p>O masă foarte copioasă, grasă sau picantă chiar înainte de culcare poate provoca reflux și disconfort. Pe de altă parte, să te culci foarte flămând te poate trezi. Ideal, cina are loc cu două-trei ore înainte de somn. Dacă îți este foame mai târziu, o gustare mică, de exemplu un iaurt, o banană sau câteva nuci, este în regulă. Redu lichidele în ultima oră, ca să nu te trezești pentru a merge la baie.</p>

<h3>9. Mișcarea</h3>
<p>Activitatea fizică regulată este unul dintre cele mai bune lucruri pe care le poți face pentru somn. Pentru majoritatea oamenilor, mișcarea seara nu strică somnul; excepția o reprezintă antrenamentele foarte intense în ultima oră înainte de culcare, care pot întârzia adormirea la unele persoane. Dacă observi acest lucru la tine, mută efortul intens mai devreme și păstrează pentru seară plimbarea, stretchingul sau yoga blândă.</p>

<h3>10. Somnul de prânz</h3>
<p>O siestă scurtă, de 10–20 de minute, la începutul după-amiezii, poate fi revigorantă. O siestă lungă sau una făcută după ora 15–16 reduce presiunea de somn pentru noapte. Dacă ai insomnie, cel mai bine este să renunți temporar la somnul de zi.</p>

<table>
<caption>Obiceiuri care ajută și obiceiuri care încurcă somnul</caption>
<thead>
<tr><th scope="col">Domeniu</th><th scope="col">Ajută</th><th scope="col">Încurcă</th></tr>
</thead>
<tbody>
<tr><th scope="row">Program</th><td>aceeași oră de trezire zilnic</td><td>dormitul prelungit în weekend, orele de culcare haotice</td></tr>
<tr><th scope="row">Lumină</th><td>lumină naturală dimineața, lumină caldă și slabă seara</td><td>lumină puternică și ecrane aproape de ora de culcare</td></tr>
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
<tr><th scope="row">22:00</th><td>uleiul CBD sublingual, dacă îl folosești</td><td>are timp să acționeze până la culcare</td></tr>
<tr><th scope="row">22:15</th><td>lectură pe hârtie, stretching ușor, muzică liniștită</td><td>activități calme, fără stimulare</td></tr>
<tr><th scope="row">22:45</th><td>telefonul în altă cameră sau pe modul „nu deranja”, exerciții de respirație</td><td>reducerea stimulării și a tensiunii</td></tr>
<tr><th scope="row">23:00</th><td>în pat, cu lumina stinsă</td><td>culcarea la o oră constantă</td></tr>
</tbody>
</table>

<h3>„Descărcarea” grijilor</h3>
<p>Mulți oameni adorm greu nu pentru că nu sunt obosiți, ci pentru că mintea lor începe să lucreze exact când se sting luminile. Un exercițiu simplu: cu două ore înainte de culcare, ia o foaie și scrie pe o coloană tot ce te preocupă, iar pe cealaltă, următorul pas concret pentru fiecare problemă, chiar dacă pasul este doar „mă gândesc la asta joi”. Exercițiul nu rezolvă problemele, dar îi dă minții permisiunea de a le lăsa deoparte până a doua zi.</p>

<h3>Respirația și relaxarea musculară</h3>
<p>Două tehnici simple, pe care le poți face în pat:</p>
<ul>
<li><strong>Respirația cu expir prelungit:</strong> inspiri pe nas numărând până la patru, expiri lent numărând până la șase sau opt. Zece cicluri sunt suficiente pentru a simți cum corpul se liniștește.</li>
<li><strong>Relaxarea musculară progresivă:</strong> încordezi câte o grupă musculară timp de cinci secunde (degetele de la picioare, gambele, coapsele, abdomenul, mâinile, umerii, fața), apoi o relaxezi complet și observi diferența. Parcurgi tot corpul, de jos în sus.</li>
</ul>

<h3>Ecranele: problema nu este doar lumina albastră</h3>
<p>Se vorbește mult despre lumina albastră a ecranelor. Ea contează, dar efectul real al telefonului seara vine mai ales din conținut: e-mailuri de la serviciu, știri, discuții aprinse, videoclipuri scurte care te țin „încă cinci minute” timp de o oră. Filtrul de lumină de noapte ajută puțin; a lăsa telefonul în altă cameră ajută mult. Dacă îți folosești telefonul ca alarmă, un ceas deșteptător clasic este o investiție mică, cu efect mare.</p>

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
<li><strong>Cireșele amare și kiwi</strong> au fost studiate în cercetări mici, cu rezultate interesante, dar modeste. Pot face parte dintr-o gustare de seară, fără așteptări exagerate.</li>
</ul>
<p>Dacă ai reflux gastroesofagian, evită mesele mari, alimentele grase, ciocolata, mentolul și alcoolul în orele dinaintea culcării și ridică ușor capătul de sus al patului.</p>

<h2>Ce este CBD și cum ar putea influența somnul</h2>
<p>Canabidiolul este unul dintre compușii naturali ai plantei de cânepă. Nu are efect psihoactiv și nu produce starea de euforie asociată cu THC-ul. Produsele Verdana Wellness au 0,00% THC, confirmat de laborator pentru fiecare lot. Dacă vrei să înțelegi în detaliu diferențele dintre tipurile de extracte și concentrații, citește <a href="/blog/ulei-cbd-ghid-complet">ghidul nostru complet despre uleiul CBD</a>.</p>

<h3>Sistemul endocannabinoid și somnul</h3>
<p>Corpul uman are un sistem propriu de semnalizare, numit sistem endocannabinoid, care participă la reglarea multor funcții: răspunsul la stres, percepția durerii, apetitul, dispoziția și ritmul somn-veghe. Nivelurile unor endocanabinoizi variază pe parcursul zilei, urmând un ritm circadian. Această legătură explică interesul cercetătorilor pentru efectele canabinoizilor asupra somnului.</p>

<h3>Efecte directe sau indirecte?</h3>
<p>O idee importantă, adesea ignorată: CBD-ul nu pare să acționeze ca un somnifer clasic, care „te adoarme”. Studiile la voluntari sănătoși care dormeau deja bine nu au arătat modificări semnificative ale arhitecturii somnului după CBD. Efectul raportat de utilizatori este, mai degrabă, indirect: o stare de calm mai mare seara, mai puține gânduri care se învârt în cerc, uneori un disconfort fizic mai puțin supărător. Cu alte cuvinte, CBD-ul ar putea ajuta acolo unde somnul este perturbat de tensiune sau neliniște, nu acolo unde problema are alte cauze, cum ar fi apneea sau programul de lucru în ture.</p>
<p>Există și observații, în mare parte din cercetări pe animale și din relatări ale utilizatorilor, potrivit cărora efectul ar putea depinde de doză: doze mai mici ar fi percepute de unii ca ușor activatoare, iar doze mai mari ca relaxante. Dovezile sunt insuficiente pentru o regulă clară, dar explică de ce unii oameni spun că o doză mică dimineața îi ajută să fie concentrați, iar una puțin mai mare seara îi liniștește.</p>

<h3>Dar CBN-ul?</h3>
<p>Pe piață găsești tot mai des produse „pentru somn” care conțin CBN (canabinol), un alt canabinoid din cânepă, prezentat adesea ca „sedativ natural”. Reputația lui vine mai mult din marketing și din observații vechi decât din studii solide la om. Cercetarea este încă la început, așa că privește cu prudență promisiunile legate de CBN.</p>

<h2>Ce spun studiile despre CBD și somn</h2>
<p>Interesul pentru CBD și somn este mare, dar cercetarea de bună calitate este încă limitată. Iată o imagine de ansamblu, fără exagerări în niciuna dintre direcții.</p>

<h3>Primele observații</h3>
<p>Încă de la începutul anilor 1980, un studiu mic realizat în Brazilia, cu un număr foarte redus de persoane cu insomnie, a raportat că o doză mai mare de CBD a fost asociată cu o durată mai lungă a somnului față de placebo. Studiul este citat frecvent, dar trebuie privit ca ceea ce este: o observație timpurie, pe câțiva participanți, realizată cu metode care astăzi ar fi considerate insuficiente.</p>

<h3>Seria de cazuri din The Permanente Journal</h3>
<p>O analiză din 2019 publicată în The Permanente Journal a descris experiența unor adulți dintr-o clinică de psihiatrie din Statele Unite care au primit CBD pentru anxietate sau pentru probleme de somn, ca adaos la îngrijirea obișnuită. Cei mai mulți au primit doze de ordinul a 25 mg pe zi. Scorurile de anxietate au scăzut la mulți dintre pacienți și au rămas scăzute, în timp ce scorurile de somn s-au îmbunătățit în prima lună, dar au fluctuat în lunile următoare. Autorii au concluzionat că CBD-ul merită studiat mai departe, nu că ar fi un tratament dovedit. Studiul nu a avut grup de control, deci nu putem ști cât din îmbunătățire s-a datorat CBD-ului.</p>

<h3>Studiile pe voluntari sănătoși</h3>
<p>Un studiu brazilian publicat în 2018 a testat o doză de 300 mg de CBD la voluntari sănătoși, înainte de somn, și nu a găsit modificări importante ale ciclului somnului. Rezultatul este liniștitor din punctul de vedere al siguranței: CBD-ul nu pare să perturbe somnul normal, așa cum o fac unele sedative. Totodată, sugerează că la persoanele care dorm deja bine nu ne putem aștepta la un efect vizibil.</p>

<h3>Studii controlate recente și analize de ansamblu</h3>
<p>În ultimii ani au apărut câteva studii randomizate, controlate cu placebo, în care persoane cu insomnie au primit CBD seara, timp de câteva săptămâni. Rezultatele sunt amestecate: unele arată mici îmbunătățiri ale calității percepute a somnului, altele nu găsesc diferențe clare față de placebo. Analizele sistematice care au adunat studiile existente ajung, în general, la aceeași concluzie: dovezile sunt promițătoare în unele privințe, dar de calitate scăzută, provenite din studii mici, scurte, cu produse și doze foarte diferite.</p>
<p>Există și cercetări mici în situații speciale, de exemplu la persoane cu boala Parkinson sau cu tulburare de stres posttraumatic, care au probleme de somn specifice. Sunt contexte medicale care nu se pot extrapola la insomnia obișnuită și care, evident, necesită supraveghere medicală.</p>

<h3>Ce înseamnă asta pentru tine</h3>
<ul>
<li>CBD-ul <strong>nu este un tratament dovedit pentru insomnie</strong> și nu ar trebui să înlocuiască terapia cognitiv-comportamentală sau un consult medical.</li>
<li>Pentru persoanele la care somnul este tulburat de tensiune, neliniște sau gânduri care nu se opresc, <strong>CBD-ul poate fi un sprijin</strong> care merită încercat, cu așteptări realiste.</li>
<li>Profilul de siguranță la dozele obișnuite este bun, iar CBD-ul nu pare să creeze dependență sau să dea „mahmureală” de a doua zi la dozele moderate, spre deosebire de multe somnifere. Somnolența dimineața poate apărea totuși, mai ales la doze mai mari.</li>
<li>Efectul variază mult de la o persoană la alta, așa că o perioadă de probă atentă, de câteva săptămâni, este singura cale de a afla dacă te ajută.</li>
</ul>

<h2>Cum folosești CBD pentru somn: moment, formă și doză</h2>
<p>Dacă ai pus la punct igiena somnului și rutina de seară și vrei să încerci CBD-ul, iată cum să o faci cât mai bine.</p>

<h3>Momentul administrării</h3>
<p>Timpul de acțiune depinde de forma produsului:</p>
<table>
<caption>Când iei CBD-ul în funcție de forma produsului</caption>
<thead>
<tr><th scope="col">Forma</th><th scope="col">Debutul efectului (aprox.)</th><th scope="col">Durata (aprox.)</th><th scope="col">Momentul recomandat</th></tr>
</thead>
<tbody>
<tr><th scope="row">Ulei sublingual</th><td>15–45 de minute</td><td>4–6 ore</td><td>cu 30–60 de minute înainte de culcare</td></tr>
<tr><th scope="row">Jeleuri sau capsule</th><td>45–120 de minute</td><td>6–8 ore</td><td>cu 60–90 de minute înainte de culcare</td></tr>
<tr><th scope="row">Vape</th><td>câteva minute</td><td>1–3 ore</td><td>nerecomandat ca soluție de somn: efect scurt, iar inhalarea nu este potrivită pentru toată lumea</td></tr>
</tbody>
</table>
<p>Pentru somn, uleiul și jeleurile sunt opțiunile potrivite. Jeleurile au avantajul unui efect mai lung, care poate acoperi și a doua parte a nopții, dar debutul este mai puțin previzibil. Uleiul este mai ușor de dozat fin. Dacă problema ta este mai ales adormirea, uleiul este de obicei alegerea mai bună. Dacă te trezești frecvent noaptea, un jeleu luat mai devreme poate fi o opțiune.</p>

<h3>Doza: începe mic, crește încet</h3>
<p>Nu există o doză oficială de CBD pentru somn. Ca orientare generală și prudentă, mulți adulți pornesc de la 10–15 mg seara și cresc treptat, la câteva zile, cu câte 5 mg, până la un interval de 25–50 mg pe seară. Cei mai mulți nu au nevoie de mai mult. Dacă ajungi la 50 mg fără niciun efect, o doză și mai mare rareori schimbă situația și crește riscul de efecte nedorite, inclusiv somnolența de dimineață. Dacă iei medicamente, ai o boală cronică sau ești însărcinată, stabilește doza numai împreună cu medicul.</p>
<table>
<caption>Corespondența dintre doza de CBD și numărul de picături, pentru un flacon de 10 ml</caption>
<thead>
<tr><th scope="col">Doza pe seară</th><th scope="col">Ulei 5% (aprox. 2,5 mg/picătură)</th><th scope="col">Ulei 10% (aprox. 5 mg/picătură)</th><th scope="col">Ulei 20% (aprox. 10 mg/picătură)</th></tr>
</thead>
<tbody>
<tr><th scope="row">10 mg</th><td>4 picături</td><td>2 picături</td><td>1 picătură</td></tr>
<tr><th scope="row">15 mg</th><td>6 picături</td><td>3 picături</td><td>1–2 picături</td></tr>
<tr><th scope="row">25 mg</th><td>10 picături</td><td>5 picături</td><td>2–3 picături</td></tr>
<tr><th scope="row">50 mg</th><td>nepractic</td><td>10 picături</td><td>5 picături</td></tr>
</tbody>
</table>
<p>Calculul pornește de la o picătură de aproximativ 0,05 ml. Mărimea reală a picăturii depinde de pipetă și de ulei, așa că folosește informația de pe eticheta produsului dacă există. Pentru jeleuri, socotești direct miligramele din fiecare bucată; un jeleu de seară are de obicei 10–15 mg de CBD.</p>

<h3>Doar seara sau de două ori pe zi?</h3>
<p>Dacă somnul tău este afectat mai ales de neliniștea acumulată în timpul zilei, unii oameni preferă să împartă cantitatea: o doză mică dimineața și doza principală seara. Dacă problema este strict adormirea, o singură priză seara este suficientă. Dacă observi că ești somnolent dimineața, mută priza mai devreme seara, redu doza sau treci de la jeleu la ulei, al cărui efect durează mai puțin.</p>

<h3>Cu mâncare sau fără?</h3>
<p>CBD-ul este solubil în grăsimi, iar absorbția din tubul digestiv crește când este luat împreună cu o masă care conține grăsimi. Pentru ulei, administrarea sublinguală ocolește parțial această problemă, dar partea care ajunge în stomac se absoarbe mai bine după masă. Practic, dacă iei uleiul la o oră sau două după cină, ești acoperit. Ce contează cel mai mult este consecvența: aceeași oră, aceeași situație, în fiecare seară, ca să poți compara nopțile între ele.</p>

<h3>Spectru complet, spectru larg sau izolat?</h3>
<p>Toate trei pot fi folosite seara. Extractele spectru complet și spectru larg păstrează, pe lângă CBD, și alți compuși ai plantei, cum ar fi canabinoizii minori și terpenele. Unele terpene, de exemplu linaloolul, prezent și în lavandă, sau mircenul, sunt asociate în mod tradițional cu relaxarea, iar ideea unui efect de ansamblu, numit și „efect de antrenare”, este populară. Dovezile directe la om sunt încă limitate, așa că alegerea rămâne una personală. Dacă ești sensibil la gustul ierbos sau vrei un produs cât mai simplu, izolatul este o opțiune bună. Dacă preferi un produs mai apropiat de planta întreagă, alege un ulei spectru complet sau larg, cu 0,00% THC confirmat de analiza de laborator.</p>

<h3>Tehnica sublinguală corectă</h3>
<ol>
<li>Agită flaconul.</li>
<li>Pune picăturile sub limbă, nu pe limbă.</li>
<li>Ține-le acolo 60–90 de secunde, fără să înghiți. Mucoasa de sub limbă este foarte bine vascularizată și permite absorbția directă a unei părți din CBD.</li>
<li>Înghite restul și nu bea nimic fierbinte în următoarele minute.</li>
</ol>

<h3>Ce produs alegi</h3>
<p>Pentru somn, caută un ulei cu certificat de analiză pentru fiecare lot, cu 0,00% THC și o concentrație care îți permite dozarea confortabilă. Un ulei de 10% este un punct de plecare echilibrat, pentru că se dozează fin, la picătură. Există și formule de seară care asociază CBD-ul cu plante aromatice, precum lavanda sau mușețelul, și jeleuri cu roiniță. Plantele adăugate contribuie mai ales la ritualul de seară; nu le considera un tratament.</p>

<h2>CBD împreună cu alte produse: combinații care cer atenție</h2>
<p>Mulți oameni care dorm prost au încercat deja mai multe produse: melatonină, magneziu, ceaiuri, uneori somnifere. Când adaugi CBD-ul, trebuie să te gândești la două tipuri de risc: <strong>efectele care se adună</strong> (mai multă somnolență, amețeală, reflexe mai lente) și <strong>interacțiunile metabolice</strong>, prin care CBD-ul modifică modul în care ficatul elimină alte substanțe.</p>

<h3>Interacțiunile prin enzimele CYP450</h3>
<p>Ficatul descompune multe medicamente cu ajutorul enzimelor din familia citocromului P450. CBD-ul poate inhiba unele dintre ele, în special CYP3A4, CYP2C19 și CYP2C9. Rezultatul poate fi creșterea concentrației în sânge a unor medicamente, cu efecte mai puternice sau mai lungi decât cele dorite. Este același tip de mecanism pentru care unele prospecte avertizează împotriva sucului de grepfrut. Dacă iei orice medicament în mod regulat, discută cu medicul sau cu farmacistul înainte de a începe CBD-ul.</p>

<h3>CBD și melatonina</h3>
<p>Melatonina este un hormon produs natural de corp, disponibil și sub formă de supliment. Este utilă mai ales pentru problemele de ritm circadian, cum ar fi jet lag-ul sau tendința de a adormi foarte târziu, și mai puțin ca „somnifer” general. Autoritatea europeană pentru siguranța alimentară a acceptat mențiunea conform căreia 1 mg de melatonină luat aproape de ora de culcare contribuie la reducerea timpului necesar pentru a adormi.</p>
<p>Nu sunt cunoscute interacțiuni periculoase directe între CBD și melatonină, iar unele produse le combină. Totuși, recomandăm prudență:</p>
<ul>
<li><strong>Nu începe ambele în aceeași zi.</strong> Introdu-le pe rând, la o distanță de cel puțin una-două săptămâni, ca să știi ce efect are fiecare.</li>
<li><strong>Dozele mici sunt, de regulă, suficiente.</strong> La melatonină, mai mult nu înseamnă mai bine; dozele mari pot provoca dureri de cap, somnolență dimineața sau vise neobișnuit de vii.</li>
<li><strong>Momentul contează</strong>: melatonina pentru ajustarea ritmului se ia cu una-două ore înainte de ora dorită de culcare, nu la miezul nopții.</li>
<li><strong>Întreabă medicul</strong> dacă iei anticoagulante, antidepresive, medicamente pentru tensiune sau pentru diabet, dacă ai o boală autoimună, epilepsie sau dacă ești însărcinată ori alăptezi.</li>
<li>Melatonina nu este destinată utilizării nesupravegheate de lungă durată, iar la copii se folosește doar la recomandarea medicului.</li>
</ul>

<h3>CBD și magneziul</h3>
<p>Magneziul este un mineral implicat în sute de reacții din organism, inclusiv în funcționarea sistemului nervos și a mușchilor. Deficitul de magneziu poate contribui la crampe și la o stare de oboseală, iar suplimentarea este populară ca parte a rutinei de seară. Nu sunt cunoscute interacțiuni între CBD și magneziu, așa că asocierea este, în general, considerată sigură. Câteva precauții rămân valabile:</p>
<ul>
<li><strong>Respectă doza maximă</strong> din suplimente. Autoritatea europeană pentru siguranța alimentară a stabilit pentru magneziul din suplimente o limită superioară de 250 mg pe zi la adulți; peste această cantitate crește riscul de diaree.</li>
<li><strong>Forma contează</strong>: bisglicinatul și citratul sunt, de regulă, mai bine tolerate decât oxidul, care are un efect laxativ mai pronunțat.</li>
<li><strong>Atenție la bolile de rinichi</strong>: rinichii elimină magneziul, iar la persoanele cu funcție renală redusă suplimentele se iau doar cu acordul medicului.</li>
<li><strong>Distanțează magneziul de unele medicamente</strong>, de exemplu de anumite antibiotice (tetracicline, chinolone), de hormonii tiroidieni sau de bifosfonați, care se absorb mai slab dacă sunt luate împreună. Farmacistul îți poate spune intervalul corect.</li>
</ul>

<h3>CBD și plantele „pentru somn”</h3>
<p>Ceaiul de mușețel, teiul sau roinița sunt, în cantități obișnuite, asocieri blânde cu CBD-ul și fac parte dintr-un ritual de seară plăcut. Extractele concentrate de valeriană, pasifloră sau hamei, precum și uleiul de lavandă administrat oral, pot avea un efect sedativ mai pronunțat. Combinate cu CBD-ul, pot accentua somnolența. Nu sunt periculoase pentru majoritatea adulților, dar introdu-le pe rând și nu conduce a doua zi dimineață până nu știi cum reacționezi. Sunătoarea merită menționată separat: interacționează cu foarte multe medicamente, prin aceleași enzime hepatice, și nu trebuie asociată fără avizul medicului.</p>

<h3>CBD și medicamentele pentru somn</h3>
<p>Aici prudența devine obligatorie.</p>
<ul>
<li><strong>Somniferele de tip „Z”</strong> (de exemplu zolpidem) sunt metabolizate în mare parte prin CYP3A4. CBD-ul poate crește nivelul lor în sânge și, implicit, sedarea.</li>
<li><strong>Benzodiazepinele</strong> (de exemplu alprazolam, diazepam, lorazepam) au efect sedativ propriu, care se poate adăuga celui al CBD-ului; pentru unele dintre ele, CBD-ul poate influența și metabolizarea.</li>
<li><strong>Antihistaminicele sedative</strong>, vândute uneori fără rețetă pentru somn, pot da somnolență de a doua zi, confuzie și, la vârstnici, risc crescut de căderi. Asocierea cu alte produse care dau somnolență amplifică aceste riscuri.</li>
<li><strong>Antidepresivele sedative</strong> folosite în doze mici pentru somn (de exemplu trazodona sau mirtazapina) sunt și ele prelucrate de ficat prin enzimele CYP.</li>
</ul>
<p>Dacă iei oricare dintre aceste medicamente, nu adăuga CBD-ul fără acordul medicului și nu reduce de unul singur doza de somnifer pentru a-l „înlocui”. Oprirea bruscă a benzodiazepinelor sau a somniferelor folosite de mult timp poate provoca insomnie de rebound și alte simptome de sevraj; orice reducere se face treptat, sub supraveghere medicală.</p>

<h3>CBD și alcoolul</h3>
<p>Alcoolul și CBD-ul pot, împreună, să accentueze somnolența și să încetinească reflexele. În plus, alcoolul afectează calitatea somnului, așa cum am văzut. Dacă vrei să evaluezi corect efectul CBD-ului asupra somnului tău, perioada de probă este un moment bun pentru a renunța la paharul de seară.</p>

<table>
<caption>Combinații frecvente cu CBD și recomandarea noastră</caption>
<thead>
<tr><th scope="col">Combinație</th><th scope="col">Ce știm</th><th scope="col">Recomandare</th></tr>
</thead>
<tbody>
<tr><th scope="row">CBD + melatonină</th><td>nu sunt cunoscute interacțiuni directe; efecte de somnolență care se pot adăuga</td><td>introdu-le pe rând, doze mici, întreabă medicul dacă iei medicamente</td></tr>
<tr><th scope="row">CBD + magneziu</th><td>nu sunt cunoscute interacțiuni</td><td>în general sigur; respectă limita de 250 mg/zi din suplimente</td></tr>
<tr><th scope="row">CBD + ceaiuri de plante</th><td>asociere blândă în cantități obișnuite</td><td>potrivit pentru ritualul de seară</td></tr>
<tr><th scope="row">CBD + extracte sedative din plante</th><td>sedare care se poate adăuga</td><td>prudență, una câte una; fără condus până știi cum reacționezi</td></tr>
<tr><th scope="row">CBD + somnifere sau benzodiazepine</th><td>sedare adăugată, posibilă creștere a nivelului medicamentului</td><td>doar cu acordul medicului</td></tr>
<tr><th scope="row">CBD + alcool</th><td>somnolență accentuată, somn de calitate mai slabă</td><td>evită</td></tr>
</tbody>
</table>

<h2>Efecte adverse și cine ar trebui să evite CBD-ul</h2>
<p>CBD-ul este, în general, bine tolerat, dar orice substanță activă poate avea efecte nedorite. Cele raportate cel mai des sunt:</p>
<ul>
<li>somnolența sau oboseala a doua zi, mai ales la doze mari sau în asociere cu alte produse sedative;</li>
<li>gura uscată;</li>
<li>tulburările digestive, inclusiv diareea, de obicei la doze mari;</li>
<li>modificările apetitului;</li>
<li>amețeala, ocazional;</li>
<li>creșterea enzimelor hepatice, observată în special în studiile cu doze foarte mari și la persoane care luau și anumite medicamente antiepileptice.</li>
</ul>
<p>Dacă apare oricare dintre aceste efecte, revino la doza anterioară sau oprește produsul. Îngălbenirea pielii sau a albului ochilor, urina închisă la culoare, greața persistentă sau durerea în partea dreaptă sus a abdomenului sunt motive să oprești imediat produsul și să mergi la medic.</p>
<p>Nu folosi CBD fără acordul medicului dacă:</p>
<ul>
<li>iei medicamente în mod regulat, în special anticoagulante, antiepileptice, antidepresive, anxiolitice, somnifere, imunosupresoare sau medicamente pentru inimă;</li>
<li>ai o boală de ficat;</li>
<li>urmează să faci o intervenție chirurgicală;</li>
<li>ești însărcinată, încerci să rămâi însărcinată sau alăptezi.</li>
</ul>
<p>Și, desigur, produsele CBD nu sunt destinate persoanelor sub 18 ani.</p>

<h2>Situații speciale</h2>

<h3>Când mergi la medic și cum te pregătești</h3>
<p>Un consult pentru somn este mult mai util dacă vii pregătit. Medicul de familie este primul pas; el te poate îndruma, la nevoie, către un specialist în medicina somnului, neurologie, psihiatrie sau pneumologie, în funcție de suspiciune. Ia cu tine:</p>
<ul>
<li>jurnalul de somn din ultimele două săptămâni;</li>
<li>lista completă a medicamentelor, a suplimentelor și a produselor cu CBD pe care le folosești, cu doze;</li>
<li>informații despre consumul de cafea, alcool și nicotină;</li>
<li>observațiile partenerului, dacă dormi cu cineva: sforăit, pauze de respirație, mișcări ale picioarelor, vorbit în somn;</li>
<li>o descriere a zilelor tale: cât de obosit ești, dacă adormi involuntar, cum îți este dispoziția.</li>
</ul>
<p>Spune deschis că folosești CBD. Medicul nu are cum să evalueze interacțiunile sau efectele secundare dacă nu știe ce iei. Nu e nevoie să îți fie jenă: CBD-ul legal, fără THC, este un produs de wellness folosit de tot mai mulți oameni, iar medicii sunt obișnuiți cu întrebările despre el.</p>

<h3>Sarcina și alăptarea</h3>
<p>Nu folosi CBD dacă ești însărcinată, încerci să rămâi însărcinată sau alăptezi. Nu există date suficiente despre siguranța pentru făt sau pentru sugar, iar autoritățile recomandă evitarea. Problemele de somn din sarcină sunt frecvente și au adesea cauze specifice, cum ar fi refluxul, crampele, nevoia frecventă de a urina sau sindromul picioarelor neliniștite; discută-le cu medicul care îți urmărește sarcina.</p>

<h3>Vârstnicii</h3>
<p>Odată cu vârsta, somnul devine în mod natural mai ușor și mai fragmentat, iar ora de adormire tinde să se mute mai devreme. Vârstnicii iau adesea mai multe medicamente, ceea ce crește riscul de interacțiuni, iar orice produs care dă somnolență crește riscul de căderi noaptea, când se trezesc să meargă la baie. Dacă ai peste 65 de ani și vrei să încerci CBD, discută întâi cu medicul de familie, pornește de la cea mai mică doză și lasă o lumină de veghe pe drumul spre baie.</p>

<h3>Munca în ture</h3>
<p>Persoanele care lucrează în ture de noapte au o problemă diferită: trebuie să doarmă în momente în care ceasul intern indică ziua. Aici contează mai ales întunericul complet în dormitor, ochelarii de soare la întoarcerea de la tura de noapte și un program cât mai constant. CBD-ul poate fi, cel mult, o parte a rutinei de „închidere” a turei; nu rezolvă dezalinierea ritmului circadian. Dacă lucrezi în ture și ai somnolență excesivă, vorbește cu medicul de medicina muncii.</p>

<h3>Menopauza</h3>
<p>Bufeurile, transpirațiile nocturne și schimbările hormonale pot fragmenta somnul în perioada menopauzei. Există tratamente eficiente, hormonale și non-hormonale, pe care le poate recomanda medicul ginecolog. O cameră mai răcoroasă, lenjeria din fibre naturale și evitarea alcoolului seara ajută. Dacă iei tratament hormonal sau alte medicamente, întreabă medicul înainte de a adăuga CBD-ul.</p>

<h3>Durerea cronică</h3>
<p>Durerea este una dintre cauzele frecvente ale somnului fragmentat, iar somnul slab, la rândul lui, face durerea mai greu de suportat. Unii oameni folosesc CBD-ul atât pentru confortul fizic, cât și pentru rutina de seară. Dacă iei analgezice sau antiinflamatoare prescrise, cere avizul medicului. Pentru disconfortul local, un produs topic, de exemplu o cremă sau un balsam cu CBD, poate fi o opțiune fără absorbție sistemică semnificativă.</p>

<h3>Jet lag și călătoriile</h3>
<p>După un zbor peste mai multe fusuri orare, ceasul intern are nevoie de câteva zile ca să se adapteze. Ajută expunerea la lumina zilei la destinație, mai ales dimineața după zborurile spre est, mesele la orele locale și evitarea siestelor lungi. Melatonina în doze mici, luată seara la ora locală, are cele mai bune dovezi pentru jet lag. CBD-ul nu resetează ceasul intern, dar unii călători îl folosesc pentru relaxarea de seară. Dacă iei cu tine produse CBD în străinătate, verifică înainte legislația țării de destinație: regulile diferă mult, iar în unele țări chiar și produsele fără THC pot fi problematice.</p>

<h3>Adolescenții</h3>
<p>Produsele noastre sunt destinate exclusiv adulților. Adolescenții au un ritm circadian natural decalat spre seară, iar problemele lor de somn se abordează mai ales prin program, reducerea ecranelor și, la nevoie, consult pediatric.</p>

<h2>Planul de patru săptămâni</h2>
<p>Iată cum poți structura o perioadă de probă care să-ți arate, cât mai obiectiv, dacă CBD-ul te ajută.</p>

<h3>Săptămâna 1: fundația, fără CBD</h3>
<ul>
<li>Fixează ora de trezire și respect-o zilnic.</li>
<li>Aplică regulile de igienă a somnului: cofeina înainte de 14:00, fără alcool seara, lumina slabă în ultimele ore, telefonul în afara dormitorului.</li>
<li>Construiește rutina de seară și începe jurnalul de somn.</li>
<li>Dacă iei medicamente, programează discuția cu medicul sau cu farmacistul.</li>
</ul>
<p>De ce fără CBD în prima săptămână? Pentru că îți oferă un punct de referință. Mulți oameni descoperă că doar aceste schimbări îmbunătățesc vizibil somnul.</p>

<h3>Săptămâna 2: doza de start</h3>
<ul>
<li>Adaugă CBD-ul în rutina de seară: 10–15 mg de ulei sublingual, cu 30–60 de minute înainte de culcare.</li>
<li>Notează în jurnal doza, ora și cum te simți a doua zi dimineață.</li>
<li>Nu schimba nimic altceva în această perioadă.</li>
</ul>
<p class="disclaimer"><strong>Un exemplu general, nu un tratament de urmat singur.</strong> Dozele din acest plan sunt orientative. Dacă iei medicamente, ai o boală cronică, ești însărcinată sau alăptezi, nu începe și nu crește doza fără acordul medicului.</p>

<h3>Săptămâna 3: ajustarea</h3>
<ul>
<li>Dacă te simți bine, rămâi la aceeași doză.</li>
<li>Dacă nu observi nicio diferență, crește cu 5 mg la câteva zile, fără a depăși 25–50 mg pe seară.</li>
<li>Dacă ești somnolent dimineața, redu doza sau ia uleiul mai devreme.</li>
</ul>

<h3>Săptămâna 4: evaluarea</h3>
<ul>
<li>Compară jurnalul din săptămâna 1 cu cel din săptămânile 3 și 4: timpul de adormire, numărul de treziri, energia de dimineață.</li>
<li>Dacă observi o îmbunătățire, continuă cu cea mai mică doză eficientă și reevaluează periodic.</li>
<li>Dacă nu observi nimic, CBD-ul probabil nu este răspunsul pentru tine. Nu crește doza la nesfârșit; discută cu medicul despre alte opțiuni, inclusiv despre terapia cognitiv-comportamentală pentru insomnie.</li>
</ul>

<h2>Cum îți măsori somnul fără să devii obsedat de el</h2>
<p>Un jurnal de somn simplu este cel mai util instrument. În fiecare dimineață, notează în două minute:</p>
<ul>
<li>ora la care te-ai culcat și ora la care ai stins lumina;</li>
<li>cât crezi că ți-a luat să adormi;</li>
<li>de câte ori te-ai trezit și cât a durat, aproximativ;</li>
<li>ora trezirii finale și ora la care te-ai ridicat din pat;</li>
<li>calitatea somnului, pe o scară de la 1 la 5, și energia de dimineață;</li>
<li>cofeina, alcoolul, mișcarea, siesta, doza de CBD și ora administrării.</li>
</ul>
<p>Estimările tale nu vor fi perfecte, și nici nu trebuie să fie. Ce contează este tendința pe mai multe săptămâni.</p>
<p>Brățările și ceasurile inteligente pot fi utile pentru a urmări regularitatea programului, dar sunt mai puțin precise când vine vorba de etapele somnului. Există chiar un termen pentru oamenii care devin anxioși din cauza scorurilor zilnice de somn: ortosomnie. Dacă te trezești verificând îngrijorat graficele, lasă dispozitivul deoparte câteva săptămâni și bazează-te pe cum te simți.</p>

<h2>Greșeli frecvente</h2>
<ul>
<li><strong>Prea multe schimbări deodată.</strong> CBD, melatonină, magneziu și un ceai nou în aceeași săptămână fac imposibilă orice evaluare.</li>
<li><strong>Uleiul luat chiar în momentul culcării.</strong> Dă-i 30–60 de minute, iar jeleurilor, chiar mai mult.</li>
<li><strong>Doze neregulate.</strong> Dacă iei uleiul o seară da și trei seri nu, nu vei afla nimic despre efect.</li>
<li><strong>Recuperarea somnului în weekend.</strong> Dormitul până la prânz decalează ceasul intern și face ca duminica seara să fie cea mai grea noapte a săptămânii.</li>
<li><strong>Produse fără certificat de analiză.</strong> Nu știi nici cât CBD primești, nici dacă produsul conține THC.</li>
<li><strong>Ignorarea sforăitului și a somnolenței din timpul zilei.</strong> Apneea în somn nu se rezolvă cu niciun supliment.</li>
<li><strong>Așteptarea efectului unui somnifer.</strong> CBD-ul nu „te pune jos”. Efectul, dacă există, este mai subtil: o relaxare mai ușoară, mai puțină agitație.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>CBD-ul mă va face somnolent a doua zi?</h3>
<p>La doze moderate, cei mai mulți oameni nu raportează somnolență de dimineață. Ea poate apărea la doze mai mari, la asocierea cu alte produse sedative sau cu alcoolul ori când CBD-ul este luat foarte târziu. Dacă ți se întâmplă, redu doza sau ia produsul mai devreme seara.</p>
<h3>Pot lua CBD în fiecare seară?</h3>
<p>Datele disponibile arată un profil de siguranță bun la dozele obișnuite, dar studiile pe termen foarte lung sunt puține. O abordare prudentă este să faci o reevaluare la fiecare două-trei luni, eventual cu o pauză de câteva zile, ca să vezi dacă mai ai nevoie de el.</p>
<h3>Îmi pot face obișnuință cu CBD-ul, ca la somnifere?</h3>
<p>Evaluările de până acum, inclusiv cea a Organizației Mondiale a Sănătății, nu au găsit semne de potențial de abuz sau de dependență pentru CBD. Nici nu sunt descrise simptome de rebound la oprire, așa cum apar la unele somnifere. Dacă nu mai poți dormi deloc fără un anumit produs, indiferent care, discută situația cu un medic.</p>
<h3>Pot lua CBD dacă mă trezesc în mijlocul nopții?</h3>
<p>Poți, în principiu, dar nu este ideal: efectul apare după 15–45 de minute și poate prelungi somnolența dimineața. Mai util este să analizezi de ce te trezești (alcool, cafea, stres, nevoia de a urina, durere, sforăit) și să ajustezi rutina. Dacă trezirile sunt frecvente, un jeleu luat cu o oră-o oră și jumătate înainte de culcare poate fi o alternativă mai bună.</p>
<h3>Pot conduce după ce am luat CBD seara?</h3>
<p>Dimineața, la doze moderate și fără alte substanțe sedative, majoritatea oamenilor nu au probleme. În perioada în care începi sau crești doza, evită însă condusul dacă te simți somnolent. Nu conduce niciodată după combinația de CBD cu alcool, somnifere sau alte sedative.</p>
<h3>Ce e mai bun pentru somn: ulei sau jeleuri?</h3>
<p>Uleiul acționează mai repede și se dozează mai precis, ceea ce îl face potrivit pentru adormire. Jeleurile au un efect mai lung și sunt comode, dar debutul este mai lent și mai puțin previzibil. Comparația completă o găsești în articolul <a href="/blog/cbd-vape-ulei-jeleuri-ce-alegi">CBD vape, ulei sau jeleuri: ce alegi</a>.</p>
<h3>Există o oră ideală de culcare?</h3>
<p>Nu una valabilă pentru toată lumea. Unii oameni sunt în mod natural „matinali”, alții „nocturni”, iar aceste diferențe au și o componentă genetică. Ora potrivită este cea care îți permite să dormi suficient înainte de ora la care trebuie să te trezești și pe care o poți respecta în fiecare zi. Dacă ești o persoană nocturnă și programul te obligă să te trezești devreme, mută ora de culcare treptat, cu 15 minute la câteva zile, și folosește lumina de dimineață ca aliat.</p>
<h3>Funcționează CBD-ul la fel pentru toată lumea?</h3>
<p>Nu. Metabolismul, greutatea corporală, genetica enzimelor hepatice, cauza problemelor de somn și chiar așteptările personale influențează efectul. De aceea, singura modalitate de a afla dacă te ajută este o probă atentă, de câteva săptămâni, cu un jurnal de somn.</p>
<h3>CBD-ul ajută și la anxietatea care mă ține treaz?</h3>
<p>Pentru mulți oameni, somnul și anxietatea sunt strâns legate. Am scris un ghid separat despre <a href="/blog/cbd-anxietate-ghid-complet">CBD și anxietate</a>, cu doze orientative și precauții.</p>

<h2>Pe scurt</h2>
<ul>
<li>Somnul bun începe cu elementele de bază: oră fixă de trezire, lumină dimineața, întuneric seara, cofeina limitată după-amiaza, fără alcool ca somnifer, un dormitor răcoros și liniștit.</li>
<li>Insomnia cronică, de peste trei luni, are nevoie de un medic, iar tratamentul de primă linie este terapia cognitiv-comportamentală pentru insomnie.</li>
<li>CBD-ul nu este un somnifer și nu tratează insomnia; poate fi un sprijin pentru cei al căror somn este tulburat de tensiune și neliniște.</li>
<li>Studiile sunt puține, mici și cu rezultate amestecate; efectul variază mult de la o persoană la alta.</li>
<li>Ca orientare generală, mulți adulți pornesc de la 10–15 mg seara, cu 30–60 de minute înainte de culcare, și cresc încet, fără a depăși de obicei 25–50 mg; dacă iei medicamente, stabilește doza cu medicul.</li>
<li>Combinațiile cu melatonina și magneziul sunt, în general, posibile, dar introdu produsele pe rând; cu somniferele, benzodiazepinele și alte medicamente, doar cu acordul medicului.</li>
<li>Evită CBD-ul în sarcină și alăptare și discută cu medicul dacă iei medicamente, din cauza interacțiunilor prin enzimele CYP450.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă un diagnostic sau o recomandare de tratament. Produsele CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai probleme de somn de mai multe săptămâni, iei medicamente, ai o boală cronică, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD, melatonină sau alte suplimente. Produse destinate exclusiv persoanelor peste 18 ani.</p>

<p>Vrei să vezi produsele? Uleiurile și jeleurile, fiecare cu lotul și buletinul de analiză pe pagina lui, sunt în <a href="/shop">magazin</a>, iar <a href="/quiz">quiz-ul nostru</a> îți sugerează de unde să pornești.</p>
`,
  author: 'Dr. Radu Georgescu, medic specialist în medicina somnului',
  date: '2025-01-22',
  category: 'Ghid Somn',
  image: '/images/blog/cbd-somn-insomnie-ghid-complet-2025.svg',
  readTime: '40 min',
  metaDescription:
    'Ghid complet CBD și somn: igiena somnului, rutina de seară, când și cât CBD, combinații cu melatonină și magneziu, ce arată studiile și precauții.',
  keywords: [
    'CBD somn',
    'CBD insomnie',
    'ulei CBD pentru somn',
    'doza CBD somn',
    'CBD și melatonină',
    'igiena somnului',
    'rutina de seară',
    'CBD magneziu',
  ],
};
