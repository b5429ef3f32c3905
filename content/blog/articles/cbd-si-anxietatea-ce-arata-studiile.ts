import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 2,
  slug: 'cbd-si-anxietatea-ce-arata-studiile',
  title: 'CBD și anxietatea: ce arată studiile și ce nu',
  excerpt:
    'Ce este CBD-ul, ce au arătat și ce nu au arătat studiile despre anxietate, ce a stabilit EFSA, cum citești eticheta și buletinul de analiză și ce precauții sunt obligatorii.',
  content: `
<p>Anxietatea este una dintre cele mai frecvente probleme de sănătate mintală, iar mulți oameni dau de canabidiol (CBD) după ce au auzit de el de la prieteni sau au citit despre el pe internet. Întrebările care apar sunt mereu aceleași: ce spun, de fapt, studiile? Este sigur? Se potrivește cu medicamentele pe care le iau deja? Poate ține locul terapiei?</p>
<p>În acest ghid încercăm să răspundem cât mai onest. Vei afla când are anxietatea nevoie de un specialist, ce este CBD-ul, ce au arătat cercetările și ce nu au arătat, de ce cantitățile din studii nu au legătură cu produsele din magazine, cum citești o etichetă și un buletin de analiză și ce precauții sunt obligatorii, mai ales dacă urmezi deja un tratament.</p>
<p>Un lucru trebuie spus de la început, și îl vom repeta: CBD-ul nu este un medicament. Produsele cu CBD vândute ca alimente sau cosmetice nu sunt destinate diagnosticării, tratării sau prevenirii vreunei boli, iar anxietatea este o problemă de sănătate. Pentru o problemă de sănătate, vorbește cu medicul.</p>

<h2>Anxietatea pe scurt: când este normală și când devine o problemă</h2>
<p>Anxietatea este, în esență, un sistem de alarmă. Când creierul percepe un pericol, real sau doar posibil, corpul se pregătește de acțiune: inima bate mai repede, respirația se accelerează, mușchii se încordează, atenția se îngustează. Înaintea unui examen, a unui interviu sau a unei discuții dificile, această reacție este utilă, pentru că ne mobilizează. Problema apare atunci când alarma sună prea des, prea tare sau fără un motiv pe măsură.</p>
<p>Vorbim despre o tulburare de anxietate atunci când îngrijorarea sau frica devin greu de controlat, durează luni de zile, sunt disproporționate față de situație și afectează viața de zi cu zi: somnul, munca, relațiile, capacitatea de a ieși din casă sau de a lua decizii. Diagnosticul îl pune un medic psihiatru sau un psiholog clinician, nu un test online și nici un articol de blog, oricât de documentat ar fi.</p>

<h3>Forme frecvente de anxietate</h3>
<ul>
<li><strong>Tulburarea de anxietate generalizată:</strong> îngrijorare aproape zilnică, legată de multe subiecte (sănătate, bani, familie, muncă), însoțită de tensiune musculară, oboseală, iritabilitate și somn agitat.</li>
<li><strong>Tulburarea de panică:</strong> atacuri bruște de frică intensă, cu palpitații, senzație de sufocare, amețeală, tremur, uneori teama că „înnebunești” sau că vei muri. Între atacuri apare adesea frica de un nou atac.</li>
<li><strong>Anxietatea socială:</strong> teama intensă de a fi judecat, evaluat sau umilit în fața altora, care duce la evitarea situațiilor sociale, a prezentărilor sau chiar a convorbirilor telefonice.</li>
<li><strong>Fobiile specifice:</strong> frică marcată de un obiect sau de o situație anume (zborul cu avionul, înălțimile, acele, anumite animale).</li>
<li><strong>Anxietatea legată de stresul de durată:</strong> nu este un diagnostic separat, dar este forma cea mai des întâlnită în viața reală: perioade lungi de suprasolicitare, în care corpul nu mai reușește să iasă din modul „alertă”.</li>
</ul>
<p>Tulburarea obsesiv-compulsivă și tulburarea de stres posttraumatic au și ele o componentă anxioasă importantă, dar au particularități și tratamente specifice, de aceea au nevoie întotdeauna de evaluare de specialitate.</p>

<h3>Semnale care cer ajutor medical fără amânare</h3>
<p>Înainte de a vorbi despre CBD, merită reținute situațiile în care primul pas este, fără discuție, un medic:</p>
<ul>
<li>gânduri de autovătămare sau de sinucidere (în acest caz sună imediat la 112);</li>
<li>o durere în piept, o senzație de sufocare sau palpitații apărute pentru prima dată, pe care nu le poți deosebi cu siguranță de o problemă cardiacă;</li>
<li>atacuri de panică repetate, care te fac să eviți locuri sau activități;</li>
<li>consum de alcool, sedative sau alte substanțe pentru a face față anxietății;</li>
<li>insomnie care durează de mai multe săptămâni, scădere în greutate, lipsa poftei de viață;</li>
<li>anxietate apărută după începerea sau oprirea unui medicament.</li>
</ul>

<h3>Ce are dovezi solide în tratamentul anxietății</h3>
<p>Tulburările de anxietate au tratamente bine studiate. Psihoterapia, în special terapia cognitiv-comportamentală, și anumite medicamente prescrise de medic au cele mai solide dovezi, obținute în studii mari, controlate, repetate de echipe diferite. Medicul alege tratamentul în funcție de tipul de anxietate, de severitate, de alte boli și de preferințele tale, iar tratamentul se urmărește și se ajustează în timp.</p>
<p>Nimic din ce urmează în acest articol nu schimbă această ordine. CBD-ul nu face parte din tratamentele recomandate pentru anxietate, iar un produs cu CBD din comerț nu ține locul unui consult.</p>

<h2>Ce este CBD-ul</h2>
<p>Canabidiolul este unul dintre cei peste o sută de canabinoizi identificați în planta de cânepă. Spre deosebire de THC (tetrahidrocanabinol), CBD-ul nu produce starea de „high”, nu îți alterează percepția și nu afectează judecata așa cum o face THC-ul. Organizația Mondială a Sănătății a analizat canabidiolul în 2017 și 2018 și a concluzionat că, în forma sa pură, nu pare să aibă potențial de abuz sau de dependență. Evaluarea OMS privește riscul de abuz; ea nu spune nimic despre vreun beneficiu al produselor de pe piață.</p>

<h3>THC-ul, așa cum îl măsoară laboratorul</h3>
<p>Niciun laborator nu poate demonstra că o substanță lipsește complet dintr-un produs. Poate doar să spună că nu a găsit-o peste o anumită limită a metodei sale. De aceea, la Verdana nu scriem că un produs nu are deloc THC, ci ce a raportat laboratorul: pentru loturile noastre, THC sub limita de cuantificare a laboratorului (0,01%). Asta înseamnă că o eventuală urmă de THC, dacă există, este prea mică pentru a fi măsurată precis cu metoda folosită, nu că lipsește cu certitudine.</p>
<p>Un extract cu spectru complet conține, prin definiție, și alți canabinoizi ai plantei, deci poate conține și urme de THC. Cifra exactă pentru lotul tău o găsești pe buletinul de analiză al lotului, iar cum îl citești îți explicăm în ghidul <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un buletin de analiză</a>.</p>

<h3>CBD-ul ca medicament și CBD-ul din magazine</h3>
<p>Canabidiolul purificat există și ca medicament: este autorizat în Uniunea Europeană sub numele Epidyolex (în Statele Unite, Epidiolex), pentru anumite forme rare și severe de epilepsie. Se eliberează doar pe bază de prescripție medicală, iar cantitatea se stabilește de medic, în funcție de greutate, cu analize de sânge periodice pentru ficat. Pentru anxietate, acest medicament nu este autorizat.</p>
<p>Uleiurile, jeleurile, cremele și celelalte produse cu CBD din magazine nu sunt medicamente. Nu au trecut prin studiile cerute unui medicament, nu au indicații și nu pot fi prezentate ca tratament. Diferența nu este una de formulare juridică, ci una de fond: un medicament are dovezi de eficacitate pentru o boală anume, un produs cu CBD din comerț nu are.</p>

<h3>Forme diferite, reguli diferite</h3>
<p>Regulile care se aplică unui produs cu CBD depind de forma lui. În Uniunea Europeană, extractele de CBD destinate consumului, cum sunt uleiurile și jeleurile, sunt considerate „alimente noi” (Regulamentul (UE) 2015/2283), iar până acum nu a fost acordată nicio autorizație pentru ele. Cosmeticele cu CBD urmează regulile Regulamentului (CE) nr. 1223/2009. Țigaretele electronice cu CBD (vape-urile) sunt tratate în România ca produse de tipul țigaretei electronice, conform Legii nr. 64/2024, indiferent dacă conțin sau nu nicotină, și se vând doar adulților.</p>
<p>Aplicarea acestor reguli ține de autorități. Ce putem face noi este să spunem clar ce conține fiecare lot, cu cifrele măsurate de laborator, și să nu atribuim produselor efecte pe care nu le au demonstrate.</p>

<h3>Sistemul endocanabinoid, pe înțelesul tuturor</h3>
<p>Organismul are propriul sistem de „canabinoizi interni”, numit sistemul endocanabinoid. El este format din molecule produse de corp (cele mai cunoscute sunt anandamida și 2-AG), din receptori (CB1, mai ales în creier, și CB2, mai ales în sistemul imunitar) și din enzimele care produc și descompun aceste molecule. Cercetătorii îl studiază pentru rolul lui în reglarea multor funcții: răspunsul la stres, somnul, apetitul, percepția durerii, dispoziția.</p>
<p>Studiile pe animale au arătat că activitatea acestui sistem influențează modul în care se învață frica și, mai ales, modul în care ea se „dezvață” atunci când pericolul a trecut. De aici a pornit interesul cercetătorilor pentru CBD. Interesul științific pentru un mecanism nu este însă același lucru cu un efect demonstrat la oameni.</p>

<h3>Ce mecanisme au fost studiate în laborator</h3>
<p>CBD-ul nu se leagă puternic de receptorii CB1 și CB2, așa cum o face THC-ul. Cercetătorii au studiat mai multe ținte posibile, în grade foarte diferite:</p>
<ul>
<li><strong>Receptorul de serotonină 5-HT1A:</strong> în studiile pe animale și în experimentele de laborator, CBD-ul interacționează cu acest receptor, implicat în reglarea dispoziției.</li>
<li><strong>Anandamida:</strong> unele experimente sugerează că CBD-ul poate încetini descompunerea anandamidei, unul dintre endocanabinoizii organismului.</li>
<li><strong>Activitatea unor zone cerebrale:</strong> studii mici de imagistică au descris modificări ale activității în amigdală și în alte regiuni implicate în procesarea fricii, după o singură administrare de CBD în cantitate mare.</li>
</ul>
<p>Aceste observații explică de ce CBD-ul este o moleculă studiată. Ele nu arată că un produs anume are vreun efect asupra anxietății unei persoane anume, cu atât mai puțin în cantitățile din produsele cu CBD din comerț.</p>

<h2>Ce arată studiile despre CBD și anxietate și ce nu arată</h2>
<p>Pe scurt: studiile de până acum sunt puține, mici și pe cantități mult mai mari decât cele din produsele cu CBD din comerț; nu permit o concluzie. Cele mai multe au avut zeci de participanți, nu mii, au durat de la câteva ore la câteva săptămâni și au folosit CBD purificat, de calitate farmaceutică. Iată ce s-a studiat, pe rând.</p>

<h3>Studiile de laborator cu vorbitul în public</h3>
<p>Un model clasic de cercetare este testul de vorbit în public simulat: participanților li se cere să pregătească și să susțină un discurs în fața unei camere, iar anxietatea lor este măsurată înainte, în timpul și după. În 2011, un studiu brazilian publicat în revista Neuropsychopharmacology a comparat, la câteva zeci de persoane cu anxietate socială, o administrare unică de 600 mg de CBD cu un placebo, înaintea unui astfel de test. Cercetătorii au raportat scoruri de anxietate mai mici în grupul cu CBD.</p>
<p>Studii ulterioare ale aceleiași școli de cercetare au testat mai multe cantități la voluntari sănătoși și au raportat o diferență față de placebo doar pentru cantitatea intermediară, de 300 mg, nu și pentru cea mai mică sau pentru cea mai mare. Autorii au descris relația ca pe o curbă în formă de „U inversat”. Trebuie spus clar ce înseamnă asta: o administrare unică, în laborator, într-o situație artificială, la un număr mic de oameni, în cantități de sute de miligrame. Nu este o dovadă de efect în viața de zi cu zi.</p>

<h3>Studiile de câteva săptămâni</h3>
<p>Există și câteva studii în care CBD-ul a fost administrat zilnic, timp de câteva săptămâni. Un studiu japonez publicat în 2019 a urmărit un grup mic de tineri cu anxietate socială, care au primit zilnic, timp de patru săptămâni, 300 mg de CBD sau placebo. Tot în 2019, în Statele Unite, a fost publicată o analiză retrospectivă a fișelor unor pacienți dintr-o clinică de psihiatrie care primiseră CBD pe lângă îngrijirea obișnuită.</p>
<p>Limitele acestor date sunt importante. Studiul japonez a fost mic și scurt. Analiza americană nu a avut grup de control: nu putem separa efectul CBD-ului de efectul așteptărilor, al trecerii timpului sau al tratamentului pe care pacienții îl primeau oricum. Astfel de lucrări sunt utile pentru a decide ce merită studiat mai departe, nu pentru a trage concluzii.</p>

<h3>Ce nu știm încă</h3>
<ul>
<li><strong>Dacă există vreun efect la cantitățile din produsele vândute în magazine:</strong> studiile au folosit, în general, sute de miligrame. Datele despre cantități mici, luate zilnic, lipsesc practic.</li>
<li><strong>Ce se întâmplă pe termen lung:</strong> avem foarte puține studii care trec de câteva luni, iar EFSA a semnalat lipsa datelor despre efectele asupra ficatului, a sistemului endocrin, a sistemului nervos și a reproducerii.</li>
<li><strong>Dacă rezultatele se aplică altor produse:</strong> majoritatea studiilor au folosit CBD izolat, de puritate farmaceutică. Extractele spectru complet sau spectru larg conțin și alți compuși ai plantei, iar rezultatele unui studiu nu se pot transfera automat asupra lor.</li>
<li><strong>Ce rol au așteptările:</strong> în cercetarea despre anxietate, efectul placebo este puternic. Fără grup de control, orice îmbunătățire poate avea alte explicații.</li>
</ul>
<p>Concluzia onestă: cercetarea despre CBD și anxietate este la început și nu permite afirmația că CBD-ul are efect asupra anxietății. CBD-ul nu este un medicament; pentru o problemă de sănătate vorbește cu medicul. Orice produs prezentat ca remediu pentru anxietate spune mai mult decât permite știința și mai mult decât permite legea.</p>

<h3>Cum citești singur o știre despre un studiu</h3>
<p>Titlurile despre CBD circulă repede, iar multe exagerează. Când dai de o știre despre „un nou studiu”, câteva întrebări te ajută să o pui în context:</p>
<ol>
<li><strong>Pe cine s-a făcut studiul?</strong> Pe celule, pe animale sau pe oameni? Un rezultat la șoareci este un punct de plecare, nu o concluzie pentru oameni.</li>
<li><strong>Câți participanți au fost?</strong> La câteva zeci de persoane, diferențele pot apărea și din întâmplare.</li>
<li><strong>A existat un grup placebo, iar participanții nu știau ce primesc?</strong> Fără aceste condiții, așteptările pot explica o mare parte din rezultat.</li>
<li><strong>Ce cantitate s-a folosit și ce produs?</strong> Un rezultat obținut cu sute de miligrame de CBD purificat nu spune nimic despre un ulei cu CBD din comerț.</li>
<li><strong>Cât a durat?</strong> O administrare unică nu spune nimic despre folosirea pe mai multe luni.</li>
</ol>

<h2>De ce dozele din studii nu sunt dozele din magazin</h2>
<p>Cifrele din studiile de mai sus circulă des pe internet, uneori transformate în „recomandări”. Ele nu sunt recomandări pentru nimeni. În cercetare, CBD-ul purificat a fost administrat în cantități de sute de miligrame, sub supraveghere medicală, la persoane selectate după criterii stricte, pentru perioade scurte, cu monitorizare. Chiar și medicamentul pe bază de CBD se folosește numai la prescripția medicului, cu analize periodice, pentru că la cantități mari au fost observate creșteri ale enzimelor hepatice și interacțiuni cu alte medicamente.</p>
<p>Un produs cu CBD din comerț nu este un medicament „mai slab”. Este un produs de altă natură, pentru care nu există o cantitate cu efect demonstrat asupra vreunei boli. Din acest motiv nu publicăm scheme sau tabele de administrare pentru vreo afecțiune și te rugăm să privești cu neîncredere pe oricine o face.</p>

<h3>Ce a stabilit EFSA</h3>
<p>Autoritatea Europeană pentru Siguranța Alimentară (EFSA) a arătat încă din 2022 că siguranța CBD-ului ca aliment nou nu poate fi stabilită pe baza datelor existente și a enumerat golurile de cunoaștere: efectele asupra ficatului, a tractului digestiv, a sistemului endocrin, a sistemului nervos și asupra stării psihice. Într-o declarație actualizată, EFSA a stabilit provizoriu un nivel sigur de consum de 0,0275 mg de CBD pe kg corp pe zi, adică aproximativ 2 mg pe zi pentru un adult de 70 kg. Nivelul se referă la suplimente alimentare cu CBD de puritate foarte mare și include o marjă de siguranță tocmai din cauza datelor incomplete.</p>
<p>Tot EFSA a concluzionat că, pentru persoanele sub 25 de ani, pentru femeile însărcinate sau care alăptează și pentru cei care iau medicamente, siguranța CBD-ului nu poate fi stabilită. Unele produse de pe piață depășesc această cantitate chiar și la o singură porție, așa cum vei vedea din calculele de mai jos.</p>

<h3>Singura cantitate pe care o indicăm</h3>
<p>Singura cantitate pe care o indicăm pentru produsele noastre este cantitatea indicată pe eticheta produsului. Nu o depăși și nu folosi mai multe produse cu CBD în aceeași zi, de exemplu un ulei și jeleuri, pentru că cantitățile se adună. Dacă iei medicamente, ai o boală cronică sau te încadrezi în grupele pentru care EFSA nu a putut stabili siguranța, vorbește cu medicul înainte de a folosi orice produs cu CBD.</p>

<h3>Cum citești cantitatea de CBD de pe etichetă</h3>
<p>Eticheta unui ulei indică, de obicei, o concentrație în procente și, de preferat, cantitatea totală de CBD din flacon, în miligrame. Procentul exprimă cât CBD se află într-o anumită cantitate de ulei. Un flacon de 10 ml cu 10% conține 1.000 mg de CBD, adică aproximativ 100 mg pe mililitru. Calculele de mai jos sunt simple operații aritmetice, ca să poți compara produsele între ele; nu sunt indicații de administrare.</p>
<table>
<caption>Cantitatea de CBD dintr-un flacon de 10 ml, în funcție de concentrația declarată</caption>
<thead>
<tr><th scope="col">Concentrație declarată</th><th scope="col">CBD în flaconul de 10 ml</th><th scope="col">CBD într-un mililitru</th></tr>
</thead>
<tbody>
<tr><th scope="row">5%</th><td>500 mg</td><td>50 mg</td></tr>
<tr><th scope="row">10%</th><td>1.000 mg</td><td>100 mg</td></tr>
<tr><th scope="row">15%</th><td>1.500 mg</td><td>150 mg</td></tr>
<tr><th scope="row">20%</th><td>2.000 mg</td><td>200 mg</td></tr>
<tr><th scope="row">30%</th><td>3.000 mg</td><td>300 mg</td></tr>
</tbody>
</table>
<p>Câteva precizări care te ajută să nu te încurci:</p>
<ul>
<li><strong>Procentul poate fi exprimat în greutate sau în volum.</strong> Uleiul are o densitate puțin mai mică decât apa, așa că valorile reale pot diferi ușor. De aceea contează ca eticheta să indice și totalul în miligrame.</li>
<li><strong>O picătură nu are un volum fix.</strong> Depinde de pipetă, de vâscozitatea uleiului, de temperatură și chiar de unghiul în care ții flaconul. Dacă pornești de la o convenție des folosită, de aproximativ 0,05 ml pe picătură, o singură picătură dintr-un ulei de 10% conține în jur de 5 mg de CBD, adică de peste două ori nivelul provizoriu stabilit de EFSA pentru o zi întreagă.</li>
<li><strong>La jeleuri și capsule</strong>, ambalajul indică de obicei cantitatea de CBD dintr-o bucată și numărul de bucăți. Totalul pachetului se obține prin înmulțire.</li>
<li><strong>„CBD total” și „CBD” pot fi rânduri diferite</strong> pe buletinul de analiză. CBD-ul total include și forma acidă (CBDA), recalculată. Compară cifra de pe etichetă cu cea de pe buletin și verifică dacă sunt apropiate.</li>
<li><strong>Concentrația nu este o măsură a calității.</strong> Un ulei de 20% nu este „mai bun” decât unul de 10%; conține doar mai mult CBD într-un volum mai mic.</li>
</ul>

<h3>Când vorbești întâi cu medicul</h3>
<p>Vorbește cu medicul înainte dacă iei medicamente. În plus, discuția cu medicul vine înaintea oricărui produs cu CBD dacă:</p>
<ul>
<li>ai fost diagnosticat cu o tulburare de anxietate sau de dispoziție ori crezi că ai una;</li>
<li>ai o boală de ficat sau rezultate modificate la analizele hepatice;</li>
<li>ai o boală cronică, de exemplu cardiacă, renală sau epilepsie;</li>
<li>urmează să faci o intervenție chirurgicală;</li>
<li>ai observat orice efect neobișnuit după ce ai folosit un produs cu CBD.</li>
</ul>
<p>Cine nu trebuie să folosească deloc produse cu CBD afli mai jos, în secțiunea despre siguranță.</p>

<h2>Cum citești eticheta și buletinul de analiză</h2>
<p>Piața CBD este plină de produse care arată la fel pe raft, dar diferă mult în interior. Analizele independente făcute în mai multe țări au găsit frecvent diferențe între ce scrie pe etichetă și ce conține produsul. Câteva minute de verificare îți spun mai mult decât orice reclamă.</p>

<h3>Tipul de extract</h3>
<ul>
<li><strong>Spectru complet:</strong> conține CBD alături de alți canabinoizi ai plantei (de exemplu CBG, CBC), terpene și flavonoide. Prin definiție, poate conține și urme de THC; cantitatea măsurată se vede pe buletinul de analiză.</li>
<li><strong>Spectru larg:</strong> păstrează o parte dintre canabinoizii minori și terpene, iar THC-ul este îndepărtat prin procesare. Cât a rămas îți arată buletinul lotului.</li>
<li><strong>Izolat:</strong> CBD purificat, fără alți compuși ai plantei. Este cel mai neutru ca gust și cel mai apropiat de forma folosită în studii și de cea la care se referă nivelul provizoriu al EFSA.</li>
</ul>
<p>Se vorbește mult despre „efectul de ansamblu” (în engleză, entourage), ideea că substanțele plantei ar lucra mai bine împreună. Ideea este populară, dar dovezile directe la om lipsesc, așa că nu o folosi drept criteriu de alegere.</p>

<h3>Ce trebuie să găsești pe etichetă</h3>
<ul>
<li>denumirea produsului și forma lui (ulei, jeleu, cremă);</li>
<li>cantitatea totală de CBD, în miligrame, și cantitatea pe porție, dacă producătorul indică o porție;</li>
<li>lista completă a ingredientelor, inclusiv uleiul purtător (de exemplu ulei de semințe de cânepă sau ulei MCT), aromele și conservanții;</li>
<li>numărul lotului și data până la care se recomandă consumul;</li>
<li>condițiile de păstrare;</li>
<li>avertismentele: de exemplu, că produsul nu este destinat persoanelor sub 18 ani, femeilor însărcinate sau care alăptează;</li>
<li>numele și adresa producătorului sau a distribuitorului.</li>
</ul>

<h3>Ce verifici pe buletinul de analiză</h3>
<p>Buletinul de analiză (în engleză, COA) este raportul emis de un laborator după testarea unei probe dintr-un anumit lot. Când îl ai în față, verifică:</p>
<ol>
<li><strong>Laboratorul:</strong> numele, datele de contact și, ideal, acreditarea pentru metodele folosite.</li>
<li><strong>Lotul:</strong> numărul de pe buletin trebuie să fie identic cu cel de pe ambalajul tău.</li>
<li><strong>Data analizei:</strong> trebuie să fie recentă față de data fabricației lotului.</li>
<li><strong>CBD-ul măsurat:</strong> trebuie să fie apropiat de cel declarat pe etichetă.</li>
<li><strong>THC-ul:</strong> valoarea raportată și limita de cuantificare a metodei. „Sub limita de cuantificare” nu înseamnă „zero”, ci „prea puțin pentru a fi măsurat precis”.</li>
<li><strong>Contaminanții:</strong> metale grele, pesticide, solvenți reziduali și analize microbiologice, dacă laboratorul le-a testat.</li>
</ol>
<p>Pe paginile produselor Verdana găsești, pentru fiecare lot, numărul lotului și buletinul de analiză. Dacă ai o întrebare despre un anumit buletin, te rugăm să ne scrii prin pagina de <a href="/contact-info">contact</a>.</p>

<h3>Semnale de alarmă</h3>
<ul>
<li>promisiuni de vindecare sau de tratament, pe ambalaj sau în descrierea produsului;</li>
<li>afirmații că produsul nu conține deloc THC, pe care niciun laborator nu le poate confirma;</li>
<li>lipsa numărului de lot sau a buletinului de analiză, ori un buletin pentru alt lot;</li>
<li>cifre de pe etichetă foarte diferite de cele de pe buletin;</li>
<li>mărturii ale unor clienți despre efecte asupra sănătății, folosite ca argument de vânzare.</li>
</ul>

<h2>Cum păstrezi produsele cu CBD</h2>
<p>CBD-ul și uleiurile în care este dizolvat se degradează în timp, mai repede la lumină, la căldură și în contact cu aerul. Câteva reguli simple păstrează produsul așa cum a ieșit din laborator:</p>
<ul>
<li>ține flaconul închis etanș, în poziție verticală, la temperatura camerei sau mai jos, ferit de lumina directă a soarelui;</li>
<li>nu lăsa produsele în mașină vara sau lângă surse de căldură, de exemplu pe calorifer;</li>
<li>păstrează ambalajul original, pe care sunt trecute lotul, data și avertismentele;</li>
<li>curăță pipeta și nu o atinge de gură sau de alte suprafețe, ca să nu contaminezi uleiul;</li>
<li>dacă uleiul are un miros rânced, și-a schimbat vizibil culoarea sau a depășit data de pe ambalaj, nu îl mai folosi;</li>
<li>păstrează toate produsele cu CBD, inclusiv jeleurile, care pot arăta ca bomboanele obișnuite, departe de îndemâna copiilor și a animalelor de companie.</li>
</ul>

<h2>Obiceiuri care contează în perioadele tensionate</h2>
<p>Dacă treci printr-o perioadă grea, câteva obiceiuri de bază merită atenția ta. Ele nu sunt un tratament pentru o tulburare de anxietate, dar fac parte din ce recomandă, de regulă, și specialiștii.</p>

<h3>Somnul și ritmul zilei</h3>
<ul>
<li><strong>Ora de trezire constantă</strong>, inclusiv în weekend, este ancora ceasului intern.</li>
<li><strong>Lumina zilei</strong> în prima parte a zilei, chiar și 10–15 minute afară, ajută la sincronizarea ceasului biologic.</li>
<li><strong>Un ritual de seară:</strong> lumină mai slabă, o carte, un duș cald, câteva minute în care notezi pe hârtie grijile de a doua zi, ca să nu le mai porți cu tine în pat.</li>
</ul>
<p>Despre somn am scris pe larg în articolul <a href="/blog/cbd-si-somnul-ce-arata-studiile">CBD și somnul: ce arată studiile, igiena somnului și precauții</a>.</p>

<h3>Cofeina și alcoolul</h3>
<ul>
<li><strong>Cofeina</strong> poate amplifica palpitațiile și neliniștea. Dacă ești sensibil, limitează cafeaua, ceaiul negru, băuturile energizante și băuturile de tip cola, mai ales după-amiaza.</li>
<li><strong>Alcoolul</strong> poate da o senzație de destindere pe moment, dar fragmentează somnul și, la multe persoane, amplifică neliniștea a doua zi. Folosit pentru a face față anxietății, este un semnal că e nevoie de un specialist. Nu combina alcoolul cu produse cu CBD: somnolența și încetinirea reflexelor se pot aduna.</li>
</ul>

<h3>Mișcarea și știrile</h3>
<ul>
<li><strong>Activitatea fizică regulată</strong>, de exemplu mersul alert, bicicleta sau înotul în majoritatea zilelor, este una dintre cele mai bine documentate intervenții pentru starea de bine psihică.</li>
<li><strong>Limite pentru știri și rețele sociale</strong>, mai ales seara. Fluxul continuu de informații alarmante ține sistemul nervos în alertă.</li>
</ul>

<h3>Tehnici de respirație și de ancorare</h3>
<p>Într-un atac de panică, corpul reacționează ca în fața unui pericol real, deși pericolul nu există. Scopul nu este să „oprești” senzațiile cu forța, ci să îi arăți corpului că este în siguranță. Tehnicile de mai jos sunt folosite frecvent în psihoterapie și nu au nevoie de niciun produs:</p>
<ul>
<li><strong>Respirația cu expirul prelungit:</strong> inspiră pe nas aproximativ 4 secunde, expiră lent pe gură 6–8 secunde, ca și cum ai sufla ușor printr-un pai. Repetă câteva minute. Expirul lung activează sistemul nervos parasimpatic, cel care încetinește ritmul cardiac.</li>
<li><strong>Tehnica 5-4-3-2-1:</strong> numește 5 lucruri pe care le vezi, 4 pe care le poți atinge, 3 pe care le auzi, 2 pe care le miroși și unul pe care îl guști. Exercițiul îți mută atenția din interior spre mediul înconjurător.</li>
<li><strong>Numește ce se întâmplă:</strong> „Este un atac de panică. Este neplăcut, dar nu este periculos și va trece.” Atacurile de panică ating de obicei intensitatea maximă în câteva minute, apoi scad.</li>
<li><strong>Nu fugi din situație dacă poți să rămâi.</strong> Evitarea aduce ușurare pe moment, dar întărește frica pe termen lung. Un psihoterapeut te poate ghida pas cu pas în acest proces.</li>
</ul>
<p>Dacă atacurile de panică se repetă, vorbește cu un medic sau cu un psiholog. Tulburarea de panică are tratamente cu rezultate bune, iar primul atac merită oricum un consult, ca să fie excluse alte cauze, de exemplu cardiace.</p>

<h3>Psihoterapia rămâne piesa centrală</h3>
<p>Terapia cognitiv-comportamentală te învață să recunoști gândurile catastrofice, să le pui la îndoială și să te expui treptat situațiilor de care te temi. Efectele ei tind să se mențină și după încheierea ședințelor, pentru că îți lasă abilități pe care le poți folosi mult timp. Dacă anxietatea îți limitează viața, un psihoterapeut sau un medic psihiatru este adresa potrivită; niciun produs din magazin nu poate ține locul acestei discuții.</p>

<h2>Dacă folosești și alte suplimente sau plante</h2>
<p>Mulți oameni folosesc în paralel mai multe produse, uneori fără să le spună medicului. Unele asocieri sunt banale, altele merită atenție, mai ales din cauza efectelor care se adună și a interacțiunilor cu medicamentele:</p>
<ul>
<li><strong>Ashwagandha:</strong> au fost raportate cazuri rare de afectare a ficatului, iar planta poate influența funcția tiroidei. Dacă o asociezi cu CBD, care este și el prelucrat de ficat, discută mai întâi cu medicul sau cu farmacistul.</li>
<li><strong>Valeriana, roinița, pasiflora:</strong> pot da somnolență. Împreună cu CBD-ul, somnolența se poate accentua, așa că nu conduce până nu știi cum reacționezi.</li>
<li><strong>Sunătoarea:</strong> interacționează cu foarte multe medicamente, prin aceleași sisteme enzimatice din ficat. Nu o asocia cu CBD-ul sau cu medicamente fără avizul medicului.</li>
</ul>
<p>Regula de bază: nu începe mai multe produse deodată și spune-i medicului tot ce iei, inclusiv suplimentele și produsele cu CBD, cu denumirea și cantitatea de pe etichetă.</p>

<h2>Siguranță, efecte adverse și interacțiuni</h2>
<p>CBD-ul este, în general, bine tolerat în studii, dar asta nu înseamnă că este lipsit de riscuri. Iată ce trebuie să știi.</p>

<h3>Efecte adverse raportate</h3>
<ul>
<li>somnolență sau oboseală, mai ales în asociere cu alte substanțe sedative sau cu alcoolul;</li>
<li>gură uscată;</li>
<li>modificări ale apetitului;</li>
<li>tulburări digestive, inclusiv diaree;</li>
<li>amețeală, ocazional;</li>
<li>creșterea enzimelor hepatice, observată mai ales în studiile cu cantități foarte mari, de ordinul sutelor de miligrame pe zi, și în asociere cu anumite medicamente.</li>
</ul>
<p>Dacă observi oricare dintre aceste efecte, oprește produsul. Dacă apar îngălbenirea pielii sau a ochilor, urină închisă la culoare, greață persistentă ori dureri în partea dreaptă sus a abdomenului, oprește produsul și mergi la medic.</p>

<h3>Interacțiunile cu medicamentele: enzimele CYP450</h3>
<p>Ficatul descompune multe medicamente cu ajutorul unei familii de enzime numite citocromul P450 (CYP450). CBD-ul poate inhiba unele dintre aceste enzime, în special CYP3A4, CYP2C19 și CYP2C9. Consecința: anumite medicamente pot fi eliminate mai lent, iar nivelul lor în sânge poate crește. Este un mecanism asemănător cu cel al sucului de grepfrut, motiv pentru care avertismentul „evitați grepfrutul” din prospectul unui medicament este un semnal că e nevoie de atenție și la CBD.</p>
<p>Vorbește cu medicul înainte dacă iei medicamente. Discuția este obligatorie mai ales pentru:</p>
<ul>
<li><strong>antidepresive</strong> (de exemplu sertralina, citalopramul sau escitalopramul), prescrise frecvent chiar în tulburările de anxietate;</li>
<li><strong>benzodiazepine</strong> (de exemplu alprazolam, diazepam, clonazepam): somnolența se poate adăuga, iar nivelul unora poate crește;</li>
<li><strong>anticoagulante</strong> (de exemplu warfarina) și unele antiagregante;</li>
<li><strong>antiepileptice</strong>, în special clobazamul și valproatul;</li>
<li><strong>unele medicamente pentru inimă și tensiune</strong>, statine și imunosupresoare;</li>
<li><strong>medicamente pentru somn</strong> și orice alt sedativ, inclusiv antihistaminicele care dau somnolență.</li>
</ul>
<p>Nu opri și nu reduce niciodată de unul singur un medicament prescris pentru anxietate sau depresie ca să îl „înlocuiești” cu un produs cu CBD. Oprirea bruscă a antidepresivelor sau a benzodiazepinelor poate provoca simptome neplăcute și chiar periculoase. Orice modificare se face doar împreună cu medicul.</p>

<h3>Cine nu trebuie să folosească produse cu CBD</h3>
<ul>
<li><strong>Minorii:</strong> produsele cu CBD nu sunt destinate persoanelor sub 18 ani. Pentru persoanele sub 25 de ani, EFSA a concluzionat că siguranța nu poate fi stabilită.</li>
<li><strong>Femeile însărcinate, cele care încearcă să rămână însărcinate și cele care alăptează:</strong> nu există date suficiente despre siguranța pentru făt sau pentru sugar.</li>
<li><strong>Persoanele care iau medicamente:</strong> doar după ce au vorbit cu medicul.</li>
<li><strong>Persoanele cu boli hepatice:</strong> doar cu acordul medicului, pentru că ficatul prelucrează CBD-ul.</li>
<li><strong>Înaintea unei intervenții chirurgicale:</strong> spune-i medicului anestezist că ai folosit produse cu CBD.</li>
</ul>

<h3>Condusul, alcoolul și testele antidrog</h3>
<p>Nu conduce și nu lucra la înălțime sau cu utilaje dacă te simți somnolent ori dacă nu știi încă cum reacționezi la un produs. Nu combina produsele cu CBD cu alcoolul, cu somniferele sau cu alte sedative.</p>
<p>Testele antidrog caută THC sau produșii lui de descompunere, nu CBD. Un produs cu THC sub limita de cuantificare a laboratorului are un conținut foarte mic de THC, dar „sub limită” nu înseamnă „zero”, iar extractele cu spectru complet pot conține urme. Riscul unui rezultat pozitiv nu poate fi exclus complet, mai ales la folosirea repetată sau la produsele fără buletin de analiză. Dacă ești testat la locul de muncă, în trafic sau în competiții sportive, ține cont de acest lucru.</p>

<h2>Ce notezi și ce duci la medic</h2>
<p>Anxietatea fluctuează de la sine, de la o zi la alta și de la o săptămână la alta. Impresia de moment poate fi înșelătoare, iar un jurnal simplu te ajută pe tine și îl ajută pe medic să vadă tendința reală.</p>
<ul>
<li><strong>Notează zilnic</strong> cum te-ai simțit, pe o scară de la 0 la 10, cum ai dormit, câtă cafea și cât alcool ai consumat și ce evenimente neobișnuite au avut loc.</li>
<li><strong>Folosește o scală standardizată.</strong> Chestionarul GAD-7, cu șapte întrebări, este folosit frecvent de medici pentru a evalua severitatea anxietății generalizate. Rezultatele completate la intervale regulate îi pot fi utile medicului.</li>
<li><strong>Fă o listă cu tot ce iei:</strong> medicamente, suplimente, ceaiuri din plante și produse cu CBD, cu denumirea, cantitatea de pe etichetă și numărul lotului.</li>
<li><strong>Notează orice efect neobișnuit</strong>, împreună cu data și cu produsul pe care l-ai folosit.</li>
</ul>
<p>Spune-i deschis medicului dacă folosești produse cu CBD: nu are cum să evalueze interacțiunile sau efectele nedorite dacă nu știe ce iei.</p>

<h2>Greșeli frecvente</h2>
<ul>
<li><strong>A trata un produs cu CBD din comerț ca pe un medicament.</strong> CBD-ul din magazine nu are efect demonstrat asupra anxietății și nu ține locul tratamentului.</li>
<li><strong>A amâna un consult.</strong> Dacă anxietatea îți afectează viața, fiecare lună de amânare are un cost.</li>
<li><strong>A opri sau a reduce singur un medicament.</strong> Orice schimbare de tratament se face cu medicul.</li>
<li><strong>A nu-i spune medicului ce produse folosești.</strong> Interacțiunile sunt reale, iar unele sunt relevante clinic.</li>
<li><strong>A cumpăra produse fără buletin de analiză.</strong> Fără el nu știi nici cât CBD conține produsul, nici cât THC sau ce contaminanți.</li>
<li><strong>A depăși cantitatea de pe etichetă sau a combina mai multe produse cu CBD.</strong> Cantitățile se adună, iar riscurile cresc odată cu ele.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Poate CBD-ul să înlocuiască tratamentul pentru anxietate?</h3>
<p>Nu. CBD-ul nu este un medicament, iar produsele cu CBD vândute ca alimente sau cosmetice nu sunt destinate tratării vreunei boli. Tratamentele cu dovezi solide pentru tulburările de anxietate sunt psihoterapia și medicamentele prescrise de medic.</p>
<h3>Pot folosi CBD dacă iau antidepresive sau anxiolitice?</h3>
<p>Vorbește cu medicul înainte dacă iei medicamente. CBD-ul poate influența enzimele care prelucrează multe antidepresive și anxiolitice, iar EFSA a concluzionat că, pentru persoanele care iau medicamente, siguranța CBD-ului nu poate fi stabilită. Decizia îi aparține medicului care îți cunoaște tratamentul.</p>
<h3>CBD-ul creează dependență?</h3>
<p>Evaluarea Organizației Mondiale a Sănătății din 2017–2018 nu a găsit semne de potențial de abuz sau de dependență pentru CBD-ul pur. Cu toate acestea, dacă simți că nu poți face față unei zile fără un anumit produs, oricare ar fi el, discută acest lucru cu un specialist.</p>
<h3>Voi fi pozitiv la un test antidrog?</h3>
<p>Testele caută THC, nu CBD. Riscul este mic la un produs cu THC sub limita de cuantificare a laboratorului, dar nu este zero, mai ales la extractele cu spectru complet și la folosirea repetată. Produsele fără buletin de analiză pot conține THC nedeclarat.</p>
<h3>Ce se știe despre folosirea pe termen lung?</h3>
<p>Foarte puțin. EFSA a semnalat în 2022 lipsa datelor despre efectele CBD-ului asupra ficatului, a tractului digestiv, a sistemului endocrin, a sistemului nervos și a stării psihice, iar declarația sa actualizată confirmă aceste goluri. Dacă folosești produse cu CBD și iei și medicamente, spune-i medicului la controalele de rutină, ca să poată urmări, dacă e cazul, și analizele hepatice.</p>
<h2>Pe scurt</h2>
<ul>
<li>CBD-ul nu este un medicament și nu este un tratament pentru anxietate. Pentru o problemă de sănătate, vorbește cu medicul.</li>
<li>Studiile de până acum sunt puține, mici și pe cantități mult mai mari decât cele din produsele cu CBD din comerț; nu permit o concluzie.</li>
<li>Psihoterapia și medicamentele prescrise de medic sunt tratamentele cu dovezi solide pentru tulburările de anxietate.</li>
<li>EFSA a stabilit provizoriu un nivel sigur de 0,0275 mg de CBD pe kg corp pe zi, adică aproximativ 2 mg pe zi pentru un adult de 70 kg; unele produse de pe piață depășesc această cantitate.</li>
<li>Singura cantitate pe care o indicăm este cantitatea indicată pe eticheta produsului.</li>
<li>Vorbește cu medicul înainte dacă iei medicamente, din cauza interacțiunilor prin enzimele CYP450.</li>
<li>Nu folosi produse cu CBD dacă ai sub 18 ani, dacă ești însărcinată sau alăptezi, înainte să conduci ori să lucrezi cu utilaje sau împreună cu alcoolul.</li>
<li>Verifică lotul și buletinul de analiză: THC-ul raportat ca sub limita de cuantificare a laboratorului (0,01%) nu înseamnă „zero”.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Conținutul acestui articol are scop informativ și nu reprezintă un diagnostic, o recomandare de tratament sau o prescripție. Produsele cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai simptome de anxietate care îți afectează viața, iei medicamente, ești însărcinată sau alăptezi, discută cu medicul tău. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>

<p>Dacă vrei să afli mai multe despre produsele cu CBD în general, citește <a href="/blog/ulei-cbd-ghid-complet">ghidul nostru despre uleiul CBD</a> și <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un buletin de analiză</a>. Pentru întrebări despre un lot sau despre o comandă, te rugăm să ne scrii prin pagina de <a href="/contact-info">contact</a>.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2025-01-18',
  updated: '2026-11-28',
  productCta: false,
  category: 'Sănătate mintală',
  image: '/images/blog/cbd-si-anxietatea-ce-arata-studiile.svg',
  readTime: '28 min',
  metaDescription:
    'CBD și anxietatea: ce arată studiile și ce nu, poziția EFSA, cum citești eticheta și buletinul de analiză, interacțiuni cu medicamentele și siguranță.',
  keywords: [
    'CBD și anxietatea',
    'studii CBD anxietate',
    'canabidiol cercetare',
    'EFSA CBD',
    'CBD interacțiuni medicamente',
    'siguranța CBD',
    'buletin de analiză CBD',
  ],
};
