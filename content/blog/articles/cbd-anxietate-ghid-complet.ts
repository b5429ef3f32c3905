import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 2,
  slug: 'cbd-anxietate-ghid-complet',
  title: 'CBD și anxietatea: ghid complet, doze orientative și siguranță',
  excerpt:
    'Ce știm astăzi despre CBD și anxietate, cum se calculează o doză orientativă în funcție de concentrația uleiului și ce precauții sunt obligatorii. Un ghid echilibrat, fără promisiuni exagerate.',
  content: `
<p>Anxietatea este una dintre cele mai frecvente probleme cu care ne confruntăm, iar mulți oameni ajung la canabidiol (CBD) după ce au auzit de la prieteni sau au citit online că îi poate ajuta să se liniștească. Întrebările care urmează sunt mereu aceleași: funcționează cu adevărat? Cât ar trebui să iau? E sigur dacă iau și alte medicamente? Poate înlocui terapia?</p>
<p>În acest ghid răspundem cât mai onest la toate aceste întrebări. Vei afla ce este anxietatea și când devine o tulburare care are nevoie de un specialist, ce face CBD-ul în organism, ce arată studiile (și, la fel de important, ce nu arată), cum transformi procentul de pe flacon în miligrame și picături, ce repere de dozare folosim ca orientare și ce precauții sunt obligatorii, mai ales dacă urmezi deja un tratament.</p>
<p>Un lucru trebuie spus de la început: CBD-ul nu este un medicament pentru anxietate și nu vindecă nicio tulburare psihică. Poate fi, pentru unele persoane, un sprijin în rutina de echilibru emoțional, alături de somn, mișcare, relații bune și, acolo unde e nevoie, psihoterapie și tratament medical. Cu această perspectivă în minte, hai să intrăm în detalii.</p>

<h2>Anxietatea pe scurt: când este normală și când devine o problemă</h2>
<p>Anxietatea este, în esență, un sistem de alarmă. Când creierul percepe un pericol, real sau doar posibil, corpul se pregătește de acțiune: inima bate mai repede, respirația se accelerează, mușchii se încordează, atenția se îngustează. Înaintea unui examen, a unui interviu sau a unei discuții dificile, această reacție este utilă, pentru că ne mobilizează. Problema apare atunci când alarma sună prea des, prea tare sau fără un motiv pe măsură.</p>
<p>Vorbim despre o tulburare de anxietate atunci când îngrijorarea sau frica devin greu de controlat, durează luni de zile, sunt disproporționate față de situație și afectează viața de zi cu zi: somnul, munca, relațiile, capacitatea de a ieși din casă sau de a lua decizii. Diagnosticul îl pune un medic psihiatru sau un psiholog clinician, nu un test online și nici un articol de blog.</p>

<h3>Forme frecvente de anxietate</h3>
<ul>
<li><strong>Tulburarea de anxietate generalizată:</strong> îngrijorare aproape zilnică, legată de multe subiecte (sănătate, bani, familie, muncă), însoțită de tensiune musculară, oboseală, iritabilitate și somn agitat.</li>
<li><strong>Tulburarea de panică:</strong> atacuri bruște de frică intensă, cu palpitații, senzație de sufocare, amețeală, tremur, uneori teama că „înnebunești” sau că vei muri. Între atacuri apare adesea frica de un nou atac.</li>
<li><strong>Anxietatea socială:</strong> teama intensă de a fi judecat, evaluat sau umilit în fața altora, care duce la evitarea situațiilor sociale, a prezentărilor sau chiar a telefoanelor.</li>
<li><strong>Fobiile specifice:</strong> frică marcată de un obiect sau de o situație anume (zborul cu avionul, înălțimile, acele, anumite animale).</li>
<li><strong>Anxietatea asociată stresului cronic:</strong> nu este un diagnostic separat, dar este forma cea mai des întâlnită în viața reală: perioade lungi de suprasolicitare, în care corpul nu mai reușește să iasă din modul „alertă”.</li>
</ul>
<p>Tulburarea obsesiv-compulsivă și tulburarea de stres posttraumatic au și ele o componentă anxioasă importantă, dar au particularități și tratamente specifice, de aceea au nevoie întotdeauna de evaluare de specialitate.</p>

<h3>Semnale care cer ajutor medical fără amânare</h3>
<p>Înainte de a vorbi despre CBD, merită reținute situațiile în care orice supliment trece pe planul al doilea și primul pas este un medic:</p>
<ul>
<li>gânduri de autovătămare sau de sinucidere (în acest caz sună imediat la 112);</li>
<li>o durere în piept, o senzație de sufocare sau palpitații apărute pentru prima dată, pe care nu le poți deosebi cu siguranță de o problemă cardiacă;</li>
<li>atacuri de panică repetate, care te fac să eviți locuri sau activități;</li>
<li>consum de alcool, sedative sau alte substanțe pentru a face față anxietății;</li>
<li>insomnie care durează de mai multe săptămâni, scădere în greutate, lipsa poftei de viață;</li>
<li>anxietate apărută după începerea sau oprirea unui medicament.</li>
</ul>
<p>Anxietatea are tratamente eficiente și bine studiate. Psihoterapia, în special terapia cognitiv-comportamentală, și anumite medicamente prescrise de medic au cele mai solide dovezi. CBD-ul se poate discuta, cel mult, ca o completare.</p>

<h2>Ce este CBD și cum ar putea influența anxietatea</h2>
<p>Canabidiolul este unul dintre peste o sută de canabinoizi identificați în planta de cânepă. Spre deosebire de THC (tetrahidrocanabinol), CBD-ul nu are efect psihoactiv: nu produce starea de „high”, nu îți alterează percepția și nu afectează judecata așa cum o face THC-ul. În 2017, un raport preliminar al Organizației Mondiale a Sănătății a concluzionat că CBD-ul nu pare să aibă potențial de abuz sau de dependență, concluzie confirmată ulterior de evaluarea completă a organizației.</p>
<p>Produsele Verdana Wellness sunt obținute din cânepă industrială și au 0,00% THC, confirmat de laborator pentru fiecare lot. Detaliile despre cum verifici singur această informație le găsești în ghidul nostru despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un certificat de analiză</a>.</p>

<h3>Sistemul endocannabinoid, pe înțelesul tuturor</h3>
<p>Organismul nostru are propriul sistem de „canabinoizi interni”, numit sistemul endocannabinoid. El este format din molecule produse de corp (cele mai cunoscute sunt anandamida și 2-AG), din receptori (CB1, mai ales în creier, și CB2, mai ales în sistemul imunitar) și din enzimele care produc și descompun aceste molecule. Rolul său general este de reglare: ajută la menținerea echilibrului în răspunsul la stres, în somn, în apetit, în percepția durerii și în dispoziție.</p>
<p>Cercetătorii au observat, în special la animale, că activitatea acestui sistem influențează modul în care învățăm să ne fie frică și, mai ales, modul în care „dezvățăm” frica atunci când pericolul a trecut. De aici a pornit interesul pentru CBD ca posibil sprijin în anxietate.</p>

<h3>Mecanismele studiate</h3>
<p>CBD-ul nu se leagă puternic de receptorii CB1 și CB2, ca THC-ul. Efectele lui par să vină din mai multe direcții, fiecare studiată în grade diferite:</p>
<ul>
<li><strong>Receptorul de serotonină 5-HT1A:</strong> în studiile pe animale, CBD-ul acționează asupra acestui receptor, implicat în reglarea anxietății și a dispoziției. Este mecanismul cel mai des invocat pentru efectul calmant.</li>
<li><strong>Anandamida:</strong> CBD-ul pare să încetinească descompunerea anandamidei, un endocanabinoid asociat cu starea de calm și cu reglarea răspunsului la stres.</li>
<li><strong>Receptorii GABA-A:</strong> unele studii de laborator sugerează că CBD-ul poate amplifica ușor semnalul GABA, principalul sistem „de frânare” al creierului.</li>
<li><strong>Activitatea unor zone cerebrale:</strong> studii mici de imagistică au arătat modificări ale activității în amigdală și în alte regiuni implicate în procesarea fricii după administrarea unei doze unice de CBD.</li>
</ul>
<p>Aceste mecanisme explică de ce cercetătorii consideră CBD-ul o moleculă interesantă. Nu demonstrează însă, singure, că un produs anume va reduce anxietatea unei persoane anume. Pentru asta avem nevoie de studii pe oameni.</p>

<h2>Ce spun studiile despre CBD și anxietate</h2>
<p>Cercetarea despre CBD și anxietate este promițătoare, dar încă tânără. Cele mai multe date vin din studii mici, de scurtă durată, iar dozele folosite diferă mult de ce găsești de obicei în produsele de wellness. Să le luăm pe rând.</p>

<h3>Studiile cu „vorbitul în public”</h3>
<p>Un model clasic de cercetare este testul de vorbit în public simulat: participanților li se cere să pregătească și să susțină un discurs în fața unei camere, iar anxietatea lor este măsurată înainte, în timpul și după. În 2011, un studiu brazilian publicat în revista Neuropsychopharmacology a administrat o doză unică de 600 mg de CBD unor persoane cu anxietate socială, care nu mai urmaseră tratament. Comparativ cu placebo, cei care primiseră CBD au raportat mai puțină anxietate, mai puțin disconfort și mai puține dificultăți cognitive în timpul discursului.</p>
<p>Studii ulterioare, realizate de aceeași școală de cercetare, au testat mai multe doze la voluntari sănătoși. Rezultatul interesant a fost că doza medie, de 300 mg, a funcționat mai bine decât dozele mai mici sau mai mari. Cercetătorii au descris această relație drept o curbă în formă de „U inversat”: mai mult nu înseamnă neapărat mai bine. Observația este importantă și pentru uzul zilnic și ne vom întoarce la ea când vorbim despre dozare.</p>

<h3>Studii pe mai multe săptămâni</h3>
<p>Există și câteva studii în care CBD-ul a fost administrat zilnic, timp de câteva săptămâni. Un studiu japonez publicat în 2019 a urmărit adolescenți cu anxietate socială care au primit 300 mg de CBD pe zi timp de patru săptămâni și a raportat scăderea scorurilor de anxietate față de grupul placebo. Tot în 2019, o serie de cazuri publicată în The Permanente Journal a descris adulți dintr-o clinică de psihiatrie din Statele Unite care au primit CBD, majoritatea 25 mg pe zi, ca adaos la îngrijirea obișnuită. La mulți dintre ei scorurile de anxietate au scăzut în prima lună și au rămas mai scăzute pe parcursul urmăririi.</p>
<p>Merită să fim corecți cu aceste date: o serie de cazuri nu are grup de control, deci nu putem separa efectul CBD-ului de efectul așteptărilor, al trecerii timpului sau al celorlalte intervenții. Studiul cu adolescenți a fost mic. Sunt semnale încurajatoare, nu dovezi definitive.</p>

<h3>Ce nu știm încă</h3>
<ul>
<li><strong>Doza optimă pentru uz zilnic:</strong> dozele unice din studiile de laborator (300–600 mg) sunt de multe ori mai mari decât ce folosește cineva zilnic dintr-un ulei de wellness, iar datele despre dozele mici și moderate, luate pe termen lung, sunt puține.</li>
<li><strong>Efectul pe termen lung:</strong> avem puține studii care trec de câteva luni.</li>
<li><strong>Diferențele dintre produse:</strong> majoritatea studiilor au folosit CBD izolat, de puritate farmaceutică. Uleiurile spectru complet sau spectru larg conțin și alți compuși ai plantei, iar efectul lor poate fi diferit.</li>
<li><strong>Cine răspunde și cine nu:</strong> variabilitatea între oameni este mare. Unii simt o diferență clară, alții nu observă nimic.</li>
</ul>
<p>Pe scurt: CBD-ul are un profil de siguranță bun la dozele obișnuite și semnale promițătoare în anxietate, însă nu are statutul unui tratament dovedit. Orice produs care îți promite că „scapă de anxietate” spune mai mult decât permite știința.</p>

<h2>Doze orientative: de unde pornim</h2>
<p>Nu există o doză oficială de CBD pentru anxietate. Produsele de wellness nu sunt medicamente, iar recomandările de pe etichete sunt, de regulă, prudente. Cu toate acestea, oamenii au nevoie de un punct de plecare, altfel ajung să ia la întâmplare fie prea puțin, fie prea mult.</p>
<p>Reperele de mai jos sunt o orientare generală și conservatoare, construită din experiența practică și din literatura de specialitate: sunt mult sub dozele folosite în studiile de laborator și lasă loc unei creșteri treptate. Nu sunt o prescripție. Organismul fiecăruia reacționează diferit, iar dacă iei medicamente, ai o boală cronică, ești însărcinată sau alăptezi, discuția cu medicul vine înaintea oricărei doze.</p>

<h3>Repere orientative, pe niveluri de intensitate</h3>
<table>
<caption>Doze zilnice orientative de CBD în funcție de intensitatea anxietății</caption>
<thead>
<tr><th scope="col">Intensitate percepută</th><th scope="col">Doză zilnică orientativă</th><th scope="col">Concentrația uleiului</th><th scope="col">Aproximativ, în picături pe zi</th></tr>
</thead>
<tbody>
<tr><th scope="row">Ușoară</th><td>35 mg CBD</td><td>10%, spectru complet sau larg</td><td>7 picături, împărțite în 2 prize</td></tr>
<tr><th scope="row">Moderată</th><td>60 mg CBD</td><td>15%</td><td>8 picături, împărțite în 2 prize</td></tr>
<tr><th scope="row">Severă (doar cu acordul medicului)</th><td>100 mg CBD</td><td>20%</td><td>10 picături, împărțite în 2 prize</td></tr>
</tbody>
</table>
<p class="disclaimer"><strong>De discutat cu medicul, nu de urmat singur.</strong> Cifrele din tabel sunt informații generale, nu o schemă de tratament. Doza potrivită pentru tine o stabilești împreună cu medicul sau cu farmacistul.</p>
<p>Câteva precizări esențiale despre tabel:</p>
<ul>
<li><strong>Intensitatea este percepută, nu diagnosticată.</strong> „Ușoară” înseamnă, de exemplu, tensiune și îngrijorare în perioadele aglomerate, care nu te împiedică să funcționezi. „Moderată” înseamnă îngrijorare prezentă aproape zilnic, cu efecte vizibile asupra somnului sau a concentrării. „Severă” descrie o anxietate care îți limitează viața, iar aceasta are nevoie, înainte de orice, de un medic.</li>
<li><strong>Acestea sunt dozele-țintă, nu dozele de start.</strong> Pornești de la mai puțin și ajungi la ele treptat, în două-trei săptămâni, doar dacă e nevoie.</li>
<li><strong>Dacă te simți bine la o doză mai mică, rămâi acolo.</strong> Nu există niciun avantaj în a „bifa” doza din tabel.</li>
<li><strong>În anxietatea severă, CBD-ul nu înlocuiește tratamentul.</strong> Cel mult poate fi adăugat ca sprijin, cu acordul medicului care te tratează, tocmai pentru că la doze mai mari riscul de interacțiuni cu medicamentele crește.</li>
</ul>

<h3>Cum transformi procentul în miligrame și picături</h3>
<p>Procentul de pe eticheta unui ulei CBD indică, de obicei, câte miligrame de CBD conține flaconul raportat la volum. Un ulei de 10% are aproximativ 1.000 mg de CBD în 10 ml, adică 100 mg pe mililitru. Calculul pentru picături pornește de la o convenție: o pipetă standard eliberează în jur de 20 de picături la un mililitru, deci o picătură are cam 0,05 ml.</p>
<table>
<caption>Cantitatea aproximativă de CBD dintr-o picătură, în funcție de concentrație</caption>
<thead>
<tr><th scope="col">Concentrație</th><th scope="col">CBD în flaconul de 10 ml</th><th scope="col">CBD pe mililitru</th><th scope="col">CBD într-o picătură (aprox.)</th></tr>
</thead>
<tbody>
<tr><th scope="row">5%</th><td>500 mg</td><td>50 mg</td><td>2,5 mg</td></tr>
<tr><th scope="row">10%</th><td>1.000 mg</td><td>100 mg</td><td>5 mg</td></tr>
<tr><th scope="row">15%</th><td>1.500 mg</td><td>150 mg</td><td>7,5 mg</td></tr>
<tr><th scope="row">20%</th><td>2.000 mg</td><td>200 mg</td><td>10 mg</td></tr>
<tr><th scope="row">30%</th><td>3.000 mg</td><td>300 mg</td><td>15 mg</td></tr>
</tbody>
</table>
<p>Mărimea picăturii variază în funcție de pipetă, de vâscozitatea uleiului și chiar de unghiul în care ții flaconul, așa că valorile sunt aproximative. Dacă producătorul indică pe etichetă câte miligrame are o picătură sau o pipetă plină, folosește acea valoare. Exemplu de calcul: pentru 35 mg pe zi dintr-un ulei de 10%, împarți 35 la 5 și obții 7 picături, pe care le poți lua 3 dimineața și 4 seara. Cantitatea potrivită pentru tine o stabilești cu medicul.</p>

<h3>Creșterea treptată: un program de trei-patru săptămâni</h3>
<p>Tabelul de mai jos este un exemplu general, de parcurs numai cu acordul medicului. Principiul este simplu: începe cu puțin, crește încet și oprește-te la cea mai mică doză care te ajută. Ritmul lent are două avantaje. Primul: îți dă timp să observi eventualele efecte nedorite, cum ar fi somnolența. Al doilea: îți permite să afli dacă o doză mică îți este suficientă, ceea ce se întâmplă mai des decât ai crede.</p>
<table>
<caption>Exemplu de creștere treptată a dozei, pentru fiecare nivel de intensitate</caption>
<thead>
<tr><th scope="col">Perioadă</th><th scope="col">Ușoară: ulei 10% (5 mg/picătură)</th><th scope="col">Moderată: ulei 15% (7,5 mg/picătură)</th><th scope="col">Severă: ulei 20% (10 mg/picătură), cu acordul medicului</th></tr>
</thead>
<tbody>
<tr><th scope="row">Zilele 1–7</th><td>2 + 2 picături (20 mg)</td><td>2 + 2 picături (30 mg)</td><td>2 + 2 picături (40 mg)</td></tr>
<tr><th scope="row">Zilele 8–14</th><td>3 + 3 picături (30 mg)</td><td>3 + 3 picături (45 mg)</td><td>3 + 3 picături (60 mg)</td></tr>
<tr><th scope="row">Zilele 15–21</th><td>3 + 4 picături (35 mg)</td><td>4 + 4 picături (60 mg)</td><td>4 + 4 picături (80 mg)</td></tr>
<tr><th scope="row">Din ziua 22</th><td>rămâi la 35 mg sau mai puțin</td><td>rămâi la 60 mg sau mai puțin</td><td>5 + 5 picături (100 mg), doar dacă medicul este de acord</td></tr>
</tbody>
</table>
<p>Prima cifră din fiecare celulă este priza de dimineață, a doua, cea de seară. Dacă simți somnolență în timpul zilei, mută o parte mai mare din doză seara. Dacă, dimpotrivă, anxietatea ta este mai intensă dimineața, poți inversa proporția. Nu sări etapele: dacă la sfârșitul primei săptămâni te simți bine, nu există niciun motiv să crești doza.</p>

<h3>De ce „mai mult” nu înseamnă „mai bine”</h3>
<p>Am amintit de curba în formă de „U inversat” observată în studiile de laborator: o doză medie a funcționat mai bine decât una mare. Nu știm dacă același tipar se aplică exact dozelor mici din uzul zilnic, dar principiul de prudență rămâne valabil. În plus, la doze mai mari cresc atât costul, cât și probabilitatea efectelor adverse și a interacțiunilor. De aceea, reperele din acest ghid sunt plafoane orientative, nu obiective de atins.</p>
<p>Trebuie spus și că autoritățile au poziții diferite. Agenția britanică pentru standarde alimentare, de exemplu, a recomandat în 2023 adulților sănătoși să nu depășească 10 mg de CBD pe zi din suplimente alimentare, tocmai din cauza lipsei datelor despre utilizarea pe termen lung. Este o poziție foarte precaută, dar ne amintește că fiecare miligram în plus trebuie să aibă un motiv, iar o doză zilnică mai mare merită discutată cu un medic.</p>

<h3>Trei scenarii practice</h3>
<p>Ca să vezi cum se aplică reperele în viața reală, iată trei situații tipice. Persoanele sunt imaginare, dar situațiile sunt cele despre care auzim cel mai des.</p>
<p><strong>Maria, 34 de ani, tensiune în perioadele aglomerate.</strong> Lucrează în contabilitate, iar la sfârșitul fiecărei luni doarme mai prost și se simte încordată. Nu ia medicamente, dar întreabă totuși farmacistul înainte. Pornește cu un ulei de 10%, 2 picături dimineața și 2 seara. După prima săptămână observă că adoarme mai ușor, așa că urcă la 3 + 3 picături (30 mg) și rămâne acolo, chiar dacă reperul pentru anxietatea ușoară este de 35 mg. Nu are motiv să crească mai mult.</p>
<p><strong>Andrei, 41 de ani, îngrijorare aproape zilnică.</strong> Își face griji constant pentru sănătate și pentru job, iar somnul i s-a fragmentat de câteva luni. Ia un medicament pentru tensiune. Înainte de a începe, întreabă medicul de familie, care verifică lista de medicamente și nu găsește o interacțiune relevantă la doze moderate. Andrei alege un ulei de 15% și crește treptat până la 60 mg pe zi. În paralel, începe ședințe de psihoterapie. După două luni spune că îngrijorările sunt „mai ușor de pus deoparte”. Nu poate ști exact cât a contat fiecare schimbare, și nici nu este nevoie: contează că are un plan complet.</p>
<p><strong>Elena, 29 de ani, atacuri de panică.</strong> Are atacuri de panică de câteva ori pe lună și a început să evite metroul. Este deja în tratament cu un antidepresiv prescris de psihiatru. Vrea să încerce CBD. Pasul corect pentru ea nu este să caute o doză pe internet, ci să îi spună psihiatrului. Medicul poate considera că o doză mică este acceptabilă, că asocierea nu este potrivită sau că e mai util să ajusteze tratamentul și să adauge psihoterapie. Pentru Elena, protocolul de panică are sens doar dacă medicul este de acord.</p>
<p>Ce au în comun cele trei exemple: doza se alege în funcție de persoană, nu de tabel; se crește încet; iar medicația existentă schimbă complet ordinea pașilor.</p>

<h2>Protocolul pentru momentele de panică</h2>
<p>Mulți oameni ne întreabă ce pot face în momentele acute: înaintea unui zbor, a unei prezentări sau atunci când simt că urcă valul unui atac de panică. Pentru aceste situații folosim, ca orientare generală, un „protocol de panică” cu o priză suplimentară de 20–30 mg de CBD, administrată sublingual.</p>
<table>
<caption>Protocolul de panică: priza suplimentară de 20–30 mg CBD, administrată sublingual</caption>
<thead>
<tr><th scope="col">Concentrația uleiului</th><th scope="col">Picături pentru 20–30 mg (aprox.)</th><th scope="col">Când ajunge să acționeze</th></tr>
</thead>
<tbody>
<tr><th scope="row">10%</th><td>4–6 picături</td><td>de obicei în 15–45 de minute</td></tr>
<tr><th scope="row">15%</th><td>3–4 picături</td><td>de obicei în 15–45 de minute</td></tr>
<tr><th scope="row">20%</th><td>2–3 picături</td><td>de obicei în 15–45 de minute</td></tr>
</tbody>
</table>
<p class="disclaimer"><strong>Nu îl aplica pe cont propriu.</strong> Priza suplimentară este o informație generală; folosește-o numai dacă medicul tău este de acord, mai ales dacă iei medicamente pentru anxietate.</p>

<h3>Ce e bine de știut, dacă medicul este de acord</h3>
<ol>
<li><strong>Folosește-l anticipat, când se poate.</strong> CBD-ul nu acționează instantaneu. Dacă știi că urmează o situație dificilă, ia priza cu 30–60 de minute înainte.</li>
<li><strong>Pune picăturile sub limbă și ține-le acolo 60–90 de secunde</strong>, apoi înghite. Nu mânca și nu bea nimic fierbinte în acest timp.</li>
<li><strong>Respiră lent în timp ce aștepți.</strong> Tehnica de respirație este intervenția ta imediată; CBD-ul, dacă te ajută, vine din urmă.</li>
<li><strong>Nu repeta priza în aceeași oră.</strong> Lasă-i timp să acționeze. Dacă nu observi nimic, nu compensa cu o doză dublă.</li>
<li><strong>Socotește priza în totalul zilei.</strong> Dacă ai luat deja doza obișnuită, priza de panică se adaugă la ea. Nu folosi protocolul de mai multe ori pe zi.</li>
<li><strong>Nu conduce</strong> dacă te simți somnolent sau dacă este prima dată când iei această cantitate.</li>
</ol>

<h3>Tehnici de sprijin care acționează imediat</h3>
<p>Într-un atac de panică, corpul reacționează ca în fața unui pericol real, deși pericolul nu există. Scopul nu este să „oprești” senzațiile cu forța, ci să îi arăți corpului că este în siguranță.</p>
<ul>
<li><strong>Respirația cu expirul prelungit:</strong> inspiră pe nas 4 secunde, expiră pe gură 6–8 secunde, ca și cum ai sufla ușor printr-un pai. Repetă 5–10 minute. Expirul lung activează sistemul nervos parasimpatic, cel care încetinește ritmul cardiac.</li>
<li><strong>Tehnica 5-4-3-2-1:</strong> numește 5 lucruri pe care le vezi, 4 pe care le poți atinge, 3 pe care le auzi, 2 pe care le miroși și unul pe care îl guști. Exercițiul îți mută atenția din interior spre mediul înconjurător.</li>
<li><strong>Numește ce se întâmplă:</strong> „Este un atac de panică. Este neplăcut, dar nu este periculos și va trece.” Atacurile de panică ating de obicei intensitatea maximă în câteva minute, apoi scad.</li>
<li><strong>Nu fugi din situație dacă poți să rămâi.</strong> Evitarea aduce ușurare pe moment, dar întărește frica pe termen lung. Un psihoterapeut te poate ghida pas cu pas în acest proces.</li>
</ul>
<p>Dacă atacurile de panică sunt frecvente, protocolul de mai sus nu este o soluție pe termen lung. Este un moment bun să vorbești cu un medic sau cu un psiholog: tulburarea de panică răspunde foarte bine la tratament.</p>

<h2>Cum alegi un produs CBD potrivit pentru anxietate</h2>
<p>Piața CBD este plină de produse care arată la fel pe raft, dar diferă foarte mult la interior. Iată criteriile care contează cu adevărat.</p>

<h3>Tipul de extract</h3>
<ul>
<li><strong>Spectru complet (full spectrum):</strong> conține CBD alături de alți canabinoizi minori (de exemplu CBG, CBC), terpene și flavonoide din plantă. În mod clasic, extractul spectru complet poate conține și urme de THC, sub limita legală. Produsele Verdana Wellness sunt formulate astfel încât THC-ul să rămână sub limita de cuantificare a laboratorului, de 0,01%, adică 0,00%.</li>
<li><strong>Spectru larg (broad spectrum):</strong> păstrează canabinoizii minori și terpenele, dar THC-ul este eliminat.</li>
<li><strong>Izolat:</strong> CBD pur, fără alți compuși. Este cel mai neutru ca gust și o alegere pentru cine vrea să evite orice alt compus al plantei.</li>
</ul>
<p>Se vorbește mult despre „efectul de antrenare” (entourage), ideea că substanțele plantei lucrează mai bine împreună. Ideea este plauzibilă și populară, însă dovezile directe la om sunt încă limitate. Pentru începători, un ulei spectru complet sau larg de 10% este un punct de plecare echilibrat.</p>

<h3>Concentrația</h3>
<p>Concentrația nu indică „puterea” calmantă a produsului, ci doar câte miligrame primești într-o picătură. Un ulei de 20% nu este „mai bun” decât unul de 10%; doar te ajută să iei o doză mai mare într-un volum mai mic. Dacă ești la început, o concentrație mică îți permite să ajustezi fin doza. Dacă ai nevoie de cantități mai mari, o concentrație mai mare este mai comodă și, de obicei, mai economică pe miligram.</p>

<h3>Forma de administrare</h3>
<ul>
<li><strong>Uleiul sublingual</strong> este cel mai flexibil: poți doza la picătură, iar efectul apare în 15–45 de minute și durează câteva ore.</li>
<li><strong>Jeleurile</strong> sunt comode și discrete, cu doză fixă, dar acționează mai lent (uneori o oră sau mai mult), pentru că trec prin digestie. Sunt potrivite pentru rutina zilnică, mai puțin pentru momentele acute.</li>
<li><strong>Vaporizarea</strong> are cel mai rapid debut, dar durata este mai scurtă, iar inhalarea nu este lipsită de riscuri pentru plămâni. Nu o recomandăm persoanelor care nu fumează sau nu folosesc deja vape.</li>
</ul>
<p>Am comparat pe larg aceste forme în articolul <a href="/blog/cbd-vape-ulei-jeleuri-ce-alegi">CBD vape, ulei sau jeleuri: ce alegi</a>.</p>

<h3>Semnele de calitate</h3>
<ul>
<li>certificat de analiză (COA) de la un laborator independent, pentru lotul pe care îl cumperi;</li>
<li>concentrația de CBD măsurată apropiată de cea declarată pe etichetă;</li>
<li>THC nedetectat sau în limitele legale, clar indicat;</li>
<li>teste pentru metale grele, pesticide, solvenți reziduali și contaminare microbiologică;</li>
<li>ingrediente scurte și clare, ulei purtător de calitate (ulei de semințe de cânepă sau MCT);</li>
<li>fără promisiuni medicale pe ambalaj.</li>
</ul>

<h2>CBD în rutina zilnică de echilibru</h2>
<p>Oamenii care spun că CBD-ul îi ajută rareori îl folosesc singur. De cele mai multe ori, ei au făcut mai multe schimbări deodată, iar CBD-ul a devenit un element dintr-o rutină mai largă. Această rutină contează cel puțin la fel de mult ca uleiul.</p>

<h3>Dimineața</h3>
<ul>
<li><strong>Prima priză de ulei</strong>, la aceeași oră, de preferat după un mic dejun care conține și grăsimi, pentru o absorbție mai bună.</li>
<li><strong>Lumină naturală</strong> 10–15 minute în prima parte a zilei, care ajută la reglarea ceasului biologic și a somnului.</li>
<li><strong>Cafeaua cu măsură.</strong> Cofeina poate amplifica palpitațiile și neliniștea. Dacă ești sensibil, încearcă o singură cafea, înainte de ora prânzului.</li>
</ul>

<h3>În timpul zilei</h3>
<ul>
<li><strong>Mișcarea:</strong> 20–30 de minute de mers alert, bicicletă sau înot, în majoritatea zilelor, reduc tensiunea acumulată. Activitatea fizică regulată este una dintre cele mai bine documentate intervenții pentru starea de bine psihică.</li>
<li><strong>Pauze scurte de respirație</strong>, de două-trei minute, între sarcini.</li>
<li><strong>Limite pentru știri și rețele sociale</strong>, mai ales seara. Fluxul continuu de informații alarmante ține sistemul nervos în alertă.</li>
</ul>

<h3>Seara</h3>
<ul>
<li><strong>A doua priză de ulei</strong> cu 30–60 de minute înainte de culcare, mai ales dacă anxietatea îți afectează adormirea.</li>
<li><strong>Un ritual de „închidere” a zilei:</strong> lumină mai slabă, o carte, un duș cald, câteva minute în care scrii pe hârtie grijile de a doua zi, ca să nu le mai porți cu tine în pat.</li>
<li><strong>Fără alcool ca „relaxant”.</strong> Alcoolul calmează pe moment, dar fragmentează somnul și poate amplifica anxietatea a doua zi. Asocierea cu CBD-ul poate accentua somnolența.</li>
</ul>
<p>Dacă problema principală este somnul, găsești un plan detaliat în <a href="/blog/cbd-somn-insomnie-ghid-complet-2025">ghidul nostru complet despre CBD și somn</a>.</p>

<h3>CBD și alte suplimente pentru relaxare</h3>
<p>Mulți oameni combină CBD-ul cu alte produse „pentru calm”. Unele asocieri sunt banale, altele merită atenție:</p>
<ul>
<li><strong>Magneziul:</strong> se asociază frecvent cu CBD-ul și nu are interacțiuni cunoscute cu acesta. Formele precum bisglicinatul sunt, de regulă, mai blânde cu stomacul. Nu depăși doza de pe ambalaj, iar dacă ai o boală de rinichi, întreabă medicul.</li>
<li><strong>L-teanina</strong>, un aminoacid din ceaiul verde, este folosită pentru o stare de calm fără somnolență. Datele sunt modeste, dar profilul de siguranță este bun.</li>
<li><strong>Ashwagandha:</strong> popularitatea ei a crescut mult, dar au fost raportate cazuri rare de afectare hepatică, iar planta poate influența funcția tiroidei. Dacă o asociezi cu CBD, care este și el metabolizat de ficat, discută mai întâi cu medicul sau cu farmacistul.</li>
<li><strong>Valeriana, roinița, pasiflora:</strong> pot adăuga un efect sedativ. Combinate cu CBD-ul, pot accentua somnolența, mai ales seara. Începe cu doze mici și nu conduce până nu știi cum reacționezi.</li>
<li><strong>Sunătoarea:</strong> interacționează cu foarte multe medicamente, prin aceleași sisteme enzimatice. Nu o asocia cu CBD-ul sau cu medicamente fără avizul medicului.</li>
</ul>
<p>Regula de bază: introdu un singur produs nou o dată. Dacă începi simultan trei suplimente, nu vei ști care te ajută și, mai ales, care îți face rău.</p>

<h3>Psihoterapia rămâne piesa centrală</h3>
<p>Terapia cognitiv-comportamentală te învață să recunoști gândurile catastrofice, să le pui la îndoială și să te expui treptat situațiilor de care te temi. Efectele ei durează și după încheierea ședințelor, pentru că îți lasă abilități pe care le folosești toată viața. Dacă anxietatea îți limitează viața, un psihoterapeut este cea mai bună investiție pe care o poți face, iar CBD-ul poate rămâne, eventual, un sprijin complementar.</p>

<h2>Siguranță, efecte adverse și interacțiuni</h2>
<p>CBD-ul este, în general, bine tolerat. Asta nu înseamnă că este lipsit de riscuri. Iată ce trebuie să știi înainte de a-l folosi.</p>

<h3>Efecte adverse posibile</h3>
<ul>
<li>somnolență sau oboseală, mai ales la doze mai mari sau în asociere cu alte substanțe sedative;</li>
<li>gură uscată;</li>
<li>modificări ale apetitului;</li>
<li>tulburări digestive, inclusiv diaree, mai ales la doze mari;</li>
<li>amețeală, ocazional;</li>
<li>creșterea enzimelor hepatice, observată mai ales în studiile cu doze foarte mari, de ordinul sutelor de miligrame sau mai mult pe zi, și în asociere cu anumite medicamente.</li>
</ul>
<p>Dacă observi oricare dintre aceste efecte, revino la doza anterioară sau oprește administrarea. Dacă apar îngălbenirea pielii sau a ochilor, urină închisă la culoare ori dureri în partea dreaptă sus a abdomenului, oprește produsul și mergi la medic.</p>

<h3>Interacțiunile cu medicamentele: enzimele CYP450</h3>
<p>Ficatul descompune multe medicamente cu ajutorul unei familii de enzime numite citocromul P450 (CYP450). CBD-ul poate inhiba unele dintre aceste enzime, în special CYP3A4, CYP2C19 și CYP2C9. Consecința: anumite medicamente pot fi eliminate mai lent, iar nivelul lor în sânge poate crește. Este un mecanism asemănător cu cel al sucului de grepfrut, motiv pentru care regula „evită grepfrutul” de pe prospect este un semnal că e nevoie de atenție și la CBD.</p>
<p>Categoriile de medicamente la care discuția cu medicul sau cu farmacistul este obligatorie includ:</p>
<ul>
<li><strong>antidepresivele</strong> (de exemplu ISRS precum sertralina, citalopramul sau escitalopramul), frecvent prescrise chiar pentru anxietate;</li>
<li><strong>benzodiazepinele</strong> (de exemplu alprazolam, diazepam, clonazepam): efectul sedativ se poate adăuga, iar nivelul unora poate crește;</li>
<li><strong>anticoagulantele</strong> (de exemplu warfarina) și unele antiagregante;</li>
<li><strong>antiepilepticele</strong>, în special clobazamul și valproatul;</li>
<li><strong>unele medicamente pentru inimă și tensiune</strong>, statinele și imunosupresoarele;</li>
<li><strong>medicamentele pentru somn</strong> și orice alt sedativ, inclusiv antihistaminicele care dau somnolență.</li>
</ul>
<p>Nu opri și nu reduce niciodată de unul singur un medicament prescris pentru anxietate sau depresie pentru a-l „înlocui” cu CBD. Oprirea bruscă a antidepresivelor sau a benzodiazepinelor poate provoca simptome neplăcute și chiar periculoase. Orice modificare se face doar împreună cu medicul.</p>

<h3>Sarcina, alăptarea și alte situații speciale</h3>
<ul>
<li><strong>Sarcina și alăptarea:</strong> nu folosi CBD. Nu există date suficiente despre siguranța pentru făt sau pentru sugar, iar recomandarea generală a autorităților este de evitare.</li>
<li><strong>Sub 18 ani:</strong> produsele noastre sunt destinate exclusiv adulților.</li>
<li><strong>Boli hepatice:</strong> este nevoie de acordul medicului, pentru că ficatul metabolizează CBD-ul.</li>
<li><strong>Înaintea unei intervenții chirurgicale:</strong> spune-i medicului anestezist că folosești CBD.</li>
<li><strong>Condusul și munca la înălțime sau cu utilaje:</strong> evită-le până știi cum reacționezi, mai ales la începutul utilizării sau după o creștere a dozei.</li>
</ul>

<h2>Cum îți urmărești progresul</h2>
<p>Anxietatea fluctuează natural, de la o zi la alta și de la o săptămână la alta. De aceea, impresia de moment („azi mă simt mai bine, deci funcționează”) poate fi înșelătoare. Un jurnal simplu te ajută să vezi tendința reală.</p>
<ul>
<li><strong>Notează zilnic</strong> doza, ora administrării, nivelul de anxietate pe o scară de la 0 la 10, calitatea somnului și eventualele efecte nedorite.</li>
<li><strong>Folosește o scală standardizată.</strong> Chestionarul GAD-7, cu șapte întrebări, este folosit frecvent de medici pentru a evalua severitatea anxietății generalizate. Îl poți completa o dată la două săptămâni și îi poți arăta rezultatele medicului.</li>
<li><strong>Notează și contextul:</strong> perioade aglomerate, evenimente neobișnuite, cafeaua în plus, nopțile scurte.</li>
<li><strong>Fă o evaluare după 4–6 săptămâni.</strong> Dacă nu observi nicio diferență la doza-țintă, probabil CBD-ul nu este pentru tine. Nu crește la nesfârșit doza în speranța unui efect.</li>
</ul>
<p>Jurnalul are un beneficiu suplimentar: faptul că îți observi stările cu regularitate este, în sine, un exercițiu de conștientizare, folosit și în psihoterapie.</p>

<h2>Greșeli frecvente</h2>
<ul>
<li><strong>Așteptarea unui efect „ca la pastilă”.</strong> CBD-ul nu funcționează ca un tranchilizant. Efectul, acolo unde există, este de obicei subtil: reacții mai puțin intense, o stare de fond mai calmă.</li>
<li><strong>Schimbarea prea des a produsului sau a dozei.</strong> Dacă modifici totul la câteva zile, nu mai poți afla ce funcționează.</li>
<li><strong>Dozele neregulate.</strong> Administrarea la aceleași ore, zi de zi, dă rezultate mai ușor de evaluat.</li>
<li><strong>Ignorarea medicației existente.</strong> Interacțiunile sunt reale, chiar dacă nu toate sunt relevante clinic. Întreabă farmacistul.</li>
<li><strong>Produse fără certificat de analiză.</strong> Fără un COA nu știi nici cât CBD primești, nici dacă produsul conține THC sau contaminanți.</li>
<li><strong>Folosirea CBD-ului ca să amâni un consult.</strong> Dacă anxietatea îți afectează viața, amânarea tratamentului are un cost.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>În cât timp se simte efectul CBD-ului asupra anxietății?</h3>
<p>Administrat sublingual, CBD-ul începe de obicei să acționeze în 15–45 de minute. Efectul asupra stării de fond, dacă apare, se evaluează însă în săptămâni: merită să urmărești cum te simți timp de 4–6 săptămâni, la o doză constantă.</p>
<h3>Pot lua CBD dacă urmez un tratament cu antidepresive?</h3>
<p>Doar cu acordul medicului. CBD-ul poate influența enzimele care metabolizează multe antidepresive și anxiolitice. Medicul poate decide că asocierea este posibilă, eventual cu o doză mică și cu monitorizare, sau că nu este potrivită în cazul tău.</p>
<h3>CBD-ul creează dependență?</h3>
<p>Datele actuale, inclusiv evaluarea Organizației Mondiale a Sănătății, arată că CBD-ul nu are potențial de abuz sau de dependență. Cu toate acestea, dacă ajungi să simți că nu poți face față unei zile fără un produs, oricare ar fi el, discută acest lucru cu un specialist.</p>
<h3>Voi fi pozitiv la un test antidrog?</h3>
<p>Testele antidrog caută THC, nu CBD. Cu un produs cu 0,00% THC confirmat de laborator, riscul este foarte mic. Riscul apare la produsele fără certificat sau cu conținut de THC nedeclarat.</p>
<h3>E mai bine să iau CBD dimineața sau seara?</h3>
<p>Depinde de momentul în care anxietatea e mai intensă. Împărțirea dozei în două prize, dimineața și seara, oferă un nivel mai constant pe parcursul zilei. Dacă uleiul îți dă somnolență, mută o parte mai mare din doză seara.</p>
<h3>Cât timp pot lua CBD fără pauză?</h3>
<p>Nu există o durată maximă stabilită. Datele despre siguranța pe termen lung sunt încă limitate, așa că o abordare prudentă este să reevaluezi nevoia la fiecare două-trei luni: fă o pauză de câteva zile sau redu doza și observă dacă se schimbă ceva. Dacă folosești CBD zilnic, de mai multe luni, și iei și medicamente, spune-i medicului la controalele de rutină, ca să poată urmări, dacă e cazul, și analizele hepatice.</p>
<h3>Ce fac dacă nu simt nicio diferență?</h3>
<p>Verifică întâi dacă ai respectat câteva condiții: produs cu certificat de analiză, administrare sublinguală corectă, doze regulate, cel puțin 4–6 săptămâni la doza-țintă. Dacă toate sunt îndeplinite și nu observi nimic, este foarte posibil ca CBD-ul pur și simplu să nu funcționeze pentru tine. Nu este un eșec personal: variabilitatea între oameni este mare. Nu crește doza peste reperele orientative și discută cu un specialist despre alte opțiuni.</p>
<h3>Pot folosi jeleuri în loc de ulei?</h3>
<p>Da, pentru rutina zilnică. Calculează doza pe baza miligramelor de CBD dintr-un jeleu, trecute pe ambalaj. Pentru momentele acute, uleiul sublingual este mai potrivit, pentru că acționează mai repede.</p>

<h2>Pe scurt</h2>
<ul>
<li>CBD-ul nu este un tratament pentru anxietate, dar studiile mici sugerează că poate ajuta unele persoane, ca parte a unei rutine mai largi.</li>
<li>Reperele orientative, de discutat cu medicul, sunt: 35 mg pe zi cu un ulei de 10% pentru anxietatea ușoară, 60 mg pe zi cu un ulei de 15% pentru cea moderată și 100 mg pe zi cu un ulei de 20% pentru cea severă, aceasta din urmă doar cu acordul medicului.</li>
<li>În momentele de panică, o priză suplimentară de 20–30 mg sublingual, asociată cu respirația lentă, poate fi o opțiune doar cu acordul medicului; priza se socotește în totalul zilei.</li>
<li>Pornește de la doze mai mici, crește treptat și oprește-te la cea mai mică doză care te ajută.</li>
<li>Discută cu medicul dacă iei medicamente (interacțiuni prin enzimele CYP450), dacă ai boli hepatice, dacă ești însărcinată sau alăptezi.</li>
<li>Alege produse cu certificat de analiză pentru fiecare lot și cu 0,00% THC.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Conținutul acestui articol are scop informativ și nu reprezintă un diagnostic, o recomandare de tratament sau o prescripție. Produsele CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai simptome de anxietate care îți afectează viața, iei medicamente, ești însărcinată sau alăptezi, discută cu medicul tău înainte de a folosi CBD. Produse destinate exclusiv persoanelor peste 18 ani.</p>

<p>Vrei să vezi produsele? Uleiurile, fiecare cu lotul și buletinul de analiză pe pagina lui, sunt în <a href="/shop">magazin</a>, iar <a href="/quiz">quiz-ul nostru</a> îți sugerează de unde să pornești.</p>
`,
  author: 'Ioana Dumitrescu, psiholog clinician',
  date: '2025-01-18',
  category: 'Sănătate Mentală',
  image: '/images/blog/cbd-anxietate-ghid-complet.svg',
  readTime: '28 min',
  metaDescription:
    'CBD și anxietatea: ce arată studiile, doze orientative pe niveluri (35, 60, 100 mg/zi), protocolul de panică, interacțiuni CYP450 și siguranță.',
  keywords: [
    'CBD anxietate',
    'ulei CBD anxietate',
    'doza CBD anxietate',
    'CBD atac de panică',
    'CBD stres',
    'canabidiol anxietate',
    'CBD interacțiuni medicamente',
  ],
};
