import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 1,
  slug: 'ulei-cbd-ghid-complet',
  title: 'Uleiul cu CBD: ce este, cum citești eticheta și ce precauții ai',
  excerpt:
    'Ce este uleiul cu CBD, prin ce diferă extractele cu spectru complet, spectru larg și izolat, ce înseamnă procentul de pe flacon, ce reguli se aplică și ce precauții contează.',
  content: `
<p>Uleiul cu CBD a devenit, în doar câțiva ani, unul dintre cele mai cunoscute produse cu canabidiol din Europa. Cu toate acestea, mulți dintre cei care îl cumpără pentru prima dată nu știu exact ce conține flaconul, ce înseamnă procentul de pe etichetă, de ce două flacoane care arată la fel au prețuri foarte diferite sau cum își dau seama dacă un produs este ceea ce pretinde.</p>
<p>Acest ghid răspunde pe rând la aceste întrebări. Îl poți citi de la început până la sfârșit sau poți sări direct la secțiunea care te interesează: tipurile de extract, concentrația și calculul cantității de pe etichetă, ce au arătat și ce nu studiile, regulile care se aplică, buletinul de analiză, păstrarea și precauțiile. De la început, un lucru important: CBD-ul nu este un medicament, iar pentru o problemă de sănătate primul pas este discuția cu medicul.</p>

<h2>Ce este uleiul cu CBD</h2>
<p>CBD este prescurtarea pentru canabidiol, unul dintre peste o sută de compuși numiți canabinoizi, care se găsesc în planta de cânepă (<em>Cannabis sativa</em>). Spre deosebire de THC (tetrahidrocanabinol), cel mai cunoscut canabinoid, CBD-ul nu produce euforie și nu modifică percepția. Comitetul de experți al Organizației Mondiale a Sănătății pentru dependența de droguri a analizat canabidiolul în 2017 și 2018 și a concluzionat că, la om, nu prezintă semne de potențial de abuz sau de dependență. Asta nu înseamnă că nu are niciun efect în organism: poate da somnolență și poate interacționa cu unele medicamente.</p>
<p>Uleiul cu CBD este, simplu spus, un extract din cânepă bogat în canabidiol, dizolvat într-un ulei vegetal numit ulei purtător. Extractul se obține din florile și frunzele unor soiuri de cânepă industrială, cultivate pentru conținutul lor foarte scăzut de THC.</p>

<h3>Cum se obține extractul</h3>
<p>Una dintre metodele folosite frecvent este extracția cu dioxid de carbon supercritic. La anumite valori de presiune și de temperatură, CO₂-ul se comportă ca un solvent care dizolvă compușii doriți din plantă, iar la final revine la starea de gaz și se îndepărtează, fără să lase reziduuri de solvent. Metoda permite un control fin asupra compușilor extrași și este folosită și în industria alimentară, de exemplu la decofeinizarea cafelei. O altă metodă frecventă este extracția cu etanol, care poate fi la fel de sigură dacă solventul este eliminat corect. Indiferent de metodă, buletinul de analiză al unui produs serios include și testul pentru solvenți reziduali.</p>

<h3>Uleiul purtător</h3>
<p>Canabinoizii se dizolvă în grăsimi, așa că extractul se amestecă într-un ulei vegetal. Cele mai folosite sunt:</p>
<ul>
<li><strong>Uleiul de semințe de cânepă presat la rece:</strong> are un gust ierbos, ușor de nucă, și conține acizi grași omega-3 și omega-6.</li>
<li><strong>Uleiul MCT</strong> (trigliceride cu lanț mediu, obținute de obicei din nucă de cocos sau din palmier): este aproape fără gust, fluid și stabil la oxidare.</li>
<li><strong>Uleiul de măsline</strong> este folosit mai rar, pentru cei care preferă un gust familiar.</li>
</ul>
<p>Uleiul purtător apare în lista de ingrediente și merită citit, mai ales dacă ai alergii alimentare sau urmezi o dietă anume.</p>

<h3>Uleiul de semințe de cânepă nu este ulei cu CBD</h3>
<p>O confuzie frecventă, întreținută uneori chiar de marketing: uleiul de semințe de cânepă din supermarket, de pe raftul cu uleiul de in sau de dovleac, nu conține cantități semnificative de CBD. Semințele nu produc canabinoizi; aceștia se formează mai ales în flori și în frunze. Uleiul de semințe este un aliment obișnuit, dar nu este un ulei cu CBD. Un ulei cu CBD indică pe etichetă cantitatea de CBD, în miligrame sau în procente, și are un buletin de analiză care o confirmă.</p>

<h2>Spectru complet, spectru larg sau izolat</h2>
<p>Pe eticheta oricărui ulei cu CBD vei găsi unul dintre acești trei termeni. Ei descriu ce altceva conține extractul, pe lângă CBD.</p>

<h3>Spectru complet</h3>
<p>Extractul cu spectru complet (în engleză, „full spectrum”) păstrează o mare parte din compușii plantei: CBD, alți canabinoizi în cantități mici, de exemplu CBG, CBC sau CBN, terpene, adică substanțele aromatice care dau mirosul specific al plantei, și flavonoide. Prin definiție, un extract cu spectru complet poate conține și urme de THC. La uleiurile noastre cu spectru complet, THC-ul este sub limita de cuantificare a laboratorului (0,01%), măsurat pe fiecare lot. Asta înseamnă că laboratorul nu a putut măsura o cantitate de THC peste acest prag, nu că THC-ul lipsește cu desăvârșire.</p>

<h3>Spectru larg</h3>
<p>Extractul cu spectru larg păstrează canabinoizii minori și o parte din terpene, dar THC-ul este redus printr-un proces suplimentar de rafinare, de obicei până sub limita de cuantificare a laboratorului. Ce rămâne, de fapt, în extract îți arată buletinul de analiză al lotului.</p>

<h3>Izolat</h3>
<p>Izolatul este canabidiol purificat, de obicei peste 99%, sub formă de pulbere cristalină, dizolvată apoi în uleiul purtător. Nu conține alți canabinoizi și nici terpene și are un gust neutru. Este tipul de extract la care se gândesc de obicei persoanele care trebuie să evite orice alt canabinoid, de exemplu sportivii supuși controlului antidoping; chiar și atunci, decizia se ia împreună cu medicul echipei, pentru că nici izolatul nu exclude complet riscul unei contaminări.</p>

<h3>Efectul de ansamblu</h3>
<p>Vei întâlni probabil expresia „efectul de ansamblu” (în engleză, „entourage effect”). Ideea este că substanțele plantei ar acționa diferit împreună decât separat, motiv pentru care unii consideră extractele cu spectru complet superioare izolatului. Este o ipoteză populară, sprijinită de unele observații de laborator, dar dovezile directe la om lipsesc în mare măsură. În practică, alegerea dintre cele trei tipuri ține de gust, de ce vrei să conțină produsul și de ce trebuie să eviți.</p>

<table>
<caption>Comparație între tipurile de extract de CBD</caption>
<thead>
<tr><th scope="col">Caracteristică</th><th scope="col">Spectru complet</th><th scope="col">Spectru larg</th><th scope="col">Izolat</th></tr>
</thead>
<tbody>
<tr><th scope="row">CBD</th><td>da</td><td>da</td><td>da, de obicei peste 99% din extract</td></tr>
<tr><th scope="row">Canabinoizi minori</th><td>da</td><td>da</td><td>nu</td></tr>
<tr><th scope="row">Terpene și flavonoide</th><td>da</td><td>parțial</td><td>nu</td></tr>
<tr><th scope="row">THC</th><td>poate conține urme; la noi, sub limita de cuantificare a laboratorului (0,01%)</td><td>redus prin rafinare; verifică buletinul lotului</td><td>nu face parte din extract; verifică buletinul lotului</td></tr>
<tr><th scope="row">Gust</th><td>ierbos, pronunțat</td><td>ierbos, moderat</td><td>neutru</td></tr>
<tr><th scope="row">De reținut</th><td>conține și alți canabinoizi, interziși în competiție pentru sportivii testați</td><td>conține și alți canabinoizi</td><td>doar CBD; riscul de contaminare nu este zero</td></tr>
</tbody>
</table>

<h2>Concentrația: ce înseamnă procentul de pe flacon</h2>
<p>Procentul de pe flacon arată cât CBD conține uleiul raportat la volum. În practica pieței, un ulei de 10% are 1.000 mg de CBD într-un flacon de 10 ml, adică 100 mg la fiecare mililitru. Concentrația nu spune nimic despre calitatea unui ulei; îți spune doar câte miligrame de CBD se află într-un anumit volum. Două uleiuri cu aceeași concentrație pot fi foarte diferite ca tip de extract, ulei purtător și control al calității.</p>

<table>
<caption>Cantitatea de CBD în funcție de concentrație, pentru un flacon de 10 ml</caption>
<thead>
<tr><th scope="col">Concentrație</th><th scope="col">CBD în flacon</th><th scope="col">CBD la mililitru</th></tr>
</thead>
<tbody>
<tr><th scope="row">5%</th><td>500 mg</td><td>50 mg</td></tr>
<tr><th scope="row">10%</th><td>1.000 mg</td><td>100 mg</td></tr>
<tr><th scope="row">15%</th><td>1.500 mg</td><td>150 mg</td></tr>
<tr><th scope="row">20%</th><td>2.000 mg</td><td>200 mg</td></tr>
<tr><th scope="row">30%</th><td>3.000 mg</td><td>300 mg</td></tr>
</tbody>
</table>
<p>Formula este simplă: <strong>CBD la mililitru = miligramele de CBD din flacon ÷ mililitrii din flacon</strong>. Un flacon de 30 ml cu 3.000 mg de CBD are, de exemplu, tot 100 mg la mililitru, la fel ca un flacon de 10 ml de 10%. Dacă un producător scrie doar procentul, fără miligrame, înmulțește volumul în mililitri cu procentul și cu 10: 10 ml × 10 × 10 = 1.000 mg.</p>

<h3>De ce picătura nu este o unitate de măsură</h3>
<p>Multe texte de pe internet transformă procentul în „miligrame pe picătură”, pornind de la convenția că o pipetă eliberează în jur de 20 de picături la un mililitru. În realitate, mărimea picăturii depinde de pipetă, de vâscozitatea uleiului, de temperatură și chiar de unghiul în care ții flaconul, așa că un astfel de calcul este doar o aproximare. Dacă producătorul indică pe etichetă câte miligrame de CBD conține o anumită cantitate, de exemplu o pipetă plină sau un mililitru, aceea este informația de referință.</p>

<h3>Cum compari prețurile</h3>
<p>Singura comparație corectă între flacoane de mărimi și concentrații diferite este costul pe miligram de CBD: împarte prețul flaconului la numărul total de miligrame. Prețul pe miligram nu spune însă nimic despre calitate: un preț mult sub media pieței este mai degrabă un motiv să te uiți atent la buletinul de analiză.</p>

<h2>Câte picături? De ce nu găsești aici o „doză”</h2>
<p>Probabil te aștepți ca un ghid despre ulei să includă un tabel cu „doze” pentru diferite situații. Nu îl includem, din câteva motive pe care e bine să le știi.</p>
<ul>
<li><strong>Nu există o doză stabilită pentru produsele cu CBD din comerț.</strong> Uleiurile cu CBD nu sunt medicamente, iar nicio autoritate nu a stabilit pentru ele o „doză eficientă” pentru vreo problemă de sănătate.</li>
<li><strong>Cantitățile din studii nu sunt cantitățile din magazin.</strong> Multe studii au folosit CBD purificat în cantități de sute de miligrame, adesea o singură dată, sub supraveghere medicală. Medicamentul cu canabidiol purificat autorizat în Uniunea Europeană, Epidyolex, se eliberează pe rețetă pentru anumite forme rare de epilepsie și se dozează de medic în funcție de greutate, cu analize de control. Niciunul dintre aceste cadre nu seamănă cu folosirea unui produs din comerț.</li>
<li><strong>Reperul oficial este mult mai mic decât cred mulți.</strong> În declarația actualizată publicată în februarie 2026, Autoritatea Europeană pentru Siguranța Alimentară (EFSA) a stabilit provizoriu un nivel de consum considerat sigur de 0,0275 mg de CBD pe kilogram de greutate corporală pe zi, adică aproximativ 2 mg pe zi pentru un adult de 70 de kilograme. Nivelul se referă la suplimente cu CBD de puritate de cel puțin 98%, iar pentru persoanele sub 25 de ani, pentru femeile însărcinate sau care alăptează și pentru cei care iau medicamente, EFSA a concluzionat că siguranța nu poate fi stabilită. Unele produse de pe piață depășesc această cantitate.</li>
</ul>
<p>Pentru comparație, aritmetica de mai sus arată că un singur mililitru dintr-un ulei de 10% conține 100 mg de CBD. Singura cantitate la care ne raportăm este cantitatea indicată pe eticheta produsului. Dacă iei medicamente, ai o boală cronică sau o problemă de sănătate, vorbește cu medicul înainte de a folosi orice produs cu CBD.</p>

<h2>Ce au arătat și ce nu au arătat studiile</h2>
<p>Cele mai solide date despre CBD vin din studiile care au dus la autorizarea medicamentului pentru anumite forme rare de epilepsie, cu cantități mari de CBD purificat, la pacienți urmăriți de medici. Acele rezultate nu se pot transfera la produsele cu CBD din comerț.</p>
<p>Pentru subiectele care îi interesează pe cei mai mulți cumpărători, cum ar fi anxietatea, somnul sau durerea, studiile de până acum sunt puține, mici, adesea de scurtă durată și făcute cu cantități mult mai mari decât cele din produsele vândute în magazine. Nu permit o concluzie. Am scris separat, pe larg, despre ce au arătat și ce nu aceste studii, în articolele despre <a href="/blog/cbd-si-anxietatea-ce-arata-studiile">CBD și anxietate</a>, despre <a href="/blog/cbd-si-somnul-ce-arata-studiile">CBD și somn</a> și despre <a href="/blog/cbd-sport-recuperare-ghid-complet">CBD și sport</a>. Concluzia comună: CBD-ul nu este un medicament, iar pentru o problemă de sănătate vorbești cu medicul.</p>

<h2>Cum se folosește un ulei cu CBD</h2>
<p>Modul de utilizare și cantitatea sunt cele indicate pe eticheta produsului, iar cele două nu se schimbă „după ureche”. Câteva lucruri practice, valabile pentru orice flacon cu pipetă:</p>
<ul>
<li><strong>Agită flaconul</strong> înainte de folosire, ca extractul să fie distribuit uniform în ulei.</li>
<li><strong>Nu atinge pipeta de gură</strong> și nu o clăti cu apă; șterge-o cu un șervețel curat și închide bine flaconul.</li>
<li><strong>Nu încălzi uleiul</strong> la temperaturi mari, de exemplu în mâncare gătită, pentru că temperaturile mari pot degrada canabinoizii.</li>
<li><strong>Citește avertizările</strong> de pe etichetă la fiecare produs nou, chiar dacă seamănă cu cel de dinainte.</li>
</ul>
<p>Merită știut și un fapt farmacologic: studiile de farmacocinetică au arătat că o masă bogată în grăsimi poate crește de câteva ori cantitatea de CBD care ajunge în sânge, comparativ cu stomacul gol. Cu alte cuvinte, aceeași cantitate de ulei poate avea urmări diferite în funcție de ce și când ai mâncat, ceea ce contează mai ales pentru cine ia medicamente care pot interacționa cu CBD-ul.</p>

<h2>Cum citești eticheta unui ulei cu CBD</h2>
<p>O etichetă corectă include:</p>
<ul>
<li>cantitatea totală de CBD, în miligrame, și concentrația;</li>
<li>tipul de extract: spectru complet, spectru larg sau izolat;</li>
<li>lista completă a ingredientelor, inclusiv uleiul purtător și eventualele arome;</li>
<li>numărul lotului și data de expirare;</li>
<li>modul de utilizare și cantitatea indicată de producător;</li>
<li>avertizările: doar pentru adulți, nu se folosește în sarcină și alăptare, a se păstra departe de copii;</li>
<li>datele de contact ale producătorului sau ale distribuitorului.</li>
</ul>

<h2>Buletinul de analiză</h2>
<p>Analizele independente făcute de-a lungul anilor în mai multe țări au găsit adesea diferențe importante între cantitatea de CBD declarată pe etichetă și cea reală, iar uneori THC nedeclarat. Documentul care îți spune ce conține, de fapt, lotul tău este buletinul de analiză (în engleză, COA), emis de laboratorul care a testat produsul. El contează cu adevărat doar dacă este:</p>
<ul>
<li><strong>emis de un laborator independent</strong>, de preferat acreditat conform standardului ISO/IEC 17025, nu de producătorul însuși;</li>
<li><strong>pentru lotul pe care îl cumperi</strong>: numărul lotului de pe buletin trebuie să corespundă cu cel de pe flacon;</li>
<li><strong>recent</strong>, cu data analizei clar indicată;</li>
<li><strong>complet</strong>: profilul de canabinoizi și, ideal, teste pentru metale grele, pesticide, solvenți reziduali și contaminare microbiologică.</li>
</ul>
<p>Am scris un ghid dedicat despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un buletin de analiză</a>, rând cu rând.</p>

<h3>Ce înseamnă „THC sub limita de cuantificare”</h3>
<p>Niciun laborator nu poate demonstra că o substanță lipsește cu desăvârșire. Orice metodă de analiză are o limită de detecție, adică cea mai mică cantitate pe care o poate observa, și o limită de cuantificare, cea mai mică cantitate pe care o poate măsura cu o precizie acceptabilă. „THC sub limita de cuantificare a laboratorului (0,01%)” înseamnă că, dacă există THC în probă, cantitatea lui este sub 0,01% și nu a putut fi măsurată. De aceea nu vei găsi la noi afirmația că un produs nu conține deloc THC: nicio analiză nu o poate susține. Un buletin serios indică limitele metodei, ca să poți judeca singur cât de sensibilă a fost analiza.</p>

<h3>Semnale de alarmă</h3>
<ul>
<li>promisiuni medicale pe ambalaj sau pe site: „vindecă”, „tratează”, „înlocuiește medicamentele”;</li>
<li>mențiuni care pretind absența totală a THC-ului, pe care nicio analiză nu le poate susține;</li>
<li>lipsa buletinului de analiză sau un buletin fără număr de lot;</li>
<li>un preț mult sub media pieței, raportat la miligramele de CBD;</li>
<li>confuzia intenționată între uleiul de semințe de cânepă și uleiul cu CBD;</li>
<li>lipsa datelor de contact ale producătorului.</li>
</ul>

<h2>Ce reguli se aplică uleiurilor cu CBD</h2>
<p>Regulile pentru produsele cu CBD diferă în funcție de forma produsului, iar aplicarea lor ține de autorități. Iată reperele principale, ca informație generală, nu ca opinie juridică.</p>
<ul>
<li><strong>Uleiurile și jeleurile, adică extractele care se înghit,</strong> sunt considerate în Uniunea Europeană „alimente noi”, potrivit Regulamentului (UE) 2015/2283. Un aliment nou are nevoie de o autorizație de punere pe piață, iar pentru extractele de CBD nu a fost acordată nicio autorizație până acum. În iunie 2022, EFSA a arătat că datele existente nu permit stabilirea siguranței CBD-ului ca aliment nou și a cerut studii suplimentare, mai ales despre ficat, tubul digestiv, sistemul endocrin, sistemul nervos și starea psihică. Nivelul provizoriu din 2026 descris mai sus nu este o autorizație.</li>
<li><strong>Cosmeticele cu CBD</strong>, precum cremele și balsamurile, urmează Regulamentul (CE) nr. 1223/2009 privind produsele cosmetice.</li>
<li><strong>Țigaretele electronice cu CBD</strong> sunt tratate în România ca produse de tip țigaretă electronică, potrivit Legii 64/2024, indiferent dacă au sau nu nicotină, și se vând doar adulților.</li>
<li><strong>THC-ul</strong> rămâne o substanță aflată sub control, iar regulile pentru produsele care îl pot conține în urme diferă de la o țară la alta.</li>
</ul>
<p>Ce poate face un magazin serios este să spună exact ce a măsurat laboratorul pentru fiecare lot. Noi publicăm lotul și buletinul de analiză pe pagina fiecărui produs; nu declarăm produsele conforme în locul autorităților. Dacă pleci în afara țării cu un produs cu CBD, verifică înainte regulile țării de destinație: în unele state sunt mult mai stricte.</p>

<h2>Păstrarea uleiului cu CBD</h2>
<p>Canabinoizii și terpenele se degradează sub acțiunea luminii, a căldurii și a aerului. Ca să păstrezi uleiul în starea descrisă pe buletin:</p>
<ul>
<li>ține flaconul în cutia lui, la loc răcoros și întunecat, departe de calorifer sau de bordul mașinii;</li>
<li>închide bine capacul după fiecare utilizare;</li>
<li>nu atinge pipeta de gură, ca să nu introduci bacterii în flacon;</li>
<li>după deschidere, respectă perioada indicată pe etichetă și data de expirare;</li>
<li>păstrează produsul departe de copii și de animalele de companie, de preferat într-un dulap închis.</li>
</ul>
<p>Uleiul poate deveni ușor tulbure la frig și revine la aspectul obișnuit la temperatura camerei. Un miros rânced sau o schimbare puternică a gustului arată că uleiul s-a oxidat; în acest caz, nu îl mai folosi.</p>

<h2 id="siguranta">Siguranța, efectele nedorite și interacțiunile</h2>
<p>În studiile clinice, efectele nedorite raportate mai des au fost somnolența, oboseala, diareea și alte tulburări digestive, modificările apetitului și, mai ales la cantități mari, creșterea enzimelor hepatice. Dacă observi îngălbenirea pielii sau a ochilor, urină închisă la culoare, greață persistentă sau o oboseală neobișnuită, oprește produsul și mergi la medic.</p>

<h3>Interacțiunile cu medicamentele</h3>
<p>Ficatul descompune multe medicamente cu ajutorul familiei de enzime citocrom P450 (CYP450). CBD-ul poate inhiba unele dintre aceste enzime, în special CYP3A4, CYP2C19 și CYP2C9, ceea ce poate duce la creșterea nivelului unor medicamente în sânge. Te rugăm să vorbești cu medicul sau cu farmacistul înainte de a folosi CBD dacă iei anticoagulante, antiepileptice, antidepresive, anxiolitice, somnifere, imunosupresoare, medicamente pentru inimă sau tensiune ori orice medicament al cărui prospect avertizează împotriva sucului de grepfrut. Pe scurt: vorbește cu medicul înainte dacă iei medicamente.</p>

<h3>Cine nu trebuie să folosească ulei cu CBD</h3>
<ul>
<li>persoanele sub 18 ani;</li>
<li>femeile însărcinate, cele care încearcă să rămână însărcinate și cele care alăptează;</li>
<li>persoanele cu boli de ficat, fără acordul medicului;</li>
<li>persoanele care urmează o intervenție chirurgicală, fără să informeze medicul anestezist.</li>
</ul>
<p>Nu folosi ulei cu CBD înainte să conduci sau să lucrezi cu utilaje și nu îl combina cu alcoolul: atât CBD-ul, cât și alcoolul pot da somnolență.</p>

<h2>Întrebări frecvente</h2>
<h3>Uleiul cu CBD mă va „droga”?</h3>
<p>CBD-ul nu produce euforie. Efectul euforic al canabisului vine de la THC, iar în uleiurile noastre THC-ul este sub limita de cuantificare a laboratorului (0,01%), măsurat pe fiecare lot. CBD-ul poate da însă somnolență, motiv pentru care nu îl folosești înainte de condus și nu îl combini cu alcoolul.</p>
<h3>Pot avea un test antidrog pozitiv?</h3>
<p>Testele antidrog caută THC și metaboliții lui, nu CBD. Riscul nu poate fi exclus complet, mai ales cu extractele cu spectru complet, care pot conține urme de THC, și cu produsele fără buletin de analiză. Dacă ești testat la locul de muncă sau ești sportiv legitimat, discută înainte cu medicul.</p>
<h3>De ce are uleiul un gust amar sau ierbos?</h3>
<p>Gustul vine din extractul de plantă, mai ales din terpene și din clorofilă. Extractele cu spectru complet au gustul cel mai pronunțat, iar izolatul este aproape neutru.</p>
<h3>Ce fac dacă am luat mai mult decât scrie pe etichetă?</h3>
<p>Nu conduce și nu lucra cu utilaje. Dacă te simți foarte somnolent, amețit sau rău, sună la medicul de familie sau, în caz de urgență, la 112. Dacă un copil a înghițit ulei cu CBD, sună imediat la 112 și păstrează ambalajul, ca să le poți spune medicilor ce conține.</p>
<h3>De ce diferă concentrația de pe buletin de cea de pe etichetă?</h3>
<p>Laboratoarele raportează adesea rezultatul ca procent din masă, nu din volum, iar un mililitru de ulei cântărește mai puțin de un gram. Ghidul despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">buletinul de analiză</a> îți arată cum transformi rezultatul în miligrame pe flacon.</p>

<h2>Pe scurt</h2>
<ul>
<li>Uleiul cu CBD este un extract de cânepă bogat în canabidiol, dizolvat într-un ulei purtător; nu produce euforie, dar poate da somnolență.</li>
<li>Spectrul complet și cel larg păstrează și alți compuși ai plantei, iar spectrul complet poate conține urme de THC; izolatul conține doar CBD.</li>
<li>Concentrația îți spune doar câte miligrame sunt în flacon: 10% într-un flacon de 10 ml înseamnă 1.000 mg de CBD.</li>
<li>Singura cantitate la care ne raportăm este cea de pe etichetă; EFSA a stabilit provizoriu un nivel sigur de aproximativ 2 mg pe zi pentru un adult de 70 de kilograme, iar unele produse îl depășesc.</li>
<li>Alege produse cu buletin de analiză independent pentru fiecare lot, cu THC sub limita de cuantificare a laboratorului.</li>
<li>Vorbește cu medicul înainte dacă iei medicamente; nu folosi CBD sub 18 ani, în sarcină, în alăptare, înainte de condus sau cu alcool.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă o recomandare de tratament sau o consultanță juridică. Produsele cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă iei medicamente, ai o boală cronică, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>

<p>Vrei să vezi produsele? Toate uleiurile, fiecare cu lotul și buletinul de analiză pe pagina lui, sunt în <a href="/shop">magazin</a>.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2024-11-20',
  updated: '2026-11-28',
  category: 'Ghiduri',
  image: '/images/blog/ulei-cbd-ghid-complet.svg',
  readTime: '17 min',
  metaDescription:
    'Uleiul cu CBD explicat: spectru complet, larg sau izolat, ce înseamnă procentul de pe etichetă, buletinul de analiză, păstrarea și interacțiunile.',
  keywords: [
    'ulei CBD',
    'ulei CBD ghid',
    'ulei CBD spectru complet',
    'CBD spectru larg',
    'concentrație ulei CBD',
    'etichetă ulei CBD',
    'buletin de analiză CBD',
    'CBD interacțiuni medicamente',
  ],
};
