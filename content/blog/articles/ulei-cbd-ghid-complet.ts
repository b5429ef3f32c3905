import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 1,
  slug: 'ulei-cbd-ghid-complet',
  title: 'Ulei CBD: ghid complet pentru începători și cunoscători',
  excerpt:
    'Ce este uleiul CBD, cum diferă extractele spectru complet, spectru larg și izolat, ce înseamnă concentrațiile de 5–30% și câte miligrame are o picătură. Plus: cum îl iei corect, cum îl alegi și cum recunoști un produs de calitate.',
  content: `
<p>Uleiul CBD a devenit, în doar câțiva ani, unul dintre cele mai căutate produse de wellness din Europa. Îl găsești în farmacii, în magazine online și în recomandările prietenilor. Cu toate acestea, multe persoane care îl cumpără pentru prima dată nu știu exact ce conține flaconul, ce înseamnă procentul de pe etichetă, câte picături ar trebui să ia sau cum își dau seama dacă produsul este de calitate.</p>
<p>Acest ghid răspunde pe rând la toate aceste întrebări. Îl poți citi de la început până la sfârșit, dacă abia descoperi CBD-ul, sau poți sări direct la secțiunea care te interesează: tipurile de extract, concentrațiile și calculul dozelor, administrarea sublinguală, alegerea produsului, legalitatea în România și în Uniunea Europeană și semnele de calitate.</p>

<h2>Ce este uleiul CBD</h2>
<p>CBD este prescurtarea pentru canabidiol, unul dintre peste o sută de compuși naturali numiți canabinoizi, care se găsesc în planta de cânepă (<em>Cannabis sativa</em>). Spre deosebire de THC (tetrahidrocanabinol), cel mai cunoscut canabinoid, CBD-ul nu are efect psihoactiv: nu produce euforie, nu modifică percepția și nu creează dependență. Organizația Mondială a Sănătății a concluzionat, în evaluările sale din 2017 și 2018, că CBD-ul nu prezintă potențial de abuz.</p>
<p>Uleiul CBD este, simplu spus, un extract din cânepă bogat în canabidiol, dizolvat într-un ulei vegetal numit ulei purtător. Extractul se obține din florile și frunzele soiurilor de cânepă industrială, cultivate special pentru conținutul lor foarte scăzut de THC.</p>

<h3>Cum se obține extractul</h3>
<p>Cea mai apreciată metodă de extracție este cea cu dioxid de carbon supercritic. La anumite valori de presiune și temperatură, CO2-ul se comportă ca un solvent care „spală” compușii doriți din plantă, iar la final se evaporă complet, fără să lase reziduuri. Metoda permite un control fin asupra compușilor extrași și este folosită și în industria alimentară, de exemplu pentru decofeinizarea cafelei. O altă metodă frecventă este extracția cu etanol, eficientă și sigură dacă solventul este eliminat corect. Indiferent de metodă, certificatul de analiză al unui produs de calitate include și testul pentru solvenți reziduali.</p>

<h3>Uleiul purtător</h3>
<p>Canabinoizii sunt solubili în grăsimi, așa că extractul se dizolvă într-un ulei vegetal. Cele mai folosite sunt:</p>
<ul>
<li><strong>Uleiul de semințe de cânepă presat la rece:</strong> are un gust ierbos, ușor de nucă, și conține acizi grași omega-3 și omega-6 în proporții echilibrate.</li>
<li><strong>Uleiul MCT</strong> (trigliceride cu lanț mediu, de obicei din nucă de cocos): este aproape fără gust, fluid, stabil la oxidare și bine tolerat de majoritatea oamenilor.</li>
<li><strong>Uleiul de măsline</strong> este folosit mai rar, dar este o opțiune bună pentru cei care preferă un gust familiar.</li>
</ul>

<h3>Ulei de cânepă nu înseamnă ulei CBD</h3>
<p>O confuzie frecventă, folosită uneori chiar în marketing: uleiul de semințe de cânepă, pe care îl găsești în supermarket, lângă uleiul de in sau de dovleac, nu conține cantități semnificative de CBD. Semințele de cânepă nu produc canabinoizi; aceștia se formează în florile și frunzele plantei. Uleiul de semințe este un aliment valoros, dar nu este un ulei CBD. Un ulei CBD autentic indică pe etichetă cantitatea de CBD, în miligrame sau procente, și are un certificat de analiză care o confirmă.</p>

<h2>Spectru complet, spectru larg sau izolat</h2>
<p>Pe eticheta oricărui ulei CBD vei găsi unul dintre acești trei termeni. Ei descriu ce altceva conține extractul, pe lângă CBD.</p>

<h3>Spectru complet (full spectrum)</h3>
<p>Extractul spectru complet păstrează aproape întreaga gamă de compuși ai plantei: CBD, alți canabinoizi în cantități mici (de exemplu CBG, CBC, CBN), terpene, adică substanțele aromatice care dau mirosul specific al plantei, și flavonoide. În mod clasic, un extract spectru complet conține și urme de THC, sub limita legală. Uleiurile Verdana Wellness spectru complet sunt formulate astfel încât THC-ul să rămână sub limita de cuantificare a laboratorului, de 0,01%, adică să aibă 0,00% THC.</p>

<h3>Spectru larg (broad spectrum)</h3>
<p>Extractul spectru larg păstrează canabinoizii minori și terpenele, dar THC-ul este eliminat printr-un proces suplimentar de rafinare. Este o alegere potrivită pentru cine vrea profilul bogat al plantei, fără THC.</p>

<h3>Izolat</h3>
<p>Izolatul este CBD pur, de obicei peste 99%, sub formă de pulbere cristalină, dizolvată apoi în uleiul purtător. Nu conține alți canabinoizi, nici terpene. Are un gust neutru și este alegerea cea mai sigură pentru persoanele care trebuie să evite orice alt canabinoid, de exemplu sportivii supuși controlului antidoping.</p>

<h3>Efectul de antrenare</h3>
<p>Probabil vei întâlni expresia „efectul de antrenare” (entourage effect). Ideea este că substanțele plantei ar lucra mai bine împreună decât separat, motiv pentru care extractele spectru complet și larg ar fi superioare izolatului. Ipoteza este plauzibilă și populară, susținută de unele observații de laborator, dar dovezile directe la om sunt încă limitate. Alegerea dintre cele trei tipuri ține, în practică, de preferințele tale, de gust și de situația ta specifică.</p>

<table>
<caption>Comparație între tipurile de extract CBD</caption>
<thead>
<tr><th scope="col">Caracteristică</th><th scope="col">Spectru complet</th><th scope="col">Spectru larg</th><th scope="col">Izolat</th></tr>
</thead>
<tbody>
<tr><th scope="row">CBD</th><td>da</td><td>da</td><td>da, peste 99% din extract</td></tr>
<tr><th scope="row">Canabinoizi minori</th><td>da</td><td>da</td><td>nu</td></tr>
<tr><th scope="row">Terpene și flavonoide</th><td>da</td><td>da, parțial</td><td>nu</td></tr>
<tr><th scope="row">THC</th><td>clasic, urme sub limita legală; la Verdana, 0,00%</td><td>eliminat</td><td>nu</td></tr>
<tr><th scope="row">Gust</th><td>ierbos, pronunțat</td><td>ierbos, moderat</td><td>neutru</td></tr>
<tr><th scope="row">Potrivit pentru</th><td>cine vrea profilul complet al plantei</td><td>cine vrea profilul plantei, fără THC</td><td>sportivi testați, persoane sensibile la gust, cine vrea doar CBD</td></tr>
</tbody>
</table>

<h2>Concentrațiile: 5%, 10%, 15%, 20%, 30%</h2>
<p>Procentul de pe flacon arată cât CBD conține uleiul. În practica pieței, un ulei de 10% are aproximativ 1.000 mg de CBD într-un flacon de 10 ml, adică 100 mg pe mililitru. Este important de înțeles un lucru: concentrația nu spune cât de „bun” sau de „puternic” este un ulei în sens calitativ, ci doar câte miligrame de CBD primești într-un anumit volum. Un ulei de 20% nu are un alt fel de efect decât unul de 10%; îți permite doar să iei aceeași cantitate de CBD în jumătate din numărul de picături.</p>

<h3>Ce înseamnă miligrame pe picătură</h3>
<p>Ca să știi ce doză iei, trebuie să transformi procentul în miligrame pe picătură. Calculul pornește de la o convenție: o pipetă obișnuită eliberează în jur de 20 de picături la un mililitru, deci o picătură are aproximativ 0,05 ml.</p>
<table>
<caption>Cantitatea aproximativă de CBD în funcție de concentrația uleiului (flacon de 10 ml)</caption>
<thead>
<tr><th scope="col">Concentrație</th><th scope="col">CBD în flacon</th><th scope="col">CBD pe ml</th><th scope="col">CBD pe picătură (aprox.)</th><th scope="col">Picături pentru 20 mg</th></tr>
</thead>
<tbody>
<tr><th scope="row">5%</th><td>500 mg</td><td>50 mg</td><td>2,5 mg</td><td>8</td></tr>
<tr><th scope="row">10%</th><td>1.000 mg</td><td>100 mg</td><td>5 mg</td><td>4</td></tr>
<tr><th scope="row">15%</th><td>1.500 mg</td><td>150 mg</td><td>7,5 mg</td><td>2–3</td></tr>
<tr><th scope="row">20%</th><td>2.000 mg</td><td>200 mg</td><td>10 mg</td><td>2</td></tr>
<tr><th scope="row">30%</th><td>3.000 mg</td><td>300 mg</td><td>15 mg</td><td>1–2</td></tr>
</tbody>
</table>
<p>Formula generală este simplă: <strong>mg pe picătură = (mg de CBD din flacon ÷ ml din flacon) ÷ 20</strong>. Pentru un flacon de 30 ml cu 3.000 mg de CBD, de exemplu, ai 100 mg pe mililitru și aproximativ 5 mg pe picătură, la fel ca la un flacon de 10 ml de 10%. Mărimea reală a picăturii depinde de pipetă, de vâscozitatea uleiului și de temperatură, așa că valorile sunt aproximative. Dacă producătorul indică pe etichetă câte miligrame conține o picătură sau o pipetă plină, folosește acea informație.</p>

<h3>Ce concentrație să alegi</h3>
<ul>
<li><strong>5%</strong> este potrivit pentru începători, pentru persoanele sensibile și pentru cei care vor doze mici, ajustate fin, de exemplu 5–15 mg pe zi.</li>
<li><strong>10%</strong> este cea mai populară concentrație și un punct de plecare echilibrat: 2–6 picături acoperă majoritatea dozelor obișnuite.</li>
<li><strong>15% și 20%</strong> sunt pentru cei care folosesc deja CBD și au nevoie de doze mai mari, într-un volum mai mic.</li>
<li><strong>30%</strong> se adresează utilizatorilor experimentați, care știu exact ce doză le este potrivită. Pentru un începător, o singură picătură de 15 mg poate fi deja mai mult decât este necesar.</li>
</ul>
<p class="disclaimer"><strong>Cantitățile de mai sus sunt informații generale.</strong> Dacă iei medicamente, ai o afecțiune, ești însărcinată sau alăptezi, stabilește doza numai împreună cu medicul sau cu farmacistul.</p>
<p>Un avantaj al concentrațiilor mari este costul pe miligram, de obicei mai mic. Un calcul util când compari produse: împarte prețul flaconului la numărul total de miligrame de CBD. Vei obține costul pe miligram, singura comparație corectă între flacoane de mărimi și concentrații diferite.</p>

<h2>Cum iei uleiul CBD corect</h2>
<p>Modul de administrare influențează cât CBD ajunge, de fapt, în organism și cât de repede.</p>

<h3>Administrarea sublinguală, pas cu pas</h3>
<ol>
<li><strong>Agită flaconul</strong>, pentru ca extractul să fie distribuit uniform în ulei.</li>
<li><strong>Umple pipeta</strong> și numără picăturile direct sub limbă. Poți folosi o oglindă în primele zile.</li>
<li><strong>Ține uleiul sub limbă 60–90 de secunde.</strong> Mucoasa de sub limbă este subțire și foarte bine vascularizată, iar o parte din CBD trece direct în circulație, ocolind parțial ficatul.</li>
<li><strong>Înghite restul.</strong> Partea înghițită se absoarbe prin tubul digestiv, mai lent.</li>
<li><strong>Evită băuturile fierbinți și mâncarea</strong> în următoarele câteva minute.</li>
<li><strong>Șterge pipeta</strong> cu un șervețel curat, fără să o clătești cu apă, și închide bine flaconul.</li>
</ol>
<p>Administrat astfel, uleiul începe de obicei să acționeze în 15–45 de minute, iar efectul durează câteva ore, în medie 4–6.</p>

<h3>Cu sau fără mâncare?</h3>
<p>CBD-ul se absoarbe mult mai bine în prezența grăsimilor. Studiile farmacologice au arătat că o masă bogată în grăsimi poate crește de câteva ori cantitatea de CBD absorbită din tubul digestiv, comparativ cu administrarea pe stomacul gol. În practică, înseamnă că este util să iei uleiul după o masă și, mai ales, să păstrezi aceleași condiții de la o zi la alta, ca efectul să fie previzibil.</p>

<h3>Doza de început</h3>
<p>Nu există o doză universală, pentru că răspunsul la CBD diferă mult de la o persoană la alta. Principiul unanim recomandat este „începe cu puțin și crește încet”. Dacă iei medicamente sau ai o afecțiune, întreabă medicul înainte de prima doză.</p>
<ul>
<li>începe cu 5–10 mg de CBD pe zi, de exemplu 1–2 picături dintr-un ulei de 10%, de una sau de două ori pe zi;</li>
<li>păstrează doza 3–5 zile și observă cum te simți;</li>
<li>dacă e nevoie, crește cu 5 mg la câteva zile;</li>
<li>oprește-te la cea mai mică doză care îți aduce starea dorită.</li>
</ul>
<p>Majoritatea adulților folosesc, în uz de wellness, între 10 și 50 mg de CBD pe zi. Dozele mai mari cresc riscul de efecte nedorite și de interacțiuni și ar trebui discutate cu un medic. Pentru orientări mai detaliate pe obiective, citește ghidurile noastre despre <a href="/blog/cbd-anxietate-ghid-complet">CBD și anxietate</a>, <a href="/blog/cbd-somn-insomnie-ghid-complet-2025">CBD și somn</a> și <a href="/blog/cbd-sport-recuperare-ghid-complet">CBD pentru sport și recuperare</a>.</p>

<h3>Dimineața sau seara?</h3>
<p>Depinde de scopul tău. Pentru echilibrul din timpul zilei, mulți oameni împart doza în două prize, dimineața și seara. Pentru rutina de somn, priza principală se ia cu 30–60 de minute înainte de culcare. Dacă uleiul îți dă o ușoară somnolență, mută o parte mai mare din doză seara. Consecvența contează mai mult decât ora exactă.</p>

<h3>Jurnalul primelor săptămâni</h3>
<p>Efectele CBD-ului sunt, de cele mai multe ori, subtile. Un jurnal simplu, în care notezi doza, ora, cum ai dormit și cum te-ai simțit, te ajută să vezi diferențele reale după două-patru săptămâni, mai ales dacă schimbi un singur lucru o dată.</p>

<h2>Cum alegi uleiul potrivit pentru tine</h2>
<p>Alegerea se face în funcție de patru criterii: obiectivul, experiența, preferințele de gust și situația ta medicală.</p>
<table>
<caption>Ghid rapid de alegere a uleiului CBD</caption>
<thead>
<tr><th scope="col">Situația ta</th><th scope="col">Punct de plecare sugerat</th><th scope="col">De ce</th></tr>
</thead>
<tbody>
<tr><th scope="row">Ești la început</th><td>ulei 5% sau 10%, spectru larg sau complet</td><td>dozare fină, risc mic de a lua prea mult</td></tr>
<tr><th scope="row">Vrei sprijin pentru rutina de seară</th><td>ulei 10%, eventual o formulă de seară cu plante aromatice</td><td>2–5 picături acoperă dozele obișnuite de seară</td></tr>
<tr><th scope="row">Folosești deja CBD și ai nevoie de doze mai mari</th><td>ulei 15% sau 20%</td><td>mai puține picături, cost mai mic pe miligram</td></tr>
<tr><th scope="row">Ești sportiv testat antidoping</th><td>exclusiv izolat, cu certificat pe lot, după discuția cu medicul echipei</td><td>canabinoizii minori sunt interziși în competiție</td></tr>
<tr><th scope="row">Nu suporți gustul ierbos</th><td>izolat sau ulei în MCT, eventual cu aromă</td><td>gust neutru</td></tr>
<tr><th scope="row">Iei medicamente</th><td>mai întâi discuția cu medicul</td><td>posibile interacțiuni prin enzimele hepatice</td></tr>
</tbody>
</table>
<p>Dacă nu ești sigur că uleiul este forma potrivită pentru tine, citește comparația <a href="/blog/cbd-vape-ulei-jeleuri-ce-alegi">CBD vape, ulei sau jeleuri</a>.</p>

<h2>Este uleiul CBD legal în România și în UE?</h2>
<p>Răspunsul scurt este că produsele cu CBD obținute din cânepă industrială se comercializează legal în România și în Uniunea Europeană, dar regimul lor juridic depinde de tipul produsului și de conținutul de THC. Iată principalele repere. Reține că legislația în acest domeniu evoluează, iar informațiile de mai jos reprezintă o imagine generală, nu consultanță juridică.</p>

<h3>Cânepa industrială</h3>
<p>În Uniunea Europeană se pot cultiva doar soiuri de cânepă înscrise în catalogul comun al soiurilor, cu un conținut foarte scăzut de THC. Pentru plățile din politica agricolă comună, limita de THC în plantă a fost ridicată de la 0,2% la 0,3% începând din 2023. Statele membre pot avea însă reguli naționale suplimentare privind cultivarea, autorizarea și procesarea.</p>

<h3>Decizia Curții de Justiție a UE</h3>
<p>În noiembrie 2020, Curtea de Justiție a Uniunii Europene a stabilit, în cazul cunoscut drept „Kanavape”, că CBD-ul extras din planta de cânepă nu poate fi considerat stupefiant în sensul convențiilor internaționale, deoarece nu are efecte psihoactive. Prin urmare, un stat membru nu poate interzice comercializarea CBD-ului produs legal în alt stat membru, decât dacă interdicția este justificată de un risc real pentru sănătatea publică.</p>

<h3>Categoriile de produse</h3>
<ul>
<li><strong>Cosmeticele cu CBD</strong>, precum cremele și balsamurile, sunt reglementate de legislația europeană privind produsele cosmetice, iar canabidiolul figurează ca ingredient în baza de date europeană a ingredientelor cosmetice, cu respectarea condițiilor privind sursa sa.</li>
<li><strong>Produsele destinate consumului alimentar</strong> sunt mai complicate. La nivel european, extractele de CBD sunt considerate „alimente noi” (novel food) și au nevoie de o autorizare de punere pe piață. În 2022, Autoritatea Europeană pentru Siguranța Alimentară a arătat că datele existente nu permit încă stabilirea siguranței CBD-ului ca aliment nou și a cerut studii suplimentare. Din acest motiv, încadrarea uleiurilor și a jeleurilor diferă de la o țară la alta și de la un producător la altul.</li>
<li><strong>Lichidele pentru vaporizare</strong> cu CBD, fără nicotină, nu intră sub regulile specifice produselor cu nicotină, dar trebuie să respecte regulile generale privind siguranța produselor și etichetarea substanțelor chimice.</li>
</ul>

<h3>THC-ul rămâne substanță controlată</h3>
<p>În România, THC-ul este o substanță controlată, iar produsele care conțin THC detectabil pot ridica probleme juridice. Din acest motiv, recomandăm exclusiv produse cu 0,00% THC, confirmat de un laborator independent pentru fiecare lot. Este și motivul pentru care toate produsele Verdana Wellness sunt testate pe lot și au 0,00% THC. Dacă călătorești în afara Uniunii Europene cu produse CBD, verifică înainte legislația țării de destinație: în unele state, regulile sunt mult mai stricte.</p>

<h2>Semnele unui ulei CBD de calitate</h2>
<p>Piața CBD este încă tânără, iar calitatea produselor variază foarte mult. Analizele independente realizate de-a lungul anilor în mai multe țări au găsit adesea diferențe importante între concentrația declarată pe etichetă și cea reală, uneori chiar THC nedeclarat. Iată cum te protejezi.</p>

<h3>Certificatul de analiză (COA)</h3>
<p>Certificatul de analiză este documentul emis de un laborator care a testat produsul. Este cea mai importantă garanție de calitate, cu condiția să fie:</p>
<ul>
<li><strong>emis de un laborator independent</strong>, de preferat acreditat conform standardului ISO/IEC 17025, nu de producătorul însuși;</li>
<li><strong>pentru lotul pe care îl cumperi</strong>: numărul lotului de pe certificat trebuie să corespundă cu cel de pe flacon;</li>
<li><strong>recent</strong>, cu data analizei clar indicată;</li>
<li><strong>complet</strong>: profilul de canabinoizi și, ideal, teste pentru metale grele, pesticide, solvenți reziduali și contaminare microbiologică.</li>
</ul>
<p>Am scris un ghid dedicat despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un certificat de analiză</a>, rând cu rând.</p>

<h3>Ce înseamnă 0,00% THC</h3>
<p>Niciun laborator nu poate demonstra că o substanță lipsește cu desăvârșire. Orice metodă de analiză are o limită de detecție, adică cea mai mică cantitate pe care o poate observa. Mențiunea „0,00% THC” sau „ND” (nedetectat) pe certificat înseamnă că THC-ul nu a fost găsit peste limita de detecție a metodei folosite. Un certificat serios indică și această limită, ca să poți judeca singur cât de sensibilă a fost analiza.</p>

<h3>Eticheta</h3>
<p>O etichetă corectă include:</p>
<ul>
<li>cantitatea totală de CBD, în miligrame, și concentrația;</li>
<li>tipul de extract (spectru complet, spectru larg sau izolat);</li>
<li>lista completă a ingredientelor, inclusiv uleiul purtător;</li>
<li>numărul lotului și data de expirare;</li>
<li>modul de utilizare și avertizările: pentru adulți, nu se folosește în sarcină și alăptare, a se păstra departe de copii;</li>
<li>datele de contact ale producătorului sau ale distribuitorului.</li>
</ul>

<h3>Semnale de alarmă</h3>
<ul>
<li>promisiuni medicale pe ambalaj sau pe site: „vindecă”, „tratează”, „înlocuiește medicamentele”;</li>
<li>lipsa certificatului de analiză sau un certificat fără număr de lot;</li>
<li>un preț mult sub media pieței, raportat la miligramele de CBD;</li>
<li>confuzia intenționată între uleiul de semințe de cânepă și uleiul CBD;</li>
<li>lipsa datelor de contact ale producătorului.</li>
</ul>

<h2>Păstrarea uleiului CBD</h2>
<p>Canabinoizii și terpenele se degradează sub acțiunea luminii, a căldurii și a aerului. Ca să păstrezi calitatea uleiului până la ultima picătură:</p>
<ul>
<li>ține flaconul în cutia lui, la loc răcoros și întunecat, departe de calorifer sau de bordul mașinii;</li>
<li>închide bine capacul după fiecare utilizare;</li>
<li>nu atinge pipeta de gură, ca să nu introduci bacterii în flacon;</li>
<li>după deschidere, folosește uleiul în câteva luni și respectă data de expirare;</li>
<li>păstrează produsul departe de copii și de animalele de companie.</li>
</ul>
<p>Uleiul poate deveni ușor tulbure la frig; revine la aspectul normal la temperatura camerei. Un miros rânced sau o schimbare puternică a gustului indică faptul că uleiul s-a oxidat.</p>

<h2>Siguranță, efecte adverse și interacțiuni</h2>
<p>CBD-ul este, în general, bine tolerat. Efectele adverse raportate mai des sunt somnolența, gura uscată, tulburările digestive, modificările apetitului și, la doze foarte mari, creșterea enzimelor hepatice. Cele mai multe efecte dispar la reducerea dozei.</p>

<h3>Interacțiunile cu medicamentele</h3>
<p>Ficatul descompune multe medicamente cu ajutorul familiei de enzime citocrom P450 (CYP450). CBD-ul poate inhiba unele dintre aceste enzime, în special CYP3A4, CYP2C19 și CYP2C9, ceea ce poate duce la creșterea nivelului unor medicamente în sânge. Discută cu medicul sau cu farmacistul înainte de a folosi CBD dacă iei anticoagulante, antiepileptice, antidepresive, anxiolitice, somnifere, imunosupresoare, medicamente pentru inimă sau tensiune ori orice medicament al cărui prospect avertizează împotriva sucului de grepfrut.</p>

<h3>Cine nu ar trebui să folosească ulei CBD</h3>
<ul>
<li>femeile însărcinate, cele care încearcă să rămână însărcinate și cele care alăptează;</li>
<li>persoanele sub 18 ani;</li>
<li>persoanele cu boli hepatice, fără acordul medicului;</li>
<li>persoanele care urmează o intervenție chirurgicală, fără să informeze medicul anestezist.</li>
</ul>
<p>Evită condusul și activitățile care cer atenție maximă până știi cum reacționezi la CBD, mai ales la începutul utilizării sau după o creștere a dozei.</p>

<h2>Întrebări frecvente</h2>
<h3>Uleiul CBD mă va „droga”?</h3>
<p>Nu. CBD-ul nu are efect psihoactiv, iar uleiurile noastre au 0,00% THC, compusul responsabil de efectul euforic al canabisului.</p>
<h3>Pot fi pozitiv la un test antidrog?</h3>
<p>Testele antidrog caută THC și metaboliții lui, nu CBD. Cu un produs cu 0,00% THC confirmat pe lot, riscul este foarte mic. Riscul apare în cazul produselor fără certificat de analiză sau cu THC nedeclarat.</p>
<h3>În cât timp văd rezultate?</h3>
<p>Efectul unei doze apare în 15–45 de minute, dar efectele asupra stării generale se evaluează în două-patru săptămâni de utilizare regulată, la o doză constantă.</p>
<h3>De ce are uleiul un gust amar sau ierbos?</h3>
<p>Gustul vine din extractul de plantă, mai ales din terpene și clorofilă. Extractele spectru complet au cel mai pronunțat gust, iar izolatul este aproape neutru. Dacă gustul te deranjează, poți alege o variantă cu aromă sau poți bea puțină apă după ce ai înghițit uleiul.</p>
<h3>Pot pune uleiul CBD în mâncare sau în cafea?</h3>
<p>Poți, dar pierzi avantajul absorbției sublinguale, iar efectul apare mai lent. Evită să îl încălzești la temperaturi mari, care pot degrada canabinoizii.</p>
<h3>Cât durează un flacon?</h3>
<p>Depinde de doză. Un flacon de 10 ml are aproximativ 200 de picături. La 4 picături pe zi, îți ajunge aproximativ 50 de zile.</p>

<h2>Pe scurt</h2>
<ul>
<li>Uleiul CBD este un extract de cânepă bogat în canabidiol, dizolvat într-un ulei purtător; nu are efect psihoactiv.</li>
<li>Spectrul complet și cel larg păstrează și alți compuși ai plantei; izolatul conține doar CBD.</li>
<li>Concentrația indică doar câte miligrame primești: la un flacon de 10 ml, 10% înseamnă aproximativ 5 mg pe picătură, 20% aproximativ 10 mg.</li>
<li>Ia uleiul sub limbă, ține-l 60–90 de secunde, pornește de la 5–10 mg pe zi și crește încet; dacă iei medicamente, stabilește doza cu medicul.</li>
<li>Alege produse cu certificat de analiză independent pentru fiecare lot și cu 0,00% THC.</li>
<li>Discută cu medicul dacă iei medicamente; evită CBD-ul în sarcină și alăptare.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă o recomandare de tratament sau consultanță juridică. Produsele CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă iei medicamente, ai o afecțiune cronică, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD. Produse destinate exclusiv persoanelor peste 18 ani.</p>

<p>Vrei să vezi produsele? Toate uleiurile, de la 5% la 30%, fiecare cu lotul și buletinul de analiză pe pagina lui, sunt în <a href="/shop">magazin</a>, iar <a href="/quiz">quiz-ul nostru</a> îți sugerează de unde să pornești.</p>
`,
  author: 'Dr. Ana Popescu, farmacist',
  date: '2024-11-20',
  category: 'Ghiduri',
  image: '/images/blog/ulei-cbd-ghid-complet.svg',
  readTime: '17 min',
  metaDescription:
    'Ulei CBD, ghid complet: spectru complet, larg sau izolat, concentrații 5–30% și mg pe picătură, administrare sublinguală, legalitate și semne de calitate.',
  keywords: [
    'ulei CBD',
    'ulei CBD ghid',
    'ulei CBD full spectrum',
    'CBD broad spectrum',
    'concentrație ulei CBD',
    'cum se ia uleiul CBD',
    'CBD legal România',
    'certificat de analiză CBD',
  ],
};
