import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 4,
  slug: 'cbd-sport-recuperare-ghid-complet',
  title: 'CBD pentru sport și recuperare: ghid complet',
  excerpt:
    'Cum arată o recuperare bună după antrenament, ce știm despre CBD la sportivi, ce spun regulile antidoping și cum poți include uleiurile și cremele cu CBD în rutina ta, în siguranță.',
  content: `
<p>Progresul în sport nu se produce în timpul antrenamentului, ci după el. Efortul este stimulul, iar adaptarea, adică mușchii mai puternici, inima mai eficientă, tendoanele mai rezistente, se construiește în orele și zilele de recuperare. De aceea, sportivii de performanță vorbesc tot mai mult despre somn, nutriție și gestionarea oboselii, nu doar despre planul de antrenament.</p>
<p>În acest context a apărut și interesul pentru canabidiol (CBD). Îl vezi în rucsacul alergătorilor de maraton, în vestiarele echipelor de rugby și în rutina oamenilor care merg la sală de trei ori pe săptămână. Unii îl folosesc pentru febra musculară, alții pentru somn, alții pentru că „așa fac toți”. Întrebarea corectă nu este dacă CBD-ul este la modă, ci ce poate și ce nu poate face, cum se potrivește într-o recuperare bine construită și ce riscuri implică, inclusiv din punctul de vedere al controlului antidoping.</p>
<p>Acest ghid este scris atât pentru sportivii amatori, cât și pentru cei care concurează și sunt testați. Începem cu bazele recuperării, pentru că acolo se câștigă cel mai mult. Continuăm cu ce știm despre CBD, cu regulile antidoping, cu formele de administrare și cu dozele orientative, iar la final găsești un exemplu de săptămână de antrenament, întrebări frecvente și un rezumat.</p>
<p>Precizarea de principiu: CBD-ul nu este un medicament, nu vindecă accidentările și nu îmbunătățește direct performanța. Poate fi, pentru unii oameni, un element de confort într-o rutină de recuperare solidă.</p>

<h2>Ce înseamnă, de fapt, recuperarea</h2>
<p>Orice antrenament eficient este o formă controlată de stres. Fibrele musculare suferă micro-leziuni, rezervele de glicogen scad, sistemul nervos obosește, iar organismul răspunde printr-o reacție inflamatorie locală, care face parte din procesul normal de reparare. Dacă îi oferi suficient timp și resurse, corpul nu doar repară, ci se adaptează, devenind mai pregătit pentru același efort. Acesta este principiul supracompensării, pe care se bazează orice plan de antrenament.</p>
<p>Problema apare când raportul dintre efort și recuperare se dezechilibrează. Prea puțin stimul înseamnă stagnare. Prea mult stimul, fără recuperare suficientă, înseamnă oboseală acumulată, performanță în scădere și risc crescut de accidentare.</p>

<h3>Febra musculară (DOMS)</h3>
<p>Febra musculară, cunoscută în literatura de specialitate ca DOMS (durere musculară cu debut întârziat), apare de obicei la 12–24 de ore după un efort neobișnuit, atinge un vârf la 24–72 de ore și dispare în câteva zile. Este provocată mai ales de contracțiile excentrice, în care mușchiul lucrează în timp ce se alungește: coborârea unei pante în alergare, faza de coborâre a unei genuflexiuni, frânarea într-un sport cu schimbări de direcție.</p>
<p>Contrar unui mit răspândit, febra musculară nu este cauzată de acidul lactic, care se elimină în decurs de o oră sau două după efort. Ea este legată de micro-leziunile fibrelor și de procesul inflamator care urmează. Febra musculară nu este nici un indicator fidel al calității antrenamentului: un antrenament foarte bun poate să nu lase nicio durere, iar unul nepotrivit poate lăsa multă.</p>

<h3>Oboseala periferică și oboseala centrală</h3>
<p>Oboseala după efort are două componente. Oboseala periferică ține de mușchi: rezerve energetice scăzute, micro-leziuni, dezechilibre de electroliți. Oboseala centrală ține de sistemul nervos: scăderea capacității creierului de a „comanda” mușchii cu aceeași intensitate, motivație mai scăzută, percepția crescută a efortului. Ambele se refac prin odihnă, dar oboseala centrală este influențată puternic de somn și de stresul din afara sportului: un job solicitant sau probleme personale se adună peste oboseala de la antrenament.</p>

<h3>Suprasolicitarea și supraantrenamentul</h3>
<p>O perioadă scurtă de efort crescut, urmată de odihnă, poate fi o strategie deliberată. Când oboseala persistă însă săptămâni sau luni, iar performanța scade în ciuda odihnei, se poate ajunge la un sindrom de supraantrenament, care necesită uneori luni de recuperare. Semnalele de avertizare includ:</p>
<ul>
<li>performanță în scădere, deși antrenamentele continuă;</li>
<li>oboseală care nu trece după una-două zile de odihnă;</li>
<li>puls de repaus mai ridicat decât de obicei, dimineața, câteva zile la rând;</li>
<li>somn agitat, în ciuda oboselii;</li>
<li>iritabilitate, lipsă de motivație, stare depresivă;</li>
<li>infecții respiratorii frecvente;</li>
<li>dureri musculare care nu se mai retrag între antrenamente;</li>
<li>pierderea poftei de mâncare.</li>
</ul>
<p>Dacă te regăsești în mai multe dintre aceste semnale, niciun supliment nu este soluția. Este nevoie de reducerea volumului de antrenament și, la nevoie, de un consult medical, pentru a exclude alte cauze, cum ar fi anemia, problemele de tiroidă sau un aport energetic insuficient.</p>

<h2>Pilonii recuperării, înainte de orice supliment</h2>
<p>Orice discuție despre CBD trebuie să înceapă cu o ierarhie realistă. Dacă dormi cinci ore pe noapte, mănânci prea puțin și te antrenezi intens în fiecare zi, niciun ulei, nicio cremă și niciun gadget de recuperare nu vor compensa. Pilonii de mai jos au cele mai solide dovezi și cel mai mare impact.</p>

<h3>Somnul: cel mai puternic instrument de recuperare</h3>
<p>În timpul somnului profund se eliberează cea mai mare parte a hormonului de creștere, implicat în repararea țesuturilor. Lipsa de somn crește percepția efortului, scade timpul de reacție și precizia, afectează reglarea glicemiei și apetitul și a fost asociată, în studii observaționale pe sportivi tineri, cu un risc mai mare de accidentare. Un studiu cunoscut, realizat la Universitatea Stanford pe jucătorii de baschet ai echipei universitare, a arătat că prelungirea timpului de somn timp de câteva săptămâni a fost urmată de sprinturi mai rapide și de o precizie mai bună la aruncări.</p>
<p>Recomandarea generală pentru adulți este de cel puțin șapte ore pe noapte, însă mulți sportivi cu volum mare de antrenament se simt mai bine cu opt-nouă ore. Regulile de bază sunt aceleași ca pentru oricine: oră fixă de trezire, dormitor răcoros și întunecat, fără cafea după-amiaza, ecranele departe de pat. Particularitatea sportivilor este antrenamentul de seară: adrenalina și temperatura corporală crescută pot întârzia adormirea. Un duș cald, o gustare ușoară și o rutină calmă de o oră ajută la tranziție. Găsești un plan complet în <a href="/blog/cbd-somn-insomnie-ghid-complet-2025">ghidul nostru despre CBD și somn</a>.</p>

<h3>Nutriția: energie suficientă, proteine și carbohidrați</h3>
<p>Primul principiu al nutriției sportive este să mănânci suficient. Un aport energetic cronic insuficient față de efort, situație numită în literatura de specialitate „deficit energetic relativ în sport”, poate afecta hormonii, sănătatea oaselor, imunitatea și performanța. Este frecvent mai ales în sporturile în care greutatea contează: alergare, ciclism, sporturi pe categorii de greutate, gimnastică, dans.</p>
<ul>
<li><strong>Proteinele:</strong> pozițiile societăților de nutriție sportivă indică, pentru majoritatea oamenilor activi, un aport de aproximativ 1,4–2,0 g de proteine pe kilogram de greutate corporală pe zi, împărțit în mai multe mese, fiecare cu aproximativ 20–40 g de proteine. O masă cu proteine după antrenament și o gustare proteică seara sunt strategii simple.</li>
<li><strong>Carbohidrații:</strong> sunt combustibilul principal pentru efortul intens. Necesarul variază mult în funcție de volum: mai puțini în zilele ușoare, mult mai mulți în zilele cu antrenamente lungi sau duble. Refacerea glicogenului este mai rapidă dacă mănânci carbohidrați în primele ore după efort, ceea ce contează mai ales când ai două antrenamente în aceeași zi sau antrenamente în zile consecutive.</li>
<li><strong>Grăsimile:</strong> sunt necesare pentru hormoni și pentru absorbția vitaminelor liposolubile. Peștele gras, nucile, semințele și uleiul de măsline sunt surse bune.</li>
<li><strong>Micronutrienții:</strong> fierul, vitamina D, calciul și magneziul merită atenție la sportivi. Suplimentarea se face ideal pe baza analizelor, nu la întâmplare.</li>
</ul>

<h3>Ce mănânci înainte, în timpul și după efort</h3>
<p><strong>Înainte.</strong> O masă completă cu două-trei ore înainte de antrenament sau o gustare ușoară, bogată în carbohidrați și săracă în grăsimi și fibre, cu 30–60 de minute înainte, te ajută să ai energie fără disconfort digestiv. Exemple: ovăz cu fructe, o banană cu iaurt, pâine cu miere. Testează-ți toleranța la antrenamente, nu în ziua competiției.</p>
<p><strong>În timpul eforturilor lungi.</strong> Pentru antrenamentele sub o oră, apa este, de regulă, suficientă. Pentru eforturile care depășesc 60–90 de minute, recomandările de nutriție sportivă indică un aport de carbohidrați de ordinul a 30–60 g pe oră, iar în probele foarte lungi, sportivii antrenați pot tolera cantități mai mari, mai ales din combinații de glucoză și fructoză. Stomacul se „antrenează” și el: crește treptat cantitățile în timpul antrenamentelor lungi.</p>
<p><strong>După.</strong> Masa de recuperare combină proteine, pentru repararea mușchilor, carbohidrați, pentru refacerea rezervelor, și lichide cu sodiu. Nu este nevoie să alergi la shake în primele 15 minute; dacă masa principală urmează în una-două ore, ești acoperit. Contează mai mult totalul zilei decât minutul exact.</p>

<h3>Alimentele „funcționale”: ce merită și ce nu</h3>
<ul>
<li><strong>Cofeina</strong> are dovezi solide ca îmbunătățind performanța în multe sporturi, în doze moderate, luate cu aproximativ o oră înainte de efort. Dezavantajul: dacă te antrenezi seara, îți poate afecta somnul și, implicit, recuperarea.</li>
<li><strong>Sucul de cireșe amare</strong> a fost studiat în câteva cercetări mici, de exemplu la alergătorii de maraton, cu rezultate modeste privind durerea și refacerea forței. Poate fi o opțiune, fără așteptări mari.</li>
<li><strong>Acizii grași omega-3</strong>, din pește gras sau suplimente, sunt importanți pentru sănătatea generală; efectele directe asupra recuperării musculare sunt încă discutate.</li>
<li><strong>Creatina</strong> este unul dintre cele mai studiate suplimente, cu beneficii demonstrate pentru eforturile scurte și intense și pentru câștigul de forță în antrenamentul de rezistență.</li>
<li><strong>Suplimentele „miraculoase”</strong> cu zeci de ingrediente și promisiuni spectaculoase sunt, de cele mai multe ori, scumpe și inutile, iar pentru sportivii testați pot fi riscante, din cauza contaminării.</li>
</ul>

<h3>Hidratarea</h3>
<p>Pierderile de lichide prin transpirație variază foarte mult între oameni și în funcție de temperatură. O metodă simplă pentru a-ți cunoaște pierderile: te cântărești înainte și după un antrenament de o oră, fără haine transpirate, și ții cont de ce ai băut. Fiecare kilogram pierdut înseamnă aproximativ un litru de lichid. Pentru refacere, recomandarea obișnuită este să bei, în orele următoare, ceva mai mult decât ai pierdut, de ordinul a 1,25–1,5 litri pentru fiecare kilogram, împreună cu sodiu din alimente sau din băuturi pentru sportivi, mai ales după eforturile lungi, la căldură. Culoarea urinei, galben-pai, este un indicator practic.</p>
<p>Și excesul este o problemă: consumul de cantități foarte mari de apă simplă în timpul eforturilor lungi poate duce la scăderea periculoasă a sodiului din sânge. Bea în funcție de sete și de pierderile tale, nu „cât mai mult”.</p>

<h3>Planificarea antrenamentului</h3>
<p>Cea mai eficientă strategie de recuperare este un plan care nu produce mai multă oboseală decât poți gestiona. Câteva principii:</p>
<ul>
<li><strong>Alternanța zilelor grele și ușoare.</strong> Două antrenamente foarte intense în zile consecutive, pentru aceleași grupe musculare, sunt rareori o idee bună.</li>
<li><strong>Creșterea treptată a volumului.</strong> Saltul brusc al volumului săptămânal, de exemplu de la 20 la 40 de kilometri de alergare, este una dintre cauzele frecvente ale accidentărilor de suprasolicitare.</li>
<li><strong>Săptămânile de descărcare.</strong> La fiecare trei-patru săptămâni de efort crescut, o săptămână cu volum redus permite consolidarea adaptărilor.</li>
<li><strong>Ascultarea semnalelor.</strong> O zi în care te simți foarte obosit, cu puls ridicat și somn prost, poate fi ziua potrivită pentru un antrenament ușor în locul celui planificat.</li>
</ul>

<h3>Zilele de după o cursă lungă sau o competiție</h3>
<p>După un maraton, un triatlon sau un turneu cu mai multe meciuri, corpul are nevoie de mai mult decât o noapte bună. Primele 24 de ore sunt dedicate refacerii lichidelor, a rezervelor de energie și somnului. În zilele următoare, mișcarea ușoară, cum ar fi plimbările sau pedalatul relaxat, ajută mai mult decât statul în pat. Revenirea la antrenamentele intense se face treptat: mulți antrenori recomandă, după un maraton, cel puțin o săptămână fără efort intens și o creștere progresivă a volumului în săptămânile următoare. Sistemul imunitar poate fi și el mai vulnerabil în zilele de după un efort foarte lung, așa că somnul, mesele regulate și igiena mâinilor contează. Ascultă semnalele corpului: pofta de antrenament revine de obicei odată cu refacerea reală.</p>

<h3>Recuperarea activă și mobilitatea</h3>
<p>Mișcarea ușoară în zilele de după efort, cum ar fi o plimbare, pedalatul ușor sau înotul relaxat, stimulează circulația și este adesea percepută ca mai odihnitoare decât repausul complet. Exercițiile de mobilitate și stretchingul ușor pot reduce senzația de rigiditate. Dovezile că stretchingul previne febra musculară sunt slabe, dar mulți sportivi îl consideră util pentru confort și pentru amplitudinea de mișcare.</p>

<h3>Frigul, căldura și masajul</h3>
<ul>
<li><strong>Băile reci</strong> și imersia în apă rece pot reduce senzația de febră musculară și sunt utile în competițiile cu meciuri dese. Există însă cercetări care arată că folosite sistematic după antrenamentele de forță, pot diminua o parte din adaptările musculare pe termen lung. Folosește-le strategic, nu după fiecare antrenament de forță.</li>
<li><strong>Sauna și dușurile calde</strong> sunt relaxante și pot ajuta la somn dacă sunt folosite cu una-două ore înainte de culcare. Hidratează-te bine după.</li>
<li><strong>Masajul</strong> reduce percepția de durere și de oboseală și are un efect relaxant general. Efectele asupra performanței propriu-zise sunt modeste, dar confortul contează.</li>
<li><strong>Rolul de spumă</strong> (foam rollerul) funcționează similar, ca o formă de automasaj.</li>
</ul>

<h3>Recuperarea diferă de la un sport la altul</h3>
<p><strong>Sporturile de anduranță</strong> (alergare, ciclism, înot, triatlon) solicită mai ales rezervele energetice, sistemul cardiovascular și structurile care suportă impactul repetat: tendoanele, oasele, articulațiile. Recuperarea se bazează pe refacerea glicogenului, hidratare, somn și pe o creștere foarte atentă a volumului. Accidentările tipice sunt cele de suprasolicitare, care apar treptat.</p>
<p><strong>Antrenamentul de forță și de hipertrofie</strong> produce mai multă febră musculară, mai ales la exercițiile noi sau cu accent pe faza excentrică. Recuperarea unei grupe musculare durează de obicei 48–72 de ore după un antrenament solicitant, motiv pentru care programele împart grupele musculare pe zile. Aportul de proteine și somnul au aici un rol central.</p>
<p><strong>Sporturile de echipă</strong> (fotbal, handbal, baschet, rugby) combină sprinturi repetate, schimbări de direcție, sărituri și contact. Meciurile dese, uneori la două-trei zile distanță, fac din recuperare o provocare logistică: mese imediat după meci, somn protejat după meciurile de seară, recuperare activă a doua zi.</p>
<p><strong>Sporturile de contact și de luptă</strong> adaugă loviturile și contuziile. Pe lângă recuperarea musculară, contează gestionarea vânătăilor și, mai ales, atenția la loviturile la cap.</p>

<h3>Stresul din afara sportului</h3>
<p>Corpul nu face diferența între stresul de la antrenament și cel de la birou sau de acasă: toate se adună în aceeași „găleată”. O perioadă aglomerată la serviciu, un copil mic care nu doarme noaptea sau o relație tensionată reduc capacitatea de recuperare. Ajustează antrenamentele în astfel de perioade. Tehnicile de respirație, plimbările în natură și timpul cu oamenii apropiați nu sunt un moft, ci parte din recuperare.</p>

<h3>Emoțiile dinaintea competiției</h3>
<p>Emoțiile de start sunt normale și, până la un punct, utile: un nivel moderat de activare îmbunătățește atenția și reacțiile. Când însă neliniștea îți strică somnul din nopțile dinaintea competiției sau îți blochează mișcările, merită să lucrezi la ea. Sportivii de performanță folosesc rutine pre-competiție repetate identic, tehnici de respirație, vizualizarea cursei sau a meciului și un dialog interior constructiv. Un psiholog sportiv te poate ajuta să îți construiești aceste instrumente. Dacă vrei să încerci CBD-ul pentru relaxarea de seară în perioada competițiilor, fă-o doar dacă îl cunoști deja din antrenamente, dacă regulile antidoping îți permit produsul respectiv și niciodată pentru prima dată în ajunul unei competiții.</p>

<h3>Tendoanele și articulațiile: recuperarea care nu se vede</h3>
<p>Mușchii se adaptează relativ repede, în câteva săptămâni. Tendoanele, ligamentele și cartilajele se adaptează mult mai lent, în luni, pentru că au o circulație sangvină mai redusă. De aici apare o capcană frecventă: după câteva săptămâni de antrenament, te simți suficient de puternic pentru mai mult, dar tendoanele nu sunt încă pregătite. Tendinopatiile tendonului lui Ahile, ale tendonului rotulian sau ale cotului apar adesea exact în aceste perioade.</p>
<p>Principiile de protecție sunt simple: creșteri graduale ale volumului și ale intensității, exerciții de forță pentru mușchii care susțin articulațiile și atenție la durerea care apare la începutul efortului și persistă a doua zi dimineață. În tendinopatii, programele de încărcare progresivă, ghidate de un kinetoterapeut, au cele mai bune rezultate; repausul complet, în schimb, duce de obicei la revenirea durerii când reiei antrenamentele. Cremele și gelurile pentru articulații, inclusiv cele cu CBD, pot face parte din rutina de confort, dar nu înlocuiesc acest tip de program.</p>

<h2>CBD și sportul: de ce interesează sportivii</h2>
<p>Canabidiolul este un compus natural din planta de cânepă, fără efect psihoactiv. Nu produce euforie și nu afectează coordonarea așa cum o face THC-ul. Produsele Verdana Wellness au 0,00% THC, confirmat de laborator pentru fiecare lot; detaliile despre tipurile de extracte și concentrații le găsești în <a href="/blog/ulei-cbd-ghid-complet">ghidul complet despre uleiul CBD</a>.</p>

<h3>Sistemul endocannabinoid și efortul</h3>
<p>Organismul produce propriii canabinoizi, numiți endocanabinoizi, implicați în reglarea durerii, a inflamației, a dispoziției, a apetitului și a somnului. Studiile au arătat că nivelurile unora dintre ei, în special ale anandamidei, cresc după efortul aerob moderat și prelungit. Unii cercetători consideră că acest mecanism contribuie la starea de bine de după alergare, cunoscută popular drept „euforia alergătorului”, alături de endorfine. Legătura dintre efort și sistemul endocannabinoid este unul dintre motivele pentru care CBD-ul a atras atenția în lumea sportului.</p>

<h3>Ce caută sportivii la CBD</h3>
<p>Sondajele realizate în rândul sportivilor, inclusiv un studiu publicat în 2020 pe jucători profesioniști de rugby din Marea Britanie, au arătat că utilizarea CBD-ului nu este deloc rară. Motivele invocate cel mai des sunt:</p>
<ul>
<li>recuperarea și senzația de durere după efort;</li>
<li>somnul, mai ales după meciurile și antrenamentele de seară;</li>
<li>gestionarea stresului și a emoțiilor înainte de competiție;</li>
<li>dorința de a reduce utilizarea frecventă a antiinflamatoarelor.</li>
</ul>
<p>În același timp, mulți dintre cei care folosesc CBD declară că nu au simțit un efect clar. Este un aspect important: popularitatea nu este o dovadă de eficiență.</p>

<h2>Ce spun studiile despre CBD, efort și recuperare</h2>
<p>Cercetarea despre CBD la sportivi este la început. O analiză narativă publicată în 2020 în revista Sports Medicine – Open a trecut în revistă dovezile disponibile și a ajuns la o concluzie echilibrată: există date preclinice interesante, mai ales din studii pe animale și în laborator, care sugerează efecte antiinflamatoare, analgezice și asupra anxietății și somnului, însă studiile la sportivi sunt aproape inexistente, iar concluziile ferme sunt premature.</p>

<h3>Inflamația și durerea</h3>
<p>În studiile pe celule și pe animale, CBD-ul a arătat efecte asupra unor mediatori ai inflamației și asupra transmiterii semnalelor de durere. Aceste observații explică interesul, dar nu se traduc automat în efecte la om, la dozele obișnuite. Inflamația de după efort nu este, în plus, un inamic: face parte din procesul de adaptare. Obiectivul nu este să o suprimi complet, ci să nu lași disconfortul să îți afecteze somnul și antrenamentele următoare.</p>

<h3>Febra musculară</h3>
<p>Câteva studii mici, controlate cu placebo, au testat CBD-ul după exerciții care provoacă febră musculară. Rezultatele sunt amestecate: unele au găsit mici diferențe în anumiți indicatori, altele nu au găsit diferențe față de placebo. Dozele, produsele și tipurile de efort au fost foarte diferite, ceea ce face comparația dificilă. Concluzia onestă: nu avem încă dovezi că CBD-ul reduce în mod consistent febra musculară.</p>

<h3>Performanța</h3>
<p>Studiile pilot pe eforturi de anduranță nu au arătat îmbunătățiri clare ale performanței după CBD. Nici nu există un mecanism plauzibil prin care CBD-ul să te facă mai rapid sau mai puternic. Dacă un produs promite „mai multă forță” sau „mai multă rezistență”, promisiunea nu are acoperire.</p>

<h3>Somnul și anxietatea competițională</h3>
<p>Aici există cele mai multe date indirecte, din studiile pe populația generală. Studiile mici despre anxietate, de exemplu cele cu testul de vorbit în public, sugerează un posibil efect calmant, iar unele observații clinice sugerează o posibilă îmbunătățire a somnului la persoanele la care acesta este tulburat de neliniște. Dacă CBD-ul ajută un sportiv, cel mai probabil o face indirect: printr-un somn mai liniștit după un meci sau printr-o stare mai calmă înaintea competiției. Am tratat pe larg aceste subiecte în ghidurile despre <a href="/blog/cbd-anxietate-ghid-complet">CBD și anxietate</a> și despre <a href="/blog/cbd-somn-insomnie-ghid-complet-2025">CBD și somn</a>.</p>

<h3>Siguranța</h3>
<p>Studiile arată, în general, o toleranță bună. Efectele adverse raportate mai des sunt somnolența, tulburările digestive, modificările apetitului și, la doze foarte mari, creșterea enzimelor hepatice. Pentru un sportiv, somnolența poate conta: timpul de reacție și coordonarea sunt importante în multe sporturi. Testează întotdeauna un produs nou în zilele fără antrenament sau seara, niciodată înaintea unei competiții.</p>

<h2>CBD și controlul antidoping</h2>
<p>Pentru sportivii care concurează și pot fi testați, acesta este cel mai important capitol. Regulile sunt clare, dar au detalii care pot face diferența dintre o carieră liniștită și o suspendare.</p>

<h3>Ce spune Agenția Mondială Antidoping</h3>
<p>Din 2018, Agenția Mondială Antidoping (WADA) a scos canabidiolul de pe lista substanțelor interzise. Asta înseamnă că CBD-ul, ca moleculă, este permis atât în competiție, cât și în afara ei. În schimb, ceilalți canabinoizi, naturali sau sintetici, inclusiv THC-ul, rămân pe lista substanțelor interzise în competiție. Pentru THC există un prag de raportare în urină, stabilit pentru metabolitul său principal, tocmai pentru a face diferența între o expunere minoră și un consum recent.</p>
<p>Consecința practică este importantă: un produs cu CBD care conține și alți canabinoizi poate fi problematic pentru un sportiv testat, chiar dacă acei canabinoizi nu au niciun efect psihoactiv. Lista în vigoare se actualizează anual, așa că verifică întotdeauna versiunea curentă, publicată de WADA și de agenția națională antidoping.</p>

<h3>Principiul răspunderii stricte</h3>
<p>În sistemul antidoping, sportivul răspunde pentru orice substanță interzisă găsită în organismul său, indiferent de modul în care a ajuns acolo. Argumentul „nu știam că produsul conține THC” poate reduce, în anumite condiții, sancțiunea, dar nu o anulează automat. Au existat cazuri de sportivi sancționați din cauza suplimentelor contaminate sau etichetate greșit, în diverse categorii de produse, nu doar CBD.</p>

<h3>Recomandări practice pentru sportivii testați</h3>
<ol>
<li><strong>Discută cu medicul echipei sau cu agenția antidoping</strong> înainte de a folosi orice produs cu CBD.</li>
<li><strong>Preferă produsele cu CBD izolat</strong>, care conțin doar canabidiol. Extractele spectru complet și spectru larg conțin, prin definiție, și alți canabinoizi, de exemplu CBG sau CBN, care sunt pe lista interzisă în competiție, chiar dacă nu au efect psihoactiv.</li>
<li><strong>Cere certificatul de analiză pentru lotul exact</strong> pe care îl cumperi și verifică faptul că THC-ul și ceilalți canabinoizi sunt nedetectabili. Ghidul nostru despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un certificat de analiză</a> te ajută să interpretezi corect documentul.</li>
<li><strong>Păstrează documentele:</strong> bonul, ambalajul, numărul lotului și certificatul. Dacă apare o problemă, acestea sunt singurele tale dovezi.</li>
<li><strong>Evită produsele fără etichetare clară</strong>, cele cumpărate „la liber” și, în general, produsele din flori sau rășină.</li>
<li><strong>Fii prudent în perioada competițiilor.</strong> Mulți sportivi aleg să întrerupă orice produs cu CBD înaintea și în timpul competițiilor, ca măsură suplimentară de siguranță. Discută cu medicul echipei cât de lungă ar trebui să fie această pauză în cazul tău.</li>
</ol>
<p>O notă de transparență: uleiurile noastre spectru complet și spectru larg au 0,00% THC la analiză, dar conțin canabinoizi minori, ceea ce le face mai potrivite pentru sportivii amatori, care nu sunt supuși controlului antidoping. Dacă ești sportiv legitimat și testat, alege exclusiv produse cu CBD izolat și discută mai întâi cu medicul echipei.</p>

<h2>Cum poți folosi CBD în rutina de recuperare</h2>
<p>Dacă ai pus la punct pilonii recuperării și vrei să încerci CBD-ul, iată cum să o faci cu cap.</p>

<h3>Formele de administrare potrivite pentru sportivi</h3>
<table>
<caption>Formele de CBD și rolul lor în recuperare</caption>
<thead>
<tr><th scope="col">Forma</th><th scope="col">Cum acționează</th><th scope="col">Când are sens</th><th scope="col">De reținut</th></tr>
</thead>
<tbody>
<tr><th scope="row">Ulei sublingual</th><td>absorbție prin mucoasa de sub limbă și digestivă; efect general în 15–45 de minute</td><td>seara, după antrenamente intense, pentru relaxare și somn</td><td>dozare flexibilă, la picătură</td></tr>
<tr><th scope="row">Jeleuri</th><td>absorbție digestivă, debut mai lent, efect mai lung</td><td>rutina zilnică, în zilele aglomerate</td><td>doză fixă pe bucată; conțin zahăr sau îndulcitori</td></tr>
<tr><th scope="row">Creme, balsamuri, geluri</th><td>acțiune locală, la nivelul pielii; absorbție sistemică foarte redusă</td><td>masajul zonelor solicitate după efort</td><td>nu se aplică pe pielea lezată; test de toleranță înainte</td></tr>
<tr><th scope="row">Vape</th><td>absorbție pulmonară, efect rapid și scurt</td><td>nerecomandat sportivilor</td><td>plămânii sunt un organ-cheie al performanței; inhalarea nu este lipsită de riscuri</td></tr>
</tbody>
</table>

<h3>Doze orientative pentru uleiul CBD</h3>
<p>Nu există o doză oficială de CBD pentru recuperare. Ca orientare generală și prudentă, mulți adulți activi folosesc între 20 și 50 mg de CBD pe zi, pornind de la 10–20 mg și crescând treptat, la câteva zile, doar dacă este nevoie. Dozele folosite în unele studii experimentale au fost mult mai mari, dar fără dovezi clare de beneficiu suplimentar pentru recuperare și cu un risc mai mare de efecte nedorite și interacțiuni. Ca reper, autoritatea britanică pentru standarde alimentare a recomandat în 2023 adulților sănătoși să nu depășească 10 mg de CBD pe zi din suplimente alimentare, din cauza lipsei datelor pe termen lung. Este o poziție foarte precaută, dar merită știută: orice doză zilnică peste câteva zeci de miligrame ar trebui discutată cu un medic.</p>
<table>
<caption>Exemple orientative de doze zilnice de CBD pentru adulți activi</caption>
<thead>
<tr><th scope="col">Profil</th><th scope="col">Doză zilnică orientativă</th><th scope="col">Exemplu de produs</th><th scope="col">Momentul</th></tr>
</thead>
<tbody>
<tr><th scope="row">Mișcare recreativă, 2–3 antrenamente pe săptămână</th><td>10–25 mg</td><td>ulei 5% sau 10% (aprox. 2,5 sau 5 mg pe picătură)</td><td>seara, în zilele de antrenament</td></tr>
<tr><th scope="row">Antrenament regulat, 4–6 ședințe pe săptămână</th><td>20–50 mg</td><td>ulei 10% sau 20% (aprox. 5 sau 10 mg pe picătură)</td><td>după antrenament și/sau seara</td></tr>
<tr><th scope="row">Sportiv legitimat, supus controlului antidoping</th><td>doar după discuția cu medicul echipei</td><td>exclusiv produse cu CBD izolat, cu certificat pe lot</td><td>în afara perioadelor de competiție, după decizia medicului</td></tr>
</tbody>
</table>
<p class="disclaimer"><strong>Informații generale, nu o schemă de urmat singur.</strong> Dacă iei medicamente, ai o afecțiune sau ești sportiv testat antidoping, stabilește doza numai împreună cu medicul.</p>
<p>Calculul picăturilor pornește de la aproximativ 20 de picături pe mililitru. Un ulei de 10% are în jur de 100 mg de CBD pe mililitru, deci aproximativ 5 mg pe picătură; un ulei de 20% are aproximativ 10 mg pe picătură. Mărimea picăturii variază, așa că folosește informația de pe eticheta produsului, dacă există.</p>

<h3>Prima lună cu CBD: un exemplu general</h3>
<ol>
<li><strong>Verifică întâi compatibilitatea:</strong> dacă iei medicamente, ai o afecțiune sau ești sportiv testat, discută cu medicul înainte de a începe; doza o stabiliți împreună.</li>
<li><strong>Alege un singur produs</strong>, cu certificat de analiză pe lot, și nu schimba nimic altceva în rutina de suplimente.</li>
<li><strong>Săptămâna 1:</strong> 10–15 mg seara, după antrenamentele intense, într-o zi după care nu ai antrenament tehnic dimineața.</li>
<li><strong>Săptămâna 2:</strong> dacă te simți bine și nu observi efecte nedorite, poți urca la 20–25 mg.</li>
<li><strong>Săptămânile 3–4:</strong> ajustează între 20 și 50 mg, în funcție de cum dormi și de cum te simți a doua zi; dacă o doză mai mică funcționează, rămâi la ea.</li>
<li><strong>La final:</strong> compară notițele din jurnal cu o perioadă similară fără CBD și decide dacă merită să continui.</li>
</ol>

<h3>Momentul administrării</h3>
<p>Pentru majoritatea sportivilor, cel mai logic moment este seara, după antrenament, ca parte a rutinei de relaxare și de somn. Dacă te antrenezi dimineața și simți tensiune musculară mai ales seara, poți păstra același moment. Evită să testezi CBD-ul pentru prima dată înaintea unui antrenament tehnic sau a unei competiții: o ușoară somnolență poate afecta coordonarea și timpul de reacție.</p>
<p>CBD-ul se absoarbe mai bine în prezența grăsimilor, așa că o priză luată după masa de recuperare, care conține de obicei și puțină grăsime, este o alegere practică. Pentru uleiul sublingual, ține picăturile sub limbă 60–90 de secunde înainte să înghiți.</p>

<h3>Produsele topice: masajul de după efort</h3>
<p>Cremele, balsamurile și gelurile cu CBD acționează la nivelul pielii și al țesuturilor de sub ea, iar absorbția în sânge este foarte redusă la utilizarea obișnuită. Din acest motiv, sunt o opțiune interesantă pentru cei care vor să evite administrarea internă, inclusiv pentru mulți sportivi amatori. Multe formule combină CBD-ul cu ingrediente care dau o senzație de răcoare sau de căldură, cum ar fi mentolul, camforul sau arnica. O parte importantă din senzația de confort vine, de fapt, din aceste ingrediente și din masajul propriu-zis.</p>
<p>Cum le folosești corect:</p>
<ol>
<li>Fă un test de toleranță: aplică o cantitate mică pe interiorul antebrațului și așteaptă 24 de ore.</li>
<li>Aplică produsul pe pielea curată și uscată, după duș.</li>
<li>Masează în mișcări circulare, de la periferie spre centru, 3–5 minute pe zonă.</li>
<li>Spală-te pe mâini după aplicare, mai ales dacă produsul conține mentol, și evită contactul cu ochii.</li>
<li>Nu aplica pe pielea lezată, iritată sau pe răni deschise și nu acoperi zona cu bandaje strânse sau cu surse de căldură, dacă produsul conține mentol sau camfor.</li>
</ol>
<p>Pentru sportivii testați, și produsele topice trebuie verificate: deși absorbția este redusă, compoziția lor trebuie să respecte aceleași reguli privind ceilalți canabinoizi.</p>

<h3>Ce ingrediente găsești în produsele topice</h3>
<ul>
<li><strong>Mentolul</strong> activează receptorii pentru rece din piele și produce o senzație de răcoare, care poate distrage atenția de la disconfort. La concentrații mari poate irita pielea.</li>
<li><strong>Camforul</strong> are un efect asemănător, cu o senzație de răcoare urmată de căldură. Nu se folosește la copii și nu se aplică pe pielea lezată.</li>
<li><strong>Arnica</strong> este folosită tradițional pentru vânătăi și contuzii. Persoanele alergice la plantele din familia margaretei (de exemplu mușețel, gălbenele, ambrozie) pot reacționa la ea.</li>
<li><strong>Capsaicina</strong>, din ardeiul iute, produce o senzație intensă de căldură. Spală-te foarte bine pe mâini după aplicare și nu o folosi înainte de duș fierbinte sau de saună.</li>
<li><strong>Gheara-diavolului</strong> este o plantă folosită tradițional pentru confortul articulațiilor, prezentă în unele creme.</li>
<li><strong>Uleiurile esențiale</strong>, de exemplu de lavandă, eucalipt sau rozmarin, contribuie la aromă și la senzația de prospețime, dar pot fi alergenice pentru pielea sensibilă.</li>
</ul>
<p>Citește lista de ingrediente și evită formulele care conțin substanțe la care știi că ești sensibil. Senzația de „efect” imediat vine adesea din mentol sau capsaicină, nu din CBD, ceea ce nu este un lucru rău, cât timp știi la ce să te aștepți.</p>

<h3>Cum alegi un produs CBD ca sportiv</h3>
<ul>
<li><strong>Certificatul de analiză pe lot</strong>, de la un laborator independent, este obligatoriu, nu opțional.</li>
<li><strong>Tipul de extract</strong> trebuie ales în funcție de statut: izolat pentru sportivii testați, spectru complet sau larg, cu 0,00% THC, pentru amatori.</li>
<li><strong>Concentrația</strong> se alege pentru comoditate: un ulei de 10% este ușor de dozat fin, unul de 20% este mai practic dacă folosești doze mai mari.</li>
<li><strong>Lista de ingrediente</strong> trebuie să fie scurtă și clară, fără substanțe adăugate nejustificat.</li>
<li><strong>Lipsa promisiunilor medicale</strong> este un semn de seriozitate. Un produs care promite că „vindecă tendinitele” sau „crește performanța” încalcă regulile și exagerează.</li>
</ul>

<h2>CBD și antiinflamatoarele</h2>
<p>Mulți sportivi iau ibuprofen sau alte antiinflamatoare nesteroidiene „la nevoie”, uneori chiar preventiv, înaintea unei curse lungi. Este un obicei care merită regândit, indiferent dacă folosești sau nu CBD.</p>
<ul>
<li><strong>Riscurile antiinflamatoarelor</strong> includ iritația și ulcerul gastric, afectarea rinichilor, mai ales în condiții de deshidratare, cum ar fi o cursă lungă la căldură, și creșterea tensiunii arteriale. Folosirea lor preventivă înainte de eforturile de anduranță este descurajată de mulți medici sportivi.</li>
<li><strong>Efectul asupra adaptării:</strong> există cercetări care sugerează că utilizarea frecventă a antiinflamatoarelor în perioadele de antrenament ar putea interfera cu unele adaptări ale mușchilor și tendoanelor. Datele nu sunt definitive, dar ideea de a „stinge” sistematic orice inflamație nu pare a fi o strategie bună.</li>
<li><strong>Interacțiunea cu CBD-ul:</strong> ibuprofenul și alte antiinflamatoare sunt metabolizate în ficat, în parte prin enzima CYP2C9, pe care CBD-ul o poate inhiba. Semnificația practică, la dozele obișnuite, nu este clar stabilită, dar asocierea frecventă, la doze mari, trebuie discutată cu medicul. Prudența este și mai mare dacă iei anticoagulante sau antiagregante.</li>
</ul>
<p>Mesajul nu este să nu iei niciodată un antiinflamator; uneori este cea mai bună alegere, la recomandarea medicului. Mesajul este să nu îl folosești ca pe o rutină și să nu combini la întâmplare produse care pot interacționa.</p>

<h2>Interacțiuni cu medicamentele și precauții</h2>
<p>Ficatul descompune multe medicamente cu ajutorul familiei de enzime citocrom P450 (CYP450). CBD-ul poate inhiba unele dintre aceste enzime, în special CYP3A4, CYP2C19 și CYP2C9, ceea ce poate crește nivelul în sânge al unor medicamente. Discută cu medicul sau cu farmacistul înainte de a folosi CBD dacă iei:</p>
<ul>
<li>anticoagulante sau antiagregante;</li>
<li>antiepileptice;</li>
<li>antidepresive, anxiolitice sau somnifere;</li>
<li>medicamente pentru inimă, tensiune sau colesterol;</li>
<li>imunosupresoare;</li>
<li>antiinflamatoare sau analgezice folosite frecvent;</li>
<li>orice medicament cu avertizarea „a se evita sucul de grepfrut” în prospect.</li>
</ul>
<p>Nu folosi CBD dacă ești însărcinată, încerci să rămâi însărcinată sau alăptezi: nu există date suficiente despre siguranță. Dacă ai o boală de ficat, cere avizul medicului. Produsele noastre sunt destinate exclusiv persoanelor peste 18 ani, ceea ce exclude și sportivii juniori.</p>

<h2>Legalitate și calitate: ce trebuie să știi</h2>
<p>În Uniunea Europeană, CBD-ul obținut din soiuri autorizate de cânepă industrială nu este considerat stupefiant. Curtea de Justiție a Uniunii Europene a stabilit, într-o decizie din 2020, că un stat membru nu poate interzice comercializarea CBD-ului produs legal într-un alt stat membru dacă acesta este extras din întreaga plantă de cânepă, cu excepția cazului în care interdicția este justificată de protecția sănătății publice. Regimul juridic exact depinde însă de tipul produsului: cosmeticele, produsele alimentare și lichidele pentru vaporizare au reguli diferite, iar cadrul legislativ continuă să evolueze.</p>
<p>Pentru tine, ca sportiv, concluziile practice sunt:</p>
<ul>
<li>cumpără de la vânzători care pun la dispoziție certificatul de analiză pentru fiecare lot și date clare de contact;</li>
<li>verifică eticheta: concentrația de CBD, tipul de extract, lista de ingrediente, numărul lotului, data expirării;</li>
<li>dacă pleci la competiții în străinătate, verifică legislația țării de destinație înainte să iei produsul cu tine; în unele țări, regulile sunt mult mai stricte decât în Uniunea Europeană;</li>
<li>păstrează produsul în ambalajul original, cu eticheta lizibilă.</li>
</ul>
<p>Dacă vrei să înveți să verifici singur calitatea unui produs, citește <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">ghidul nostru despre certificatul de analiză</a>.</p>

<h2>Accidentările: ce faci și ce nu faci</h2>
<p>CBD-ul nu vindecă o entorsă, o ruptură musculară sau o tendinită. Când te accidentezi, prioritatea este evaluarea corectă și un plan de recuperare.</p>

<h3>Primele zile</h3>
<p>Abordarea clasică „RICE” (repaus, gheață, compresie, elevație) a fost nuanțată în ultimii ani. O sinteză publicată în 2019 în British Journal of Sports Medicine propune acronimul „PEACE &amp; LOVE”: în primele zile, protecție, elevație, evitarea antiinflamatoarelor care pot interfera cu vindecarea, compresie și educație; apoi încărcare progresivă, optimism, circulație prin mișcare și exercițiu. Ideea centrală: repausul complet, prelungit, nu este o strategie bună pentru majoritatea accidentărilor ușoare, iar mișcarea adaptată, introdusă la momentul potrivit, face parte din vindecare.</p>

<h3>Când mergi la medic</h3>
<ul>
<li>nu poți pune greutate pe picior sau nu poți folosi membrul;</li>
<li>există o deformare vizibilă, o umflătură mare sau o vânătaie extinsă apărută rapid;</li>
<li>ai auzit un „pocnet” în momentul accidentării;</li>
<li>articulația „fuge” sau se blochează;</li>
<li>ai amorțeli, furnicături sau slăbiciune într-un membru;</li>
<li>durerea nu se ameliorează în câteva zile sau se agravează;</li>
<li>ai lovit capul și ai amețeli, greață, dureri de cap sau tulburări de vedere. Orice suspiciune de comoție impune oprirea imediată a efortului și evaluare medicală.</li>
</ul>
<p>Un kinetoterapeut sau un fizioterapeut este, de multe ori, cel mai bun aliat pentru revenirea în siguranță. În perioada de recuperare, un produs topic cu CBD poate face parte din rutina de masaj, cu acordul specialistului, dar nu înlocuiește exercițiile de reabilitare.</p>

<h2>Situații particulare</h2>

<h3>Sportivii peste 40 de ani</h3>
<p>Odată cu vârsta, recuperarea durează mai mult, iar tendoanele și articulațiile tolerează mai greu creșterile bruște de volum. Mai multe zile ușoare între eforturile intense, mai mult accent pe forță și mobilitate și un somn protejat contează mai mult decât orice supliment. Riscul de a lua medicamente cronice crește și el, așa că discuția despre interacțiuni devine mai importantă.</p>

<h3>Femeile active</h3>
<p>Ciclul menstrual poate influența percepția efortului, somnul, retenția de apă și senzația de disconfort. Un jurnal al antrenamentelor și al ciclului te ajută să observi tiparele proprii și să ajustezi intensitatea. Ciclurile neregulate sau absente la o sportivă activă sunt un semnal de alarmă pentru deficitul energetic și trebuie discutate cu medicul, nu tratate ca o consecință normală a antrenamentului.</p>

<h3>Sporturile de contact și de precizie</h3>
<p>În sporturile care cer reacții rapide, precizie sau echilibru, orice produs care ar putea da somnolență trebuie testat departe de antrenamente și competiții. În sporturile de contact, loviturile la cap impun evaluare medicală, iar niciun produs nu este o soluție pentru simptomele de după o comoție.</p>

<h3>Sportivii care lucrează în ture sau călătoresc mult</h3>
<p>Programul neregulat și fusurile orare afectează somnul și, implicit, recuperarea. Aici contează mai ales expunerea la lumină, mesele la ore regulate și protejarea somnului. CBD-ul poate fi, pentru unii, o parte a rutinei de seară, dar nu rezolvă dezalinierea ritmului circadian.</p>

<h2>Exemplu de săptămână pentru un sportiv amator</h2>
<p>Tabelul de mai jos este un exemplu pentru un alergător amator care se antrenează de patru ori pe săptămână și include și două ședințe scurte de forță. Nu este un plan de antrenament, ci o ilustrare a modului în care elementele de recuperare, inclusiv CBD-ul, pot fi integrate.</p>
<table>
<caption>Exemplu de săptămână cu elemente de recuperare pentru un sportiv amator</caption>
<thead>
<tr><th scope="col">Ziua</th><th scope="col">Antrenament</th><th scope="col">Recuperare</th><th scope="col">CBD (opțional)</th></tr>
</thead>
<tbody>
<tr><th scope="row">Luni</th><td>alergare ușoară, 40 de minute, și forță, 20 de minute</td><td>masă cu proteine și carbohidrați după efort, culcare la oră fixă</td><td>ulei, doză de seară</td></tr>
<tr><th scope="row">Marți</th><td>odihnă sau plimbare</td><td>mobilitate, 15 minute</td><td>fără sau doză mică</td></tr>
<tr><th scope="row">Miercuri</th><td>intervale, 50 de minute</td><td>hidratare după cântărire, gustare proteică seara</td><td>ulei seara; cremă pe gambe</td></tr>
<tr><th scope="row">Joi</th><td>odihnă activă: bicicletă ușoară</td><td>stretching ușor, somn protejat</td><td>fără sau doză mică</td></tr>
<tr><th scope="row">Vineri</th><td>alergare ușoară și forță</td><td>masă de recuperare</td><td>ulei, doză de seară</td></tr>
<tr><th scope="row">Sâmbătă</th><td>alergare lungă, 80–90 de minute</td><td>refacerea lichidelor și a carbohidraților, duș cald seara, masaj cu rolul</td><td>ulei seara; gel de masaj pe coapse și gambe</td></tr>
<tr><th scope="row">Duminică</th><td>odihnă</td><td>plimbare în natură, timp cu familia</td><td>fără</td></tr>
</tbody>
</table>
<p>Observă că CBD-ul apare ca element opțional, iar zilele fără el sunt la fel de importante: îți permit să compari cum te simți și să eviți utilizarea automată, din obișnuință.</p>

<h2>Cum îți evaluezi rezultatele</h2>
<p>Percepția recuperării este subiectivă și fluctuează. Ca să afli dacă CBD-ul îți aduce ceva, urmărește timp de patru-șase săptămâni câțiva indicatori simpli:</p>
<ul>
<li>calitatea somnului, pe o scară de la 1 la 5;</li>
<li>senzația de durere musculară în ziua de după antrenamentele intense, de la 0 la 10;</li>
<li>energia și motivația la începutul antrenamentului;</li>
<li>pulsul de repaus dimineața, dacă ai un ceas sau o brățară;</li>
<li>doza și momentul în care ai luat CBD.</li>
</ul>
<p>Compară săptămânile cu CBD cu cele fără, în condiții de antrenament asemănătoare. Dacă nu vezi nicio diferență, nu crește doza la nesfârșit: probabil CBD-ul nu îți aduce un beneficiu suplimentar, iar resursele tale sunt mai bine investite în somn și nutriție.</p>

<h2>Greșeli frecvente</h2>
<ul>
<li><strong>CBD-ul în locul somnului și al mesei de recuperare.</strong> Niciun produs nu compensează cinci ore de somn și un aport insuficient de proteine.</li>
<li><strong>Primul test înaintea unei competiții.</strong> Încearcă orice produs nou în zilele de odihnă.</li>
<li><strong>Produsele spectru complet la sportivii testați.</strong> Canabinoizii minori pot fi o problemă la controlul antidoping, chiar fără THC.</li>
<li><strong>Combinația automată cu antiinflamatoare.</strong> Fiecare are riscurile lui, iar asocierea trebuie discutată cu medicul.</li>
<li><strong>Ignorarea durerii.</strong> Durerea care persistă, se agravează sau schimbă modul în care te miști este un semnal, nu un inconvenient de mascat.</li>
<li><strong>Produse fără certificat de analiză.</strong> Fără un COA nu știi ce conține produsul, iar pentru un sportiv acest lucru poate avea consecințe serioase.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Este CBD-ul considerat dopaj?</h3>
<p>Nu. Din 2018, canabidiolul nu mai figurează pe lista substanțelor interzise a Agenției Mondiale Antidoping. Ceilalți canabinoizi, inclusiv THC-ul, rămân interziși în competiție, motiv pentru care sportivii testați trebuie să aleagă exclusiv produse cu CBD izolat, cu certificat de analiză pe lot, și să discute cu medicul echipei.</p>
<h3>Mă ajută CBD-ul să cresc masa musculară sau forța?</h3>
<p>Nu există dovezi în acest sens. CBD-ul nu este un supliment ergogen. Dacă te ajută, o face cel mult indirect, prin somn și relaxare, ceea ce poate susține recuperarea.</p>
<h3>Pot folosi crema cu CBD înainte de antrenament?</h3>
<p>Poți, ca parte a încălzirii și a masajului, dar evită produsele cu mult mentol sau camfor înaintea eforturilor în care ai nevoie de o percepție fină a mușchilor. Crema nu înlocuiește încălzirea activă.</p>
<h3>Cât de repede simt efectul uleiului după antrenament?</h3>
<p>Administrat sublingual, uleiul începe de obicei să acționeze în 15–45 de minute. Pentru recuperare, contează însă mai mult efectul asupra somnului din acea noapte și asupra stării tale din zilele următoare.</p>
<h3>Pot lua CBD în zilele fără antrenament?</h3>
<p>Da, dar nu este obligatoriu. Mulți oameni îl folosesc doar după antrenamentele intense sau în perioadele aglomerate. Zilele fără CBD te ajută să vezi dacă produsul îți aduce, într-adevăr, un beneficiu.</p>
<h3>Ce diferență este între o cremă pentru articulații și un gel de masaj?</h3>
<p>Crema are, de obicei, o textură mai bogată, care hrănește pielea și se aplică în cantitate mică, pe o zonă limitată, de exemplu pe genunchi sau pe umăr. Gelul de masaj alunecă mai ușor pe suprafețe mari, precum coapsele sau spatele, și are adesea un efect răcoritor mai pronunțat. Alegerea ține de zona pe care o tratezi și de preferința ta pentru textură.</p>
<h3>Pot lua CBD dacă beau alcool după meci?</h3>
<p>Nu este o combinație recomandată. Alcoolul încetinește refacerea lichidelor și a glicogenului, afectează calitatea somnului și, asociat cu CBD-ul, poate accentua somnolența. Dacă bei, fă-o cu moderație, după ce ai mâncat și te-ai rehidratat, și sari peste CBD în seara respectivă.</p>
<h3>Pot combina CBD-ul cu proteina, creatina sau magneziul?</h3>
<p>Nu sunt cunoscute interacțiuni între CBD și suplimentele nutritive obișnuite, precum proteina din zer, creatina sau magneziul. Introdu însă produsele noi pe rând, ca să știi ce efect are fiecare, și alege suplimente testate pentru contaminanți, mai ales dacă ești sportiv testat.</p>

<h3>Sunt junior și joc într-o echipă. Pot folosi CBD?</h3>
<p>Nu. Produsele noastre sunt destinate exclusiv adulților, iar la sportivii juniori recuperarea se sprijină pe somn suficient, mese regulate și un volum de antrenament potrivit vârstei. Dacă ai dureri care nu trec sau te simți constant obosit, vorbește cu părinții, cu antrenorul și cu medicul echipei: aceste semnale merită evaluate, nu mascate.</p>

<h2>Pe scurt</h2>
<ul>
<li>Recuperarea se construiește în primul rând din somn, nutriție suficientă, hidratare și un plan de antrenament echilibrat.</li>
<li>CBD-ul nu îmbunătățește performanța și nu vindecă accidentările; studiile la sportivi sunt puține, iar rezultatele pentru febra musculară sunt amestecate.</li>
<li>Dacă ajută, o face cel mai probabil indirect: prin somn și relaxare, iar produsele topice pot face parte din rutina de masaj.</li>
<li>Ca orientare generală, mulți adulți activi folosesc 20–50 mg de CBD pe zi, pornind de la 10–20 mg și crescând treptat; dacă iei medicamente, stabilește doza cu medicul.</li>
<li>CBD-ul este permis de WADA din 2018, dar ceilalți canabinoizi nu; sportivii testați trebuie să aleagă CBD izolat, cu certificat pe lot, și să discute cu medicul echipei.</li>
<li>Discută cu medicul dacă iei medicamente, inclusiv antiinflamatoare folosite frecvent, din cauza interacțiunilor prin enzimele CYP450; evită CBD-ul în sarcină și alăptare.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă un diagnostic, o recomandare de tratament sau o consultanță antidoping. Produsele CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai o accidentare, dureri persistente, iei medicamente, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD. Sportivii legitimați trebuie să verifice regulile antidoping în vigoare împreună cu medicul echipei. Produse destinate exclusiv persoanelor peste 18 ani.</p>

<p>Vrei să vezi produsele? Cremele pentru articulații, balsamurile cu arnică, gelurile de masaj și uleiurile, fiecare cu lotul și buletinul de analiză pe pagina lui, sunt în <a href="/shop">magazin</a>.</p>
`,
  author: 'Mihai Ionescu, nutriționist sportiv',
  date: '2025-02-05',
  category: 'Sport & Recuperare',
  image: '/images/blog/cbd-sport-recuperare-ghid-complet.svg',
  readTime: '35 min',
  metaDescription:
    'CBD pentru sport și recuperare: pilonii recuperării, ce arată studiile, reguli antidoping WADA, doze orientative, creme pentru masaj și precauții.',
  keywords: [
    'CBD sport',
    'CBD recuperare musculară',
    'CBD febră musculară',
    'CBD antidoping',
    'CBD WADA',
    'cremă CBD sportivi',
    'ulei CBD sportivi',
  ],
};
