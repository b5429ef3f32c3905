import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 6,
  slug: 'cbd-vape-ulei-jeleuri-ce-alegi',
  title: 'CBD vape, ulei sau jeleuri: ce alegi?',
  excerpt:
    'Uleiul, jeleurile și vape-ul cu CBD diferă prin viteza de acțiune, durată, precizia dozării și riscuri. Comparăm cele trei forme ca să o alegi pe cea potrivită stilului tău de viață.',
  content: `
<p>Când intri pentru prima dată într-un magazin cu produse CBD, varietatea poate fi copleșitoare: uleiuri cu pipetă, jeleuri colorate, vape pen-uri, cartușe, creme. Toate conțin același compus, canabidiolul, dar felul în care ajunge acesta în organism diferă foarte mult de la o formă la alta. Iar diferența nu este doar o chestiune de gust sau de comoditate: forma de administrare influențează cât de repede simți efectul, cât durează, cât de precis îți poți doza produsul și ce riscuri îți asumi.</p>
<p>În acest articol comparăm cele trei forme pe care le folosesc cei mai mulți oameni pentru efect general: uleiul sublingual, jeleurile și vape-ul. Produsele topice, precum cremele și balsamurile, au un rol diferit, local, și le menționăm pe scurt la final.</p>

<h2>De ce contează forma de administrare</h2>
<p>CBD-ul este o moleculă solubilă în grăsimi, care se absoarbe relativ greu. Cât CBD ajunge efectiv în circulația sangvină, din cantitatea pe care o iei, se numește biodisponibilitate. Ea depinde de calea pe care o urmează molecula:</p>
<ul>
<li><strong>Pe cale orală</strong>, adică înghițit, CBD-ul trece prin stomac și intestin, apoi prin ficat, înainte de a ajunge în circulația generală. Ficatul transformă o parte importantă din el, fenomen numit „efectul primului pasaj hepatic”. Rezultatul: doar o fracțiune mică și foarte variabilă ajunge în sânge, iar efectul apare mai târziu.</li>
<li><strong>Pe cale sublinguală</strong>, o parte din CBD se absoarbe direct prin mucoasa de sub limbă, care este foarte bine vascularizată, ocolind parțial ficatul. Restul este înghițit și urmează calea orală.</li>
<li><strong>Prin inhalare</strong>, CBD-ul ajunge în plămâni, unde suprafața mare de schimb permite trecerea foarte rapidă în sânge. Studiile de farmacocinetică arată că, pe această cale, ajunge în circulație o proporție mai mare decât pe cale orală, dar cu variații mari de la o persoană la alta și chiar de la un puf la altul.</li>
</ul>
<p>Pe scurt: cu cât calea este mai directă, cu atât efectul apare mai repede, dar durează și mai puțin. Cu cât calea este mai lungă, cu atât efectul este mai lent, dar mai prelungit.</p>

<h2>Uleiul CBD sublingual</h2>
<p>Uleiul este forma clasică și cea mai versatilă. Se pun câteva picături sub limbă, se țin acolo 60–90 de secunde, apoi se înghite restul.</p>
<h3>Avantaje</h3>
<ul>
<li><strong>Dozare flexibilă și precisă:</strong> poți ajusta doza picătură cu picătură, ceea ce este ideal când îți cauți doza potrivită.</li>
<li><strong>Debut relativ rapid:</strong> de obicei în 15–45 de minute.</li>
<li><strong>Durată medie:</strong> în jur de 4–6 ore.</li>
<li><strong>Gamă largă de concentrații</strong>, de la 5% la 30%, pentru începători și pentru utilizatori experimentați.</li>
<li><strong>Cost pe miligram</strong> de obicei mai bun decât la alte forme, mai ales la concentrațiile mari.</li>
<li><strong>Ingrediente puține:</strong> extract și ulei purtător, fără zahăr.</li>
</ul>
<h3>Dezavantaje</h3>
<ul>
<li>gustul ierbos, mai ales la extractele spectru complet;</li>
<li>mai puțin discret și practic în deplasare decât un jeleu;</li>
<li>necesită puțină atenție la numărarea picăturilor și la calcul.</li>
</ul>
<h3>Pentru cine este potrivit</h3>
<p>Pentru aproape oricine începe cu CBD, pentru cei care vor să își ajusteze fin doza și pentru rutinele de dimineață și de seară. Detaliile despre concentrații și calculul miligramelor pe picătură le găsești în <a href="/blog/ulei-cbd-ghid-complet">ghidul complet despre uleiul CBD</a>.</p>

<h2>Jeleurile cu CBD</h2>
<p>Jeleurile sunt o formă comestibilă: fiecare bucată conține o cantitate fixă de CBD, de obicei între 10 și 25 mg, trecută pe ambalaj.</p>
<h3>Avantaje</h3>
<ul>
<li><strong>Doză fixă, fără calcul:</strong> știi exact câte miligrame iei.</li>
<li><strong>Gust plăcut</strong>, fără aroma ierboasă a uleiului.</li>
<li><strong>Discreție și portabilitate:</strong> le poți lua cu tine la birou sau în călătorii.</li>
<li><strong>Efect prelungit:</strong> de obicei 6–8 ore, potrivit pentru rutina de zi sau pentru noapte.</li>
<li><strong>Ușor de integrat</strong> într-un obicei zilnic.</li>
</ul>
<h3>Dezavantaje</h3>
<ul>
<li><strong>Debut lent și mai puțin previzibil</strong>: de obicei între 45 și 120 de minute, în funcție de ce ai mâncat și de metabolism.</li>
<li><strong>Biodisponibilitate mai redusă</strong>, pentru că totul trece prin tubul digestiv și prin ficat.</li>
<li><strong>Ajustare mai grosieră:</strong> poți tăia un jeleu în jumătate, dar nu poți ajusta cu precizia unei picături.</li>
<li><strong>Zahăr sau îndulcitori</strong>, chiar dacă în cantități mici.</li>
<li><strong>Riscul pentru copii:</strong> jeleurile arată ca niște bomboane obișnuite. Păstrează-le întotdeauna în ambalajul original, închis, departe de vederea și de îndemâna copiilor.</li>
</ul>
<h3>Pentru cine sunt potrivite</h3>
<p>Pentru cei care și-au găsit deja doza potrivită și vor o rutină simplă, pentru cei care nu suportă gustul uleiului și pentru rutina de seară, când un efect mai lung poate acoperi o parte mai mare din noapte. Sunt mai puțin potrivite pentru momentele în care ai nevoie de un efect rapid. O greșeală frecventă este să iei încă un jeleu după o jumătate de oră, pentru că „nu se simte nimic”; așteaptă cel puțin două ore înainte să tragi concluzii.</p>

<h2>Vape-ul cu CBD</h2>
<p>Vape-urile cu CBD încălzesc un lichid sau un distilat care conține CBD până la formarea unui aerosol, care este inhalat. Există dispozitive de unică folosință, vape pen-uri cu cartușe înlocuibile și țigări electronice reîncărcabile, folosite cu lichide cu CBD.</p>
<h3>Avantaje</h3>
<ul>
<li><strong>Debut foarte rapid:</strong> în câteva minute.</li>
<li><strong>Control „puf cu puf”:</strong> te poți opri când simți că este suficient.</li>
<li><strong>Arome variate</strong>, date de terpene sau de arome alimentare.</li>
</ul>
<h3>Dezavantaje și riscuri</h3>
<ul>
<li><strong>Durată scurtă:</strong> de obicei 1–3 ore.</li>
<li><strong>Doză greu de estimat:</strong> cantitatea de CBD dintr-un puf depinde de dispozitiv, de durata și de intensitatea inhalării.</li>
<li><strong>Inhalarea nu este lipsită de riscuri.</strong> Plămânii nu sunt făcuți să inhaleze aerosoli încălziți, iar efectele pe termen lung ale vaporizării, în general, nu sunt încă pe deplin cunoscute. Iritația căilor respiratorii și tusea sunt frecvente la începători.</li>
<li><strong>Calitatea dispozitivului și a lichidului contează enorm.</strong> În 2019, în Statele Unite a izbucnit un val de afecțiuni pulmonare severe asociate vaporizării, legate în principal de acetatul de vitamina E adăugat în cartușe cu THC de pe piața neoficială. Cumpără doar produse cu compoziție declarată, fără acetat de vitamina E, fără nicotină și cu certificat de analiză.</li>
</ul>
<h3>Pentru cine este potrivit și pentru cine nu</h3>
<p>Vape-ul cu CBD se adresează, realist, adulților care deja fumează sau folosesc țigări electronice și care preferă această formă. <strong>Nu îl recomandăm persoanelor care nu fumează</strong>: nu are sens să începi un obicei de inhalare pentru a lua CBD, când există forme orale la fel de eficiente. De asemenea, nu este potrivit pentru persoanele cu astm, cu boală pulmonară obstructivă cronică sau cu alte afecțiuni respiratorii, pentru femeile însărcinate sau care alăptează și, evident, pentru minori. Vape-urile noastre nu conțin nicotină, dar nu le prezentăm ca metodă de renunțare la fumat; dacă vrei să renunți, medicul de familie îți poate recomanda metodele dovedite.</p>

<h2>Comparația pe scurt</h2>
<table>
<caption>Uleiul, jeleurile și vape-ul cu CBD, comparate</caption>
<thead>
<tr><th scope="col">Criteriu</th><th scope="col">Ulei sublingual</th><th scope="col">Jeleuri</th><th scope="col">Vape</th></tr>
</thead>
<tbody>
<tr><th scope="row">Debutul efectului (aprox.)</th><td>15–45 de minute</td><td>45–120 de minute</td><td>câteva minute</td></tr>
<tr><th scope="row">Durata (aprox.)</th><td>4–6 ore</td><td>6–8 ore</td><td>1–3 ore</td></tr>
<tr><th scope="row">Precizia dozei</th><td>mare, la picătură</td><td>mare, dar fixă pe bucată</td><td>scăzută</td></tr>
<tr><th scope="row">Ușurința ajustării</th><td>foarte ușoară</td><td>moderată</td><td>ușoară, dar imprecisă</td></tr>
<tr><th scope="row">Discreție</th><td>medie</td><td>mare</td><td>scăzută</td></tr>
<tr><th scope="row">Gust</th><td>ierbos, variabil</td><td>plăcut, fructat</td><td>în funcție de aromă</td></tr>
<tr><th scope="row">Riscuri specifice</th><td>puține</td><td>confuzia cu bomboanele, zahărul</td><td>iritația căilor respiratorii, efecte necunoscute pe termen lung</td></tr>
<tr><th scope="row">Ideal pentru</th><td>început, dozare fină, rutina zilnică</td><td>rutina simplă, seara, cine nu suportă gustul uleiului</td><td>adulți care deja folosesc vape și vor un efect rapid</td></tr>
</tbody>
</table>

<h2>Ce alegi, în funcție de situație</h2>
<ul>
<li><strong>„Sunt la început și nu știu ce doză îmi trebuie.”</strong> Un ulei de 5% sau 10%. Dozarea la picătură îți permite să pornești de jos și să crești treptat.</li>
<li><strong>„Vreau un sprijin pentru rutina de seară.”</strong> Uleiul, cu 30–60 de minute înainte de culcare, dacă problema este adormirea; un jeleu, cu 60–90 de minute înainte, dacă vrei un efect mai lung. Ghidul nostru despre <a href="/blog/cbd-somn-insomnie-ghid-complet-2025">CBD și somn</a> are un plan complet.</li>
<li><strong>„Am zile aglomerate și vreau ceva simplu.”</strong> Jeleurile, odată ce știi ce doză ți se potrivește.</li>
<li><strong>„Îmi trebuie ceva pentru momentele tensionate.”</strong> Uleiul sublingual, luat din timp, înaintea situației. Citește și ghidul despre <a href="/blog/cbd-anxietate-ghid-complet">CBD și anxietate</a>.</li>
<li><strong>„Folosesc deja vape și vreau să încerc CBD.”</strong> Un vape fără nicotină, cu compoziție declarată și certificat, folosit cu moderație.</li>
<li><strong>„Mă deranjează o zonă anume după sport.”</strong> Un produs topic, aplicat local, eventual alături de o formă orală. Detalii în ghidul <a href="/blog/cbd-sport-recuperare-ghid-complet">CBD pentru sport și recuperare</a>.</li>
</ul>

<h2>Poți combina mai multe forme?</h2>
<p>Da, și mulți oameni o fac. O combinație frecventă este uleiul ca bază a rutinei zilnice și o cremă pentru o zonă anume. Alții folosesc jeleuri în timpul zilei și ulei seara. Câteva reguli:</p>
<ul>
<li><strong>Adună miligramele din formele orale și inhalate.</strong> Doza ta zilnică este suma tuturor, nu doar a uleiului. Produsele topice, aplicate pe piele, contribuie foarte puțin la cantitatea din sânge.</li>
<li><strong>Introdu formele pe rând</strong>, ca să știi cum reacționezi la fiecare.</li>
<li><strong>Nu compensa un jeleu „lent” cu încă unul.</strong> Jeleurile au nevoie de timp.</li>
<li><strong>Păstrează o evidență simplă</strong>, măcar în primele săptămâni.</li>
</ul>

<h2>Cum compari dozele între forme</h2>
<p>Pentru că biodisponibilitatea diferă, 20 mg de CBD dintr-un jeleu nu produc același nivel în sânge ca 20 mg de ulei sublingual sau 20 mg inhalate. Nu există însă o formulă de conversie sigură, valabilă pentru toată lumea. În practică:</p>
<ul>
<li>când treci de la ulei la jeleuri, pornește de la aceeași cantitate de miligrame și ajustează după câteva zile;</li>
<li>pentru ulei, calculul este simplu: la un flacon de 10 ml, un ulei de 10% are aproximativ 5 mg pe picătură, iar unul de 20%, aproximativ 10 mg;</li>
<li>pentru vape, împarte cantitatea totală de CBD din dispozitiv la numărul estimat de pufuri, indicat de producător, și consideră rezultatul o aproximare grosieră.</li>
</ul>

<h2>Siguranța, indiferent de formă</h2>
<p>Indiferent cum iei CBD-ul, câteva principii rămân aceleași:</p>
<ul>
<li><strong>Interacțiunile cu medicamentele</strong> sunt posibile pentru toate formele care ajung în circulația generală: ulei, jeleuri, vape. CBD-ul poate inhiba enzime hepatice din familia CYP450 (în special CYP3A4, CYP2C19 și CYP2C9), care metabolizează multe medicamente. Dacă iei medicamente, discută cu medicul sau cu farmacistul.</li>
<li><strong>Sarcina și alăptarea:</strong> nu folosi CBD în aceste perioade.</li>
<li><strong>Condusul:</strong> evită-l până știi cum reacționezi, mai ales la început.</li>
<li><strong>Calitatea:</strong> alege produse cu certificat de analiză pentru fiecare lot și cu 0,00% THC. Ghidul nostru despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">certificatul de analiză</a> îți arată cum să îl verifici.</li>
<li><strong>Vârsta:</strong> produsele CBD sunt destinate exclusiv adulților.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Care formă este „cea mai puternică”?</h3>
<p>Nicio formă nu este mai puternică în sine; diferă viteza și durata efectului și cât CBD ajunge în circulație. Uleiul oferă cel mai bun echilibru între viteză, durată și control al dozei.</p>
<h3>Pot folosi vape-ul CBD dacă nu am fumat niciodată?</h3>
<p>Nu îți recomandăm. Formele orale sunt eficiente și nu implică riscurile inhalării.</p>
<h3>Jeleurile au efect mai slab pentru că se absorb mai puțin?</h3>
<p>Se absorb mai lent și într-o proporție mai mică, dar efectul durează mai mult. Mulți oameni le găsesc foarte potrivite pentru rutina de seară.</p>
<h3>Vape-urile CBD conțin nicotină?</h3>
<p>Unele produse de pe piață pot conține; ale noastre nu conțin nicotină. Citește întotdeauna eticheta și certificatul.</p>

<h2>Pe scurt</h2>
<ul>
<li>Uleiul sublingual: debut în 15–45 de minute, durată de 4–6 ore, dozare precisă; cea mai bună alegere pentru început.</li>
<li>Jeleurile: doză fixă, gust plăcut, efect lent și lung; potrivite pentru rutine simple și pentru seară.</li>
<li>Vape-ul: efect în câteva minute, dar scurt și greu de dozat; doar pentru adulții care folosesc deja vape, fără nicotină și cu compoziție verificată.</li>
<li>Adună miligramele tuturor formelor orale și inhalate când calculezi doza zilnică.</li>
<li>Discută cu medicul dacă iei medicamente; evită CBD-ul în sarcină și alăptare.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă o recomandare de tratament. Produsele CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Vape-urile nu sunt recomandate nefumătorilor, persoanelor cu afecțiuni respiratorii, femeilor însărcinate sau care alăptează. Dacă iei medicamente, discută cu medicul tău înainte de a folosi CBD. Produse destinate exclusiv persoanelor peste 18 ani.</p>
`,
  author: 'Dr. Ana Popescu, farmacist',
  date: '2025-02-14',
  category: 'Educație',
  image: '/images/blog/cbd-vape-ulei-jeleuri-ce-alegi.svg',
  readTime: '10 min',
  metaDescription:
    'CBD vape, ulei sau jeleuri? Comparăm debutul, durata, dozarea, biodisponibilitatea și riscurile fiecărei forme, ca să o alegi pe cea potrivită.',
  keywords: [
    'CBD vape sau ulei',
    'jeleuri CBD',
    'vape CBD fără nicotină',
    'ulei CBD sublingual',
    'biodisponibilitate CBD',
    'ce formă de CBD aleg',
  ],
};
