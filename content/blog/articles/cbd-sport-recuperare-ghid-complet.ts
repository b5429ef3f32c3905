import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 4,
  slug: 'cbd-sport-recuperare-ghid-complet',
  title: 'CBD și sportul: recuperarea, regulile antidoping și ce arată studiile',
  excerpt:
    'Pe ce se sprijină recuperarea după antrenament, ce au arătat și ce nu studiile despre CBD la sportivi, ce spun regulile antidoping și ce precauții contează dacă iei medicamente.',
  content: `
<p>Progresul în sport nu se produce în timpul antrenamentului, ci după el. Efortul este doar stimulul; adaptarea propriu-zisă, adică mușchi mai puternici, o inimă mai eficientă și tendoane mai rezistente, se construiește în orele și zilele de odihnă care urmează. De aceea, sportivii de performanță și antrenorii lor vorbesc astăzi la fel de mult despre somn, alimentație și gestionarea oboselii cât despre planul de antrenament.</p>
<p>În ultimii ani, în aceeași discuție a intrat și canabidiolul (CBD). Apare în conversațiile din vestiare, pe forumurile alergătorilor și în reclame care promit „recuperare” sau „performanță”. Întrebarea utilă nu este dacă CBD-ul e la modă, ci ce au arătat, de fapt, studiile, ce nu au arătat, ce reguli antidoping se aplică și ce riscuri există, mai ales pentru cine ia medicamente sau este testat la competiții.</p>
<p>Ghidul se adresează atât sportivilor amatori, cât și celor legitimați. Începem cu bazele recuperării, pentru că acolo sunt dovezile cele mai solide și câștigul cel mai mare. Continuăm cu ce este CBD-ul, cu ce spune cercetarea, cu regulile antidoping, cu interacțiunile cu medicamentele și cu felul în care citești eticheta și buletinul de analiză al unui produs.</p>
<p>Precizarea de principiu, pe care o vei regăsi pe tot parcursul textului: CBD-ul nu este un medicament. Nu vindecă accidentările, nu îmbunătățește performanța și nu există dovezi că ar scurta recuperarea. Pentru o problemă de sănătate, inclusiv pentru o durere care nu trece, vorbește cu medicul.</p>

<h2>Ce înseamnă, de fapt, recuperarea</h2>
<p>Orice antrenament eficient este o formă controlată de stres. Fibrele musculare suferă micro-leziuni, rezervele de glicogen scad, sistemul nervos obosește, iar organismul răspunde printr-o reacție inflamatorie locală, care face parte din procesul normal de reparare. Dacă îi oferi suficient timp și resurse, corpul nu doar repară, ci se adaptează și devine mai pregătit pentru același efort. Acesta este principiul supracompensării, pe care se sprijină orice plan de antrenament.</p>
<p>Problema apare când raportul dintre efort și odihnă se dezechilibrează. Prea puțin stimul înseamnă stagnare. Prea mult stimul, fără timp suficient de refacere, înseamnă oboseală acumulată, performanță în scădere și risc crescut de accidentare.</p>

<h3>Febra musculară</h3>
<p>Febra musculară, numită în literatura de specialitate DOMS (durere musculară cu debut întârziat), apare de obicei la 12–24 de ore după un efort neobișnuit, atinge un vârf la 24–72 de ore și dispare în câteva zile. Este provocată mai ales de contracțiile excentrice, în care mușchiul lucrează în timp ce se alungește: coborârea unei pante în alergare, faza de coborâre a unei genuflexiuni, frânarea într-un sport cu schimbări de direcție.</p>
<p>Contrar unui mit răspândit, febra musculară nu este cauzată de acidul lactic, care se elimină în una-două ore după efort. Ea este legată de micro-leziunile fibrelor și de procesul inflamator care urmează. Nu este nici un indicator fidel al calității antrenamentului: un antrenament foarte bun poate să nu lase nicio durere, iar unul nepotrivit poate lăsa multă.</p>

<h3>Oboseala periferică și oboseala centrală</h3>
<p>Oboseala de după efort are două componente. Oboseala periferică ține de mușchi: rezerve energetice scăzute, micro-leziuni, dezechilibre de electroliți. Oboseala centrală ține de sistemul nervos: creierul „comandă” mușchii cu mai puțină intensitate, motivația scade, iar efortul pare mai greu decât este. Ambele se refac prin odihnă, dar oboseala centrală depinde mult de somn și de stresul din afara sportului: un loc de muncă solicitant sau probleme personale se adună peste oboseala de la antrenament.</p>

<h3>Suprasolicitarea și supraantrenamentul</h3>
<p>O perioadă scurtă de efort crescut, urmată de odihnă, poate fi o strategie deliberată. Când oboseala persistă însă săptămâni sau luni, iar performanța scade în ciuda odihnei, se poate ajunge la un sindrom de supraantrenament, din care revenirea durează uneori luni. Semnalele de avertizare includ:</p>
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
<p>Dacă te regăsești în mai multe dintre aceste semnale, niciun supliment și niciun produs nu sunt soluția. Este nevoie de reducerea volumului de antrenament și de un consult medical, pentru a exclude alte cauze, cum ar fi anemia, problemele de tiroidă sau un aport energetic insuficient.</p>

<h2>Pilonii recuperării</h2>
<p>Orice discuție despre produse trebuie să înceapă cu o ierarhie realistă. Dacă dormi cinci ore pe noapte, mănânci prea puțin și te antrenezi intens în fiecare zi, niciun ulei, nicio cremă și niciun dispozitiv nu vor compensa. Pilonii de mai jos au cele mai solide dovezi și cel mai mare impact.</p>

<h3>Somnul</h3>
<p>În timpul somnului profund se eliberează cea mai mare parte a hormonului de creștere, implicat în repararea țesuturilor. Lipsa de somn crește percepția efortului, scade timpul de reacție și precizia, afectează reglarea glicemiei și apetitul și a fost asociată, în studii observaționale pe sportivi tineri, cu un risc mai mare de accidentare. Un studiu cunoscut, realizat la Universitatea Stanford pe jucătorii de baschet ai echipei universitare, a arătat că prelungirea timpului de somn timp de câteva săptămâni a fost urmată de sprinturi mai rapide și de o precizie mai bună la aruncări.</p>
<p>Recomandarea generală pentru adulți este de cel puțin șapte ore pe noapte, iar mulți sportivi cu volum mare de antrenament se simt mai bine cu opt-nouă ore. Regulile de bază sunt aceleași ca pentru oricine: oră fixă de trezire, dormitor răcoros și întunecat, fără cafea după-amiaza, ecranele departe de pat. Particularitatea sportivilor este antrenamentul de seară: adrenalina și temperatura corporală crescută pot întârzia adormirea. Mulți își construiesc o tranziție de aproximativ o oră: duș cald, o gustare ușoară, lumină slabă, fără telefon. Dacă problemele de somn persistă câteva săptămâni, vorbește cu medicul. Despre somn în general, și despre ce au arătat sau nu studiile despre CBD în acest domeniu, găsești mai multe în <a href="/blog/cbd-si-somnul-ce-arata-studiile">articolul nostru despre CBD și somn</a>.</p>

<h3>Alimentația: energie suficientă, proteine și carbohidrați</h3>
<p>Primul principiu al nutriției sportive este să mănânci suficient. Un aport energetic cronic insuficient față de efort, situație numită în literatura de specialitate „deficit energetic relativ în sport”, poate afecta hormonii, sănătatea oaselor, imunitatea și performanța. Este frecvent mai ales în sporturile în care greutatea contează: alergare, ciclism, sporturi pe categorii de greutate, gimnastică, dans.</p>
<ul>
<li><strong>Proteinele:</strong> pozițiile societăților de nutriție sportivă indică, pentru majoritatea oamenilor activi, un aport de aproximativ 1,4–2,0 g de proteine pe kilogram de greutate corporală pe zi, împărțit în mai multe mese, fiecare cu aproximativ 20–40 de grame de proteine. O masă cu proteine după antrenament și o gustare proteică seara sunt strategii simple.</li>
<li><strong>Carbohidrații:</strong> sunt combustibilul principal pentru efortul intens. Necesarul variază mult în funcție de volum: mai puțini în zilele ușoare, mult mai mulți în zilele cu antrenamente lungi sau duble. Refacerea glicogenului este mai rapidă dacă mănânci carbohidrați în primele ore după efort, ceea ce contează mai ales când ai două antrenamente în aceeași zi sau antrenamente în zile consecutive.</li>
<li><strong>Grăsimile:</strong> sunt necesare pentru hormoni și pentru absorbția vitaminelor liposolubile. Peștele gras, nucile, semințele și uleiul de măsline sunt surse bune.</li>
<li><strong>Micronutrienții:</strong> fierul, vitamina D, calciul și magneziul merită atenție la sportivi. Suplimentarea se face ideal pe baza analizelor și a discuției cu medicul, nu la întâmplare.</li>
</ul>

<h3>Ce mănânci înainte, în timpul și după efort</h3>
<p><strong>Înainte.</strong> O masă completă cu două-trei ore înainte de antrenament sau o gustare ușoară, bogată în carbohidrați și săracă în grăsimi și fibre, cu 30–60 de minute înainte, îți asigură energie fără disconfort digestiv. Exemple: ovăz cu fructe, o banană cu iaurt, pâine cu miere. Testează-ți toleranța la antrenamente, nu în ziua competiției.</p>
<p><strong>În timpul eforturilor lungi.</strong> Pentru antrenamentele sub o oră, apa este, de regulă, suficientă. Pentru eforturile care depășesc 60–90 de minute, recomandările de nutriție sportivă indică un aport de carbohidrați de ordinul a 30–60 de grame pe oră, iar în probele foarte lungi sportivii antrenați pot tolera cantități mai mari, mai ales din combinații de glucoză și fructoză.</p>
<p><strong>După.</strong> Masa de după efort combină proteine, pentru repararea mușchilor, carbohidrați, pentru refacerea rezervelor, și lichide cu sodiu. Nu este nevoie să alergi la shake în primele 15 minute; dacă masa principală urmează în una-două ore, ești acoperit. Contează mai mult totalul zilei decât minutul exact.</p>

<h3>Alimentele și suplimentele „funcționale”: ce merită și ce nu</h3>
<ul>
<li><strong>Cofeina</strong> are dovezi solide că îmbunătățește performanța în multe sporturi, în cantități moderate, luată cu aproximativ o oră înainte de efort. Dezavantajul: dacă te antrenezi seara, îți poate afecta somnul.</li>
<li><strong>Sucul de cireșe amare</strong> a fost studiat în câteva cercetări mici, de exemplu la alergătorii de maraton, cu rezultate modeste. Poate face parte din alimentație, fără așteptări mari.</li>
<li><strong>Acizii grași omega-3</strong>, din pește gras sau din suplimente, sunt importanți pentru sănătatea generală; efectele directe asupra refacerii musculare sunt încă discutate.</li>
<li><strong>Creatina</strong> este unul dintre cele mai studiate suplimente, cu efecte demonstrate pentru eforturile scurte și intense și pentru câștigul de forță în antrenamentul de rezistență.</li>
<li><strong>Suplimentele „miraculoase”</strong>, cu zeci de ingrediente și promisiuni spectaculoase, sunt de cele mai multe ori scumpe și inutile, iar pentru sportivii testați pot fi riscante, din cauza contaminării.</li>
</ul>

<h3>Hidratarea</h3>
<p>Pierderile de lichide prin transpirație variază foarte mult între oameni și în funcție de temperatură. O metodă simplă ca să ți le cunoști: te cântărești înainte și după un antrenament de o oră, fără haine transpirate, și ții cont de ce ai băut. Fiecare kilogram pierdut înseamnă aproximativ un litru de lichid. Pentru refacere, recomandarea obișnuită este să bei, în orele următoare, ceva mai mult decât ai pierdut, de ordinul a 1,25–1,5 litri pentru fiecare kilogram, împreună cu sodiu din alimente sau din băuturi pentru sportivi, mai ales după eforturile lungi, la căldură. Culoarea urinei, galben-pai, este un indicator practic.</p>
<p>Și excesul este o problemă: cantitățile foarte mari de apă simplă băute în timpul eforturilor lungi pot duce la scăderea periculoasă a sodiului din sânge. Bea în funcție de sete și de pierderile tale, nu „cât mai mult”.</p>

<h3>Planificarea antrenamentului</h3>
<p>Cea mai eficientă strategie de recuperare este un plan care nu produce mai multă oboseală decât poți gestiona. Câteva principii:</p>
<ul>
<li><strong>Alternanța zilelor grele și ușoare.</strong> Două antrenamente foarte intense în zile consecutive, pentru aceleași grupe musculare, sunt rareori o idee bună.</li>
<li><strong>Creșterea treptată a volumului.</strong> Saltul brusc al volumului săptămânal, de exemplu de la 20 la 40 de kilometri de alergare, este una dintre cauzele frecvente ale accidentărilor de suprasolicitare.</li>
<li><strong>Săptămânile de descărcare.</strong> La fiecare trei-patru săptămâni de efort crescut, o săptămână cu volum redus permite consolidarea adaptărilor.</li>
<li><strong>Atenția la semnale.</strong> O zi în care te simți foarte obosit, cu puls ridicat și somn prost, poate fi ziua potrivită pentru un antrenament ușor în locul celui planificat.</li>
</ul>

<h3>Zilele de după o cursă lungă sau o competiție</h3>
<p>După un maraton, un triatlon sau un turneu cu mai multe meciuri, corpul are nevoie de mai mult decât o noapte bună. Primele 24 de ore sunt dedicate refacerii lichidelor, a rezervelor de energie și somnului. În zilele următoare, mișcarea ușoară, cum ar fi plimbările sau pedalatul relaxat, este de obicei preferată statului în pat. Revenirea la antrenamentele intense se face treptat: mulți antrenori recomandă, după un maraton, cel puțin o săptămână fără efort intens și o creștere progresivă a volumului în săptămânile următoare. Sistemul imunitar poate fi mai vulnerabil în zilele de după un efort foarte lung, așa că somnul, mesele regulate și igiena mâinilor contează.</p>

<h3>Recuperarea activă și mobilitatea</h3>
<p>Mișcarea ușoară în zilele de după efort, cum ar fi o plimbare, pedalatul ușor sau înotul relaxat, stimulează circulația și este adesea percepută ca mai odihnitoare decât repausul complet. Exercițiile de mobilitate și exercițiile ușoare de întindere pot reduce senzația de rigiditate. Dovezile că întinderile previn febra musculară sunt slabe, dar mulți sportivi le păstrează pentru confort și pentru amplitudinea de mișcare.</p>

<h3>Frigul, căldura și masajul</h3>
<ul>
<li><strong>Băile reci</strong> și imersia în apă rece pot reduce senzația de febră musculară și sunt folosite în competițiile cu meciuri dese. Există însă cercetări care arată că, folosite sistematic după antrenamentele de forță, pot diminua o parte din adaptările musculare pe termen lung. Folosește-le strategic, nu după fiecare antrenament de forță.</li>
<li><strong>Sauna și dușurile calde</strong> sunt plăcute după efort; dacă le folosești, hidratează-te bine după, iar în zilele foarte calde sau după eforturi lungi fii prudent cu sauna.</li>
<li><strong>Masajul</strong>, făcut de un maseur calificat, este apreciat de mulți sportivi pentru senzația de confort. Efectele asupra performanței propriu-zise sunt modeste.</li>
<li><strong>Rolul de spumă</strong> funcționează similar, ca o formă de automasaj.</li>
</ul>

<h3>Recuperarea diferă de la un sport la altul</h3>
<p><strong>Sporturile de anduranță</strong> (alergare, ciclism, înot, triatlon) solicită mai ales rezervele energetice, sistemul cardiovascular și structurile care suportă impactul repetat: tendoanele, oasele, articulațiile. Recuperarea se sprijină pe refacerea glicogenului, pe hidratare, pe somn și pe o creștere foarte atentă a volumului. Accidentările tipice sunt cele de suprasolicitare, care apar treptat.</p>
<p><strong>Antrenamentul de forță și de hipertrofie</strong> produce mai multă febră musculară, mai ales la exercițiile noi sau cu accent pe faza excentrică. Refacerea unei grupe musculare durează de obicei 48–72 de ore după un antrenament solicitant, motiv pentru care programele împart grupele musculare pe zile. Aportul de proteine și somnul au aici un rol central.</p>
<p><strong>Sporturile de echipă</strong> (fotbal, handbal, baschet, rugby) combină sprinturi repetate, schimbări de direcție, sărituri și contact. Meciurile dese, uneori la două-trei zile distanță, fac din recuperare o provocare logistică: mese imediat după meci, somn protejat după meciurile de seară, mișcare ușoară a doua zi.</p>
<p><strong>Sporturile de contact și de luptă</strong> adaugă loviturile și contuziile. Pe lângă refacerea musculară, contează atenția la loviturile la cap.</p>

<h3>Stresul din afara sportului</h3>
<p>Corpul nu face diferența între stresul de la antrenament și cel de la birou sau de acasă: toate se adună în aceeași „găleată”. O perioadă aglomerată la serviciu, un copil mic care nu doarme noaptea sau o relație tensionată reduc capacitatea de refacere. Ajustează antrenamentele în astfel de perioade.</p>

<h3>Emoțiile dinaintea competiției</h3>
<p>Emoțiile de start sunt normale și, până la un punct, utile: un nivel moderat de activare îmbunătățește atenția și reacțiile. Când însă neliniștea îți strică somnul din nopțile dinaintea competiției sau îți blochează mișcările, merită să lucrezi la ea. Sportivii de performanță folosesc rutine pre-competiție repetate identic, tehnici de respirație, vizualizarea cursei sau a meciului și un dialog interior constructiv, iar un psiholog sportiv te poate învăța să îți construiești aceste instrumente. Dacă neliniștea devine copleșitoare sau apare și în afara sportului, vorbește cu medicul. Un produs nou, de orice fel, nu are ce căuta în ajunul unei competiții.</p>

<h3>Tendoanele și articulațiile: recuperarea care nu se vede</h3>
<p>Mușchii se adaptează relativ repede, în câteva săptămâni. Tendoanele, ligamentele și cartilajele se adaptează mult mai lent, în luni, pentru că au o circulație sangvină mai redusă. De aici apare o capcană frecventă: după câteva săptămâni de antrenament, te simți suficient de puternic pentru mai mult, dar tendoanele nu sunt încă pregătite. Problemele tendonului lui Ahile, ale tendonului rotulian sau ale cotului apar adesea exact în aceste perioade.</p>
<p>Principiile de protecție sunt simple: creșteri graduale ale volumului și ale intensității, exerciții de forță pentru mușchii care susțin articulațiile și atenție la durerea care apare la începutul efortului și persistă a doua zi dimineață. O astfel de durere merită evaluată de medic; programele de încărcare progresivă, ghidate de un kinetoterapeut, sunt abordarea folosită de obicei, iar repausul complet duce adesea la revenirea durerii când reiei antrenamentele. Nicio cremă, cu sau fără CBD, nu înlocuiește evaluarea și programul de exerciții.</p>

<h2>Ce este CBD-ul și ce nu este</h2>
<p>Canabidiolul este unul dintre compușii numiți canabinoizi, care se găsesc în planta de cânepă (<em>Cannabis sativa</em>). Spre deosebire de THC (tetrahidrocanabinol), CBD-ul nu produce euforie și nu „droghează”. Comitetul de experți al Organizației Mondiale a Sănătății pentru dependența de droguri a analizat canabidiolul în 2017 și 2018 și a concluzionat că, la om, nu prezintă semne de potențial de abuz sau de dependență. Asta nu înseamnă însă că nu are efecte în organism: poate da somnolență și poate interacționa cu medicamente, așa cum vei vedea mai jos.</p>
<p>CBD-ul din produsele obișnuite, vândute în magazine, nu este un medicament. În Uniunea Europeană este autorizat un medicament care conține canabidiol purificat, Epidyolex (în Statele Unite, Epidiolex), eliberat pe rețetă pentru anumite forme rare și severe de epilepsie. Se folosește sub supravegherea medicului specialist, cu analize de control, în cantități calculate în funcție de greutate și mult mai mari decât cele dintr-un produs din comerț. Faptul că acest medicament există nu spune nimic despre efectele unui ulei sau ale unei creme cu CBD.</p>
<p>Pe buletinul de analiză al produselor noastre, THC-ul este sub limita de cuantificare a laboratorului (0,01%). Un extract cu spectru complet conține însă, prin definiție, și alți canabinoizi și poate conține urme de THC sub această limită. Diferențele dintre spectru complet, spectru larg și izolat le găsești explicate în <a href="/blog/ulei-cbd-ghid-complet">ghidul despre uleiul cu CBD</a>.</p>

<h3>Sistemul endocanabinoid și efortul</h3>
<p>Organismul produce propriile substanțe asemănătoare canabinoizilor, numite endocanabinoizi. Ele fac parte dintr-o rețea de semnalizare implicată în reglarea multor procese, de la apetit și somn la percepția durerii. Studiile au arătat că nivelurile unora dintre ei, în special ale anandamidei, cresc după efortul aerob moderat și prelungit, iar unii cercetători consideră că acest mecanism contribuie, alături de alți factori, la starea de bine de după alergare.</p>
<p>Legătura dintre efort și sistemul endocanabinoid explică interesul cercetătorilor pentru CBD. Trebuie spus însă clar: CBD-ul nu este anandamidă și nu acționează la fel, iar faptul că un sistem biologic există nu înseamnă că un produs luat din afară îl influențează într-un mod util. Asta se poate afla doar prin studii la om, iar acestea sunt încă foarte puține.</p>

<h3>De ce discută sportivii despre CBD</h3>
<p>Un sondaj publicat în 2020, realizat în rândul jucătorilor profesioniști de rugby din Marea Britanie, a arătat că aproximativ un sfert dintre respondenți folosiseră sau foloseau produse cu CBD, iar motivele declarate țineau mai ales de recuperare, de durere și de somn. Un sondaj descrie însă ce fac și ce cred oamenii, nu ce face un produs. Popularitatea unui obicei într-un vestiar nu este o dovadă.</p>

<h2>Ce au arătat și ce nu au arătat studiile</h2>
<p>Cercetarea despre CBD la sportivi este abia la început. O analiză narativă publicată în 2020 în revista <em>Sports Medicine – Open</em> a trecut în revistă dovezile disponibile și a constatat că majoritatea datelor veneau din studii pe celule și pe animale, că studiile pe sportivi lipseau aproape cu totul și că orice concluzie fermă despre CBD și performanța sau recuperarea sportivă ar fi prematură. Situația nu s-a schimbat fundamental de atunci: au apărut câteva studii mici, dar nu o bază de dovezi care să permită o concluzie.</p>

<h3>Inflamația și durerea</h3>
<p>În studiile pe celule și pe animale, CBD-ul a fost observat acționând asupra unor mediatori ai inflamației și asupra transmiterii semnalelor nervoase. Aceste observații explică interesul, dar nu se traduc automat în efecte la om și nici în efecte la cantitățile din produsele cu CBD din comerț. Mai mult, inflamația de după efort nu este un inamic: face parte din procesul prin care corpul se adaptează. Un sportiv nu are motiv să încerce să o „stingă”.</p>

<h3>Febra musculară în studii</h3>
<p>Câteva studii mici, controlate cu placebo, au testat CBD-ul după exerciții care provoacă febră musculară. Rezultatele sunt amestecate: unele au raportat diferențe mici la anumiți indicatori, altele nu au găsit diferențe față de placebo. Cantitățile, produsele și tipurile de efort au fost foarte diferite de la un studiu la altul, iar numărul de participanți a fost mic. Concluzia onestă: datele de până acum nu arată că CBD-ul ar reduce febra musculară.</p>

<h3>Performanța</h3>
<p>Puținele studii pilot pe eforturi de anduranță nu au arătat o îmbunătățire clară a performanței. Nici nu există un mecanism plauzibil prin care CBD-ul să te facă mai rapid sau mai puternic. Dacă un produs promite „mai multă forță” sau „mai multă rezistență”, promisiunea nu are acoperire.</p>

<h3>Somnul și neliniștea dinaintea competiției</h3>
<p>Despre somn și anxietate există mai multe studii, dar pe populația generală, nu pe sportivi. Sunt puține, mici, adesea de scurtă durată și au folosit cantități de CBD mult mai mari decât cele din produsele vândute în magazine; nu permit o concluzie. Am scris separat despre ce au arătat și ce nu aceste studii, în articolele despre <a href="/blog/cbd-si-anxietatea-ce-arata-studiile">CBD și anxietate</a> și despre <a href="/blog/cbd-si-somnul-ce-arata-studiile">CBD și somn</a>. Pentru un somn care nu se reface sau pentru o neliniște care te copleșește, primul pas este discuția cu medicul.</p>

<h3>Siguranța</h3>
<p>În studiile clinice, mai ales în cele cu cantități mari de CBD purificat, efectele adverse raportate mai des au fost somnolența, oboseala, diareea, scăderea poftei de mâncare și creșterea enzimelor hepatice. În 2022, Autoritatea Europeană pentru Siguranța Alimentară (EFSA) a arătat că datele existente nu permit stabilirea siguranței CBD-ului ca aliment și a semnalat lipsa informațiilor despre efectele asupra ficatului, a tubului digestiv, a sistemului endocrin, a sistemului nervos și a stării psihice. Pentru un sportiv, somnolența contează în mod special: timpul de reacție, coordonarea și echilibrul sunt esențiale în multe sporturi.</p>

<h3>De ce cantitățile din studii nu sunt cantitățile din magazin</h3>
<p>Când citești despre un studiu cu CBD, uită-te mai întâi la cantitatea folosită. Multe studii au administrat CBD purificat în cantități de sute de miligrame, adesea o singură dată, în condiții de laborator și sub supraveghere medicală. Medicamentul autorizat pe bază de CBD se dozează în funcție de greutate, de către medic, cu analize de control. Produsele din comerț au altă compoziție și alte cantități, iar felul în care se absoarbe CBD-ul diferă mult de la o formă la alta și de la un om la altul.</p>
<p>Consecința practică este dublă. Pe de o parte, un rezultat obținut cu o cantitate mare, într-un studiu, nu spune nimic despre un produs cu CBD din comerț. Pe de altă parte, cantitățile mari aduc mai multe efecte nedorite și un risc mai mare de interacțiuni. De aceea, niciun rezultat de studiu nu este o recomandare de utilizare, iar singura cantitate pe care o menționăm pentru un produs este cantitatea indicată pe eticheta lui.</p>
<p>Un reper oficial util: în declarația actualizată publicată în februarie 2026, EFSA a stabilit provizoriu un nivel de consum considerat sigur de 0,0275 mg de CBD pe kilogram de greutate corporală pe zi, adică aproximativ 2 mg pe zi pentru un adult de 70 de kilograme. Nivelul se referă la suplimente alimentare cu CBD de puritate foarte mare, iar pentru persoanele sub 25 de ani, pentru femeile însărcinate sau care alăptează și pentru persoanele care iau medicamente, EFSA a concluzionat că siguranța nu poate fi stabilită. Unele produse de pe piață depășesc această cantitate.</p>

<h2>CBD și controlul antidoping</h2>
<p>Pentru sportivii care concurează și pot fi testați, acesta este cel mai important capitol. Regulile sunt clare, dar au detalii care pot face diferența dintre o carieră liniștită și o suspendare.</p>

<h3>Ce spune Agenția Mondială Antidoping</h3>
<p>Din 2018, Agenția Mondială Antidoping (WADA) a scos canabidiolul de pe lista substanțelor interzise. CBD-ul, ca moleculă, nu mai este interzis nici în competiție, nici în afara ei. În schimb, ceilalți canabinoizi, naturali sau sintetici, inclusiv THC-ul, rămân interziși în competiție. Pentru THC există un prag de raportare în urină, stabilit pentru metabolitul său principal.</p>
<p>Consecința practică este importantă: un produs cu CBD care conține și alți canabinoizi poate fi problematic pentru un sportiv testat, chiar dacă acei canabinoizi nu au efect psihoactiv. WADA însăși atrage atenția că extractele de CBD obținute din cânepă pot conține THC și alți canabinoizi. Lista se actualizează anual, așa că verifică întotdeauna versiunea în vigoare, publicată de WADA și de agenția națională antidoping.</p>

<h3>Principiul răspunderii stricte</h3>
<p>În sistemul antidoping, sportivul răspunde pentru orice substanță interzisă găsită în organismul său, indiferent de modul în care a ajuns acolo. Argumentul „nu știam că produsul conține THC” poate reduce, în anumite condiții, sancțiunea, dar nu o anulează automat. Au existat cazuri de sportivi sancționați din cauza suplimentelor contaminate sau etichetate greșit, în diverse categorii de produse, nu doar cu CBD.</p>

<h3>Ce face un sportiv testat</h3>
<ol>
<li><strong>Discută cu medicul echipei sau cu agenția națională antidoping</strong> înainte de a folosi orice produs cu CBD. Cea mai sigură alegere, din punct de vedere antidoping, rămâne să nu folosești astfel de produse.</li>
<li><strong>Știi ce conține fiecare tip de extract.</strong> Extractele cu spectru complet și cu spectru larg conțin, prin definiție, și alți canabinoizi, de exemplu CBG sau CBN, care sunt interziși în competiție chiar dacă nu au efect psihoactiv. Izolatul conține doar CBD, dar nici el nu exclude complet riscul unei contaminări sau al unei etichetări greșite.</li>
<li><strong>Cere buletinul de analiză pentru lotul exact</strong> și uită-te la toți canabinoizii, nu doar la THC. „Sub limita de cuantificare” înseamnă că laboratorul nu a putut măsura cantitatea, nu că substanța lipsește. Ghidul despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">cum citești un buletin de analiză</a> te ajută să interpretezi documentul.</li>
<li><strong>Păstrează documentele:</strong> bonul, ambalajul, numărul lotului și buletinul de analiză. Dacă apare o problemă, acestea sunt singurele tale dovezi.</li>
<li><strong>Declară produsele</strong> pe formularul de control doping, unde ți se cer medicamentele și suplimentele folosite în ultimele zile.</li>
<li><strong>Evită produsele fără etichetare clară</strong>, cele vândute „la liber” și, în general, produsele din flori sau din rășină.</li>
</ol>
<p>O notă de transparență: extractele noastre cu spectru complet și cu spectru larg conțin canabinoizi minori, iar cele cu spectru complet pot conține urme de THC sub limita de cuantificare a laboratorului (0,01%). Nu sunt potrivite pentru sportivii supuși controlului antidoping.</p>

<h2>Dacă te gândești la un produs cu CBD: ce verifici înainte</h2>
<p>Nu îți recomandăm CBD-ul pentru recuperare, pentru durere sau pentru performanță: studiile nu susțin astfel de utilizări. Dacă ești un adult care vrea totuși să cumpere un produs cu CBD, iată ce merită să verifici înainte, în ordinea importanței.</p>
<ol>
<li><strong>Medicamentele.</strong> Vorbește cu medicul înainte dacă iei medicamente, inclusiv antiinflamatoare luate des, anticoagulante sau medicamente pentru tensiune. Detaliile despre interacțiuni sunt mai jos.</li>
<li><strong>Cine nu trebuie să folosească CBD:</strong> minorii, femeile însărcinate, cele care încearcă să rămână însărcinate și cele care alăptează, persoanele cu boli de ficat fără acordul medicului.</li>
<li><strong>Condusul și efortul tehnic.</strong> Nu folosi un produs cu CBD înainte să conduci, să lucrezi cu utilaje sau să faci un antrenament care cere reacții rapide, precizie ori echilibru. Somnolența este unul dintre efectele nedorite raportate.</li>
<li><strong>Alcoolul.</strong> Nu combina CBD-ul cu alcoolul; ambele pot da somnolență.</li>
<li><strong>Statutul antidoping</strong>, dacă ești legitimat: vezi capitolul de mai sus.</li>
<li><strong>Forma produsului și regulile ei.</strong> Uleiurile și jeleurile, adică extractele care se înghit, sunt în Uniunea Europeană „alimente noi”, fără o autorizație acordată până acum; cremele sunt produse cosmetice; țigaretele electronice cu CBD sunt produse de tip țigaretă electronică, vândute doar adulților. Pentru un sportiv, inhalarea unui aerosol nu are niciun sens: plămânii sunt unul dintre organele-cheie ale performanței.</li>
<li><strong>Eticheta și buletinul de analiză</strong> pentru lotul pe care îl cumperi.</li>
</ol>

<h3>Cum citești cantitatea de pe etichetă</h3>
<p>Eticheta unui produs serios spune câte miligrame de CBD conține întregul ambalaj. Restul este aritmetică. Un flacon de 10 ml cu o concentrație de 10% conține 1.000 mg de CBD, adică 100 mg la fiecare mililitru. Un borcan de cremă de 50 ml în care sunt 300 mg de CBD are 6 mg la mililitru. La jeleuri, cantitatea se indică de obicei pe bucată.</p>
<p>Calculele acestea îți spun ce cumperi, nu cât să iei. Sunt utile ca să compari produse între ele (de exemplu, prețul pe miligram de CBD) și ca să verifici că eticheta se potrivește cu buletinul de analiză. Dacă le pui alături de reperul EFSA de aproximativ 2 mg pe zi, vei observa că o cantitate mică dintr-un ulei concentrat îl poate depăși. Singura cantitate la care ne raportăm este cea indicată pe eticheta produsului, iar dacă iei medicamente sau ai o problemă de sănătate, decizia o iei împreună cu medicul.</p>

<h3>Ce mai verifici pe etichetă</h3>
<ul>
<li>tipul de extract: spectru complet, spectru larg sau izolat;</li>
<li>lista completă a ingredientelor, inclusiv uleiul purtător, aromele și conservanții;</li>
<li>numărul lotului și data de expirare, care trebuie să se regăsească pe buletinul de analiză;</li>
<li>avertizările: doar pentru adulți, nu se folosește în sarcină și alăptare, a se păstra departe de copii;</li>
<li>datele de contact ale producătorului sau ale distribuitorului;</li>
<li>lipsa promisiunilor medicale. Un produs care promite că „vindecă tendinitele” sau „crește performanța” face afirmații pe care legea nu le permite și pe care studiile nu le susțin.</li>
</ul>

<h3>Cremele și gelurile cu CBD</h3>
<p>Cremele, balsamurile și gelurile cu CBD sunt produse cosmetice. Potrivit legislației europene, rolul unui cosmetic este să curețe, să parfumeze, să protejeze sau să mențină în stare bună pielea; un cosmetic nu este destinat să trateze durerea, inflamația sau o accidentare.</p>
<p>Multe formule de acest tip conțin ingrediente care dau o senzație de răcoare sau de căldură, cum ar fi mentolul, camforul sau capsaicina, ori extracte de plante precum arnica. Senzația vine din aceste ingrediente, care pot și irita pielea:</p>
<ul>
<li><strong>mentolul și camforul</strong> dau senzația de răcoare, uneori urmată de căldură; la concentrații mari pot irita, iar camforul nu se folosește la copii;</li>
<li><strong>capsaicina</strong>, din ardeiul iute, produce o senzație intensă de căldură; spală-te foarte bine pe mâini după aplicare și nu o folosi înainte de duș fierbinte sau de saună;</li>
<li><strong>arnica</strong> poate provoca reacții la persoanele alergice la plantele din familia margaretei, de exemplu mușețel, gălbenele sau ambrozie;</li>
<li><strong>uleiurile esențiale</strong>, de exemplu de lavandă, eucalipt sau rozmarin, pot fi alergenice pentru pielea sensibilă.</li>
</ul>
<p>Câteva reguli de bun-simț: fă un test pe o zonă mică de piele și așteaptă 24 de ore, nu aplica produsul pe pielea lezată, iritată sau pe răni, nu acoperi zona cu bandaje strânse sau cu surse de căldură dacă produsul conține mentol, camfor sau capsaicină, evită contactul cu ochii și spală-te pe mâini după aplicare. Pentru sportivii testați, și compoziția cosmeticelor trebuie verificată.</p>

<h2>Antiinflamatoarele: un obicei de regândit</h2>
<p>Mulți sportivi iau ibuprofen sau alte antiinflamatoare nesteroidiene „la nevoie”, uneori chiar preventiv, înaintea unei curse lungi. Este un obicei care merită discutat cu medicul, indiferent dacă folosești sau nu CBD.</p>
<ul>
<li><strong>Riscurile antiinflamatoarelor</strong> includ iritația și ulcerul gastric, afectarea rinichilor, mai ales în condiții de deshidratare, cum ar fi o cursă lungă la căldură, și creșterea tensiunii arteriale. Folosirea lor preventivă înainte de eforturile de anduranță este descurajată de mulți medici sportivi.</li>
<li><strong>Efectul asupra adaptării:</strong> există cercetări care sugerează că folosirea frecventă a antiinflamatoarelor în perioadele de antrenament ar putea interfera cu unele adaptări ale mușchilor și tendoanelor. Datele nu sunt definitive, dar ideea de a „stinge” sistematic orice inflamație nu pare o strategie bună.</li>
<li><strong>Interacțiunea cu CBD-ul:</strong> ibuprofenul și alte antiinflamatoare sunt transformate în ficat, în parte prin enzima CYP2C9, pe care CBD-ul o poate inhiba. Semnificația practică nu este clar stabilită, dar asocierea trebuie discutată cu medicul. Prudența este și mai mare dacă iei anticoagulante sau antiagregante.</li>
</ul>
<p>CBD-ul nu este un înlocuitor pentru un medicament recomandat de medic. Uneori, un antiinflamator este alegerea potrivită, pe termen scurt și la recomandarea medicului; mesajul este doar să nu devină o rutină și să nu combini la întâmplare produse care pot interacționa.</p>

<h2>Interacțiuni cu medicamentele și alte precauții</h2>
<p>Ficatul descompune multe medicamente cu ajutorul familiei de enzime citocrom P450 (CYP450). CBD-ul poate inhiba unele dintre aceste enzime, în special CYP3A4, CYP2C19 și CYP2C9, ceea ce poate crește nivelul în sânge al unor medicamente. Te rugăm să vorbești cu medicul sau cu farmacistul înainte de a folosi un produs cu CBD dacă iei:</p>
<ul>
<li>anticoagulante sau antiagregante;</li>
<li>antiepileptice;</li>
<li>antidepresive, anxiolitice sau somnifere;</li>
<li>medicamente pentru inimă, tensiune sau colesterol;</li>
<li>imunosupresoare;</li>
<li>antiinflamatoare sau analgezice folosite frecvent;</li>
<li>orice medicament al cărui prospect avertizează împotriva sucului de grepfrut.</li>
</ul>
<p>Nu folosi CBD dacă ești însărcinată, încerci să rămâi însărcinată sau alăptezi: datele despre siguranță lipsesc. Dacă ai o boală de ficat, cere avizul medicului. Nu combina CBD-ul cu alcoolul și nu conduce după ce l-ai folosit. Produsele noastre sunt destinate exclusiv persoanelor care au împlinit 18 ani, ceea ce îi exclude și pe sportivii juniori.</p>

<h2>Ce reguli se aplică produselor cu CBD</h2>
<p>Regulile diferă în funcție de forma produsului, iar aplicarea lor ține de autorități, nu de un magazin sau de un articol de blog. Ce este util să știi:</p>
<ul>
<li><strong>Extractele care se înghit</strong> (uleiuri, jeleuri) sunt considerate în Uniunea Europeană „alimente noi”, potrivit Regulamentului (UE) 2015/2283, iar până acum nu a fost acordată nicio autorizație pentru ele.</li>
<li><strong>Cosmeticele</strong> (creme, balsamuri, geluri) urmează Regulamentul (CE) nr. 1223/2009 privind produsele cosmetice.</li>
<li><strong>Țigaretele electronice cu CBD</strong> sunt tratate în România ca produse de tip țigaretă electronică, potrivit Legii 64/2024, indiferent dacă au sau nu nicotină, și se vând doar adulților.</li>
<li><strong>THC-ul</strong> rămâne o substanță aflată sub control, iar regulile pentru produsele care îl pot conține în urme diferă de la o țară la alta.</li>
</ul>
<p>Ce poate face un magazin este să spună ce a măsurat laboratorul pentru fiecare lot. Noi publicăm lotul și buletinul de analiză pe pagina fiecărui produs; nu declarăm produsele conforme în locul autorităților. Pentru tine, ca sportiv, concluziile practice sunt:</p>
<ul>
<li>cumpără doar de la vânzători care publică buletinul de analiză pentru fiecare lot și au date clare de contact;</li>
<li>dacă pleci la competiții în străinătate, nu lua produse cu CBD cu tine fără să verifici regulile țării de destinație; în unele țări sunt mult mai stricte decât în Uniunea Europeană;</li>
<li>păstrează orice produs în ambalajul original, cu eticheta lizibilă.</li>
</ul>
<p>Dacă vrei să verifici singur ce conține un produs, citește <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">ghidul nostru despre buletinul de analiză</a>.</p>

<h2>Accidentările: ce faci și ce nu faci</h2>
<p>CBD-ul nu vindecă o entorsă, o ruptură musculară sau o tendinită. Când te accidentezi, prioritatea este evaluarea corectă și un plan de recuperare stabilit cu un specialist.</p>

<h3>Primele zile</h3>
<p>Abordarea clasică „RICE” (repaus, gheață, compresie, elevație) a fost nuanțată în ultimii ani. O sinteză publicată în 2019 în <em>British Journal of Sports Medicine</em> propune acronimul „PEACE &amp; LOVE”: în primele zile, protecție, elevație, evitarea antiinflamatoarelor care pot interfera cu vindecarea, compresie și informare; apoi încărcare progresivă, optimism, circulație prin mișcare și exercițiu. Ideea centrală: repausul complet și prelungit nu este o strategie bună pentru majoritatea accidentărilor ușoare, iar mișcarea adaptată, introdusă la momentul potrivit și cu acordul specialistului, face parte din vindecare.</p>

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
<p>Un kinetoterapeut sau un fizioterapeut te poate ajuta să revii în siguranță, cu un program adaptat accidentării tale. Nicio cremă și niciun ulei nu înlocuiesc exercițiile de reabilitare.</p>

<h2>Situații particulare</h2>

<h3>Sportivii peste 40 de ani</h3>
<p>Odată cu vârsta, refacerea durează mai mult, iar tendoanele și articulațiile tolerează mai greu creșterile bruște de volum. Mai multe zile ușoare între eforturile intense, mai mult accent pe forță și mobilitate și un somn protejat contează mai mult decât orice supliment. Crește și probabilitatea de a lua medicamente cronice, așa că discuția despre interacțiuni devine mai importantă.</p>

<h3>Femeile active</h3>
<p>Ciclul menstrual poate influența percepția efortului, somnul, retenția de apă și senzația de disconfort. Un jurnal al antrenamentelor și al ciclului te ajută să observi tiparele proprii și să ajustezi intensitatea. Ciclurile neregulate sau absente la o sportivă activă sunt un semnal de alarmă pentru deficitul energetic și trebuie discutate cu medicul, nu tratate ca o consecință normală a antrenamentului.</p>

<h3>Sarcina și perioada de după naștere</h3>
<p>Activitatea fizică în sarcină se stabilește împreună cu medicul, iar revenirea la antrenament după naștere se face treptat, adesea cu ajutorul unui kinetoterapeut specializat în recuperarea planșeului pelvin. În sarcină și în perioada de alăptare nu folosi produse cu CBD.</p>

<h3>Sporturile de contact și de precizie</h3>
<p>În sporturile care cer reacții rapide, precizie sau echilibru, orice produs care poate da somnolență nu are ce căuta înaintea antrenamentelor și a competițiilor. În sporturile de contact, loviturile la cap impun evaluare medicală, iar niciun produs nu este o soluție pentru simptomele de după o comoție.</p>


<h2>Exemplu de săptămână pentru un sportiv amator</h2>
<p>Tabelul de mai jos este un exemplu pentru un alergător amator care se antrenează de patru ori pe săptămână și include și două ședințe scurte de forță. Nu este un plan de antrenament personalizat, ci o ilustrare a felului în care elementele de recuperare se integrează într-o săptămână obișnuită.</p>
<table>
<caption>Exemplu de săptămână cu elemente de recuperare pentru un sportiv amator</caption>
<thead>
<tr><th scope="col">Ziua</th><th scope="col">Antrenament</th><th scope="col">Recuperare</th><th scope="col">De urmărit</th></tr>
</thead>
<tbody>
<tr><th scope="row">Luni</th><td>alergare ușoară, 40 de minute, și forță, 20 de minute</td><td>masă cu proteine și carbohidrați după efort, culcare la oră fixă</td><td>cum te simți la finalul zilei</td></tr>
<tr><th scope="row">Marți</th><td>odihnă sau plimbare</td><td>mobilitate, 15 minute</td><td>pulsul de repaus dimineața</td></tr>
<tr><th scope="row">Miercuri</th><td>intervale, 50 de minute</td><td>hidratare după cântărire, gustare proteică seara</td><td>efortul perceput, pe o scară de la 1 la 10</td></tr>
<tr><th scope="row">Joi</th><td>odihnă activă: bicicletă ușoară</td><td>exerciții ușoare de întindere, somn protejat</td><td>febra musculară, de la 0 la 10</td></tr>
<tr><th scope="row">Vineri</th><td>alergare ușoară și forță</td><td>masă de după efort</td><td>energia la începutul antrenamentului</td></tr>
<tr><th scope="row">Sâmbătă</th><td>alergare lungă, 80–90 de minute</td><td>refacerea lichidelor și a carbohidraților, duș cald seara, automasaj cu rolul</td><td>greutatea înainte și după, pentru hidratare</td></tr>
<tr><th scope="row">Duminică</th><td>odihnă</td><td>plimbare în natură, timp cu familia</td><td>orele de somn din săptămână</td></tr>
</tbody>
</table>
<p>Observă că cele mai multe elemente de recuperare sunt gratuite: somnul, mesele regulate, hidratarea și zilele ușoare. Ele produc diferența cea mai mare și merită puse la punct înaintea oricărei achiziții.</p>

<h2>Cum îți urmărești recuperarea</h2>
<p>Percepția refacerii este subiectivă și fluctuează de la o zi la alta. Un jurnal simplu, ținut câteva săptămâni, îți arată tiparele mai bine decât memoria. Notează:</p>
<ul>
<li>orele de somn și cum te-ai simțit la trezire, pe o scară de la 1 la 5;</li>
<li>efortul perceput la fiecare antrenament, de la 1 la 10;</li>
<li>febra musculară în ziua de după antrenamentele intense, de la 0 la 10;</li>
<li>energia și motivația la începutul antrenamentului;</li>
<li>pulsul de repaus dimineața, dacă ai un ceas sau o brățară;</li>
<li>evenimentele din afara sportului: o săptămână grea la serviciu, o răceală, o călătorie.</li>
</ul>
<p>Dacă vezi că oboseala crește de la o săptămână la alta, că pulsul de repaus rămâne ridicat sau că durerea apare mereu în același loc, ajustează planul. Dacă semnalele nu se retrag după câteva zile ușoare, vorbește cu medicul.</p>

<h2>Greșeli frecvente</h2>
<ul>
<li><strong>Căutarea unui produs în locul somnului și al mesei de după efort.</strong> Nimic nu compensează cinci ore de somn și un aport insuficient de proteine și carbohidrați.</li>
<li><strong>Un produs nou înaintea unei competiții.</strong> Orice noutate, de la o băutură pentru sportivi la un supliment, se testează departe de competiții.</li>
<li><strong>Produsele cu spectru complet la sportivii testați.</strong> Canabinoizii minori și eventualele urme de THC pot fi o problemă la controlul antidoping.</li>
<li><strong>Combinația automată cu antiinflamatoare.</strong> Fiecare are riscurile lui, iar asocierea trebuie discutată cu medicul.</li>
<li><strong>Ignorarea durerii.</strong> Durerea care persistă, se agravează sau schimbă modul în care te miști este un semnal, nu un inconvenient de mascat.</li>
<li><strong>Produse fără buletin de analiză.</strong> Fără el nu știi ce conține produsul, iar pentru un sportiv acest lucru poate avea consecințe serioase.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Este CBD-ul considerat dopaj?</h3>
<p>Canabidiolul nu mai figurează pe lista substanțelor interzise a Agenției Mondiale Antidoping din 2018. Ceilalți canabinoizi, inclusiv THC-ul, rămân însă interziși în competiție, iar produsele cu CBD îi pot conține. Din cauza principiului răspunderii stricte, sportivii testați trebuie să discute cu medicul echipei înainte de a folosi orice produs cu CBD.</p>
<h3>Crește CBD-ul masa musculară sau forța?</h3>
<p>Nu există dovezi în acest sens. CBD-ul nu este un supliment care îmbunătățește performanța, iar forța și masa musculară se construiesc prin antrenament, alimentație suficientă și somn.</p>
<h3>Pot folosi o cremă cu CBD înainte de antrenament?</h3>
<p>O cremă cosmetică nu face parte din încălzire și nu o înlocuiește. Dacă produsul conține mentol sau camfor, senzația de răcoare poate modifica felul în care îți simți mușchii, ceea ce nu e de dorit înaintea unui efort care cere precizie. Dacă ești sportiv testat, verifică și compoziția cosmeticelor.</p>
<h3>Pot folosi CBD dacă beau alcool după meci?</h3>
<p>Nu. Nu combina CBD-ul cu alcoolul: ambele pot da somnolență. Alcoolul încetinește, în plus, refacerea lichidelor și a rezervelor de energie și afectează calitatea somnului. Dacă bei, fă-o cu moderație, după ce ai mâncat și te-ai rehidratat.</p>
<h3>Pot combina CBD-ul cu proteina, creatina sau magneziul?</h3>
<p>Nu există studii dedicate acestor combinații. Introdu orice produs nou pe rând, ca să știi cum reacționezi, alege suplimente testate pentru contaminanți, mai ales dacă ești sportiv testat, și vorbește cu medicul înainte dacă iei medicamente.</p>
<h3>Ce fac dacă am folosit un produs cu CBD și urmează un control antidoping?</h3>
<p>Declară produsul pe formularul de control, cu denumirea și lotul, și păstrează ambalajul, bonul și buletinul de analiză. Discută din timp cu medicul echipei despre orice produs pe care îl folosești, nu abia în ziua controlului.</p>
<h3>Pot lua un produs cu CBD la o competiție în străinătate?</h3>
<p>Regulile diferă de la o țară la alta, iar în unele sunt foarte stricte. Cea mai prudentă variantă este să nu iei cu tine produse cu CBD; dacă totuși vrei, verifică înainte regulile țării de destinație și păstrează produsul în ambalajul original.</p>
<h3>Sunt junior și joc într-o echipă. Pot folosi CBD?</h3>
<p>Nu. Produsele noastre sunt destinate exclusiv adulților, iar la sportivii juniori recuperarea se sprijină pe somn suficient, mese regulate și un volum de antrenament potrivit vârstei. Dacă ai dureri care nu trec sau te simți constant obosit, vorbește cu părinții, cu antrenorul și cu medicul: aceste semnale merită evaluate, nu mascate.</p>

<h2>Pe scurt</h2>
<ul>
<li>Recuperarea se construiește în primul rând din somn, alimentație suficientă, hidratare și un plan de antrenament echilibrat.</li>
<li>CBD-ul nu este un medicament, nu îmbunătățește performanța și nu vindecă accidentările; studiile la sportivi sunt puține și mici și nu permit o concluzie.</li>
<li>Cantitățile din studii sunt mult mai mari decât cele din produsele cu CBD din comerț; EFSA a stabilit provizoriu un nivel sigur de aproximativ 2 mg pe zi pentru un adult de 70 de kilograme, iar unele produse îl depășesc.</li>
<li>CBD-ul nu mai este interzis de WADA din 2018, dar ceilalți canabinoizi da; sportivii testați discută cu medicul echipei înainte de orice produs.</li>
<li>Vorbește cu medicul înainte dacă iei medicamente, inclusiv antiinflamatoare luate des; nu folosi CBD în sarcină, în alăptare, sub 18 ani, înainte de condus sau împreună cu alcoolul.</li>
<li>Verifică eticheta și buletinul de analiză al lotului; THC-ul trebuie să fie sub limita de cuantificare a laboratorului.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă un diagnostic, o recomandare de tratament sau o consultanță antidoping. Produsele cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Dacă ai o accidentare sau dureri persistente, iei medicamente, ești însărcinată sau alăptezi, discută cu medicul tău. Sportivii legitimați verifică regulile antidoping în vigoare împreună cu medicul echipei. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2025-02-05',
  updated: '2026-11-28',
  productCta: false,
  category: 'Sport și recuperare',
  image: '/images/blog/cbd-sport-recuperare-ghid-complet.svg',
  readTime: '35 min',
  metaDescription:
    'Recuperarea după efort, ce arată și ce nu studiile despre CBD la sportivi, regulile WADA, interacțiunile cu medicamentele și cum citești eticheta.',
  keywords: [
    'CBD și sportul',
    'CBD antidoping',
    'CBD WADA',
    'recuperare după antrenament',
    'studii CBD sportivi',
    'CBD interacțiuni medicamente',
    'buletin de analiză CBD',
  ],
};
