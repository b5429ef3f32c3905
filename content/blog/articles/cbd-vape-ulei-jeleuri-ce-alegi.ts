import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 6,
  slug: 'cbd-vape-ulei-jeleuri-ce-alegi',
  title: 'Ulei, jeleuri sau țigaretă electronică cu CBD: prin ce diferă',
  excerpt:
    'Uleiul, jeleurile și țigaretele electronice cu CBD diferă prin felul în care CBD-ul ajunge în organism, prin cum citești cantitatea de pe etichetă, prin reguli și prin riscuri. Le comparăm pe rând.',
  content: `
<p>Într-un magazin cu produse cu CBD, varietatea poate fi copleșitoare: uleiuri cu pipetă, jeleuri colorate, țigarete electronice de unică folosință sau cu cartușe, creme. Toate conțin același compus, canabidiolul, dar felul în care acesta ajunge în organism diferă mult de la o formă la alta. Diferențele nu țin doar de gust sau de comoditate: forma contează pentru cât de ușor înțelegi cantitatea de pe etichetă, pentru regulile care se aplică produsului și pentru riscurile pe care ți le asumi.</p>
<p>În acest articol comparăm cele trei forme care ajung în circulația generală: uleiul, jeleurile și țigaretele electronice cu CBD. Produsele pentru piele au un rol diferit și le menționăm pe scurt spre final. De la început: CBD-ul nu este un medicament, în nicio formă, iar pentru o problemă de sănătate primul pas este discuția cu medicul.</p>

<h2>De ce contează forma produsului</h2>
<p>CBD-ul este o moleculă solubilă în grăsimi, care se absoarbe greu și inegal. Partea din cantitatea luată care ajunge efectiv în sânge se numește biodisponibilitate și depinde de calea pe care o urmează molecula:</p>
<ul>
<li><strong>Pe cale orală</strong>, adică înghițit, CBD-ul trece prin stomac și intestin, apoi prin ficat, înainte de a ajunge în circulația generală. Ficatul transformă o parte importantă din el, fenomen numit „efectul primului pasaj hepatic”. Rezultatul: doar o fracțiune mică și foarte variabilă ajunge în sânge, iar concentrația maximă apare, în studiile de farmacocinetică, de obicei după una până la câteva ore.</li>
<li><strong>Sub limbă</strong>, o parte din CBD poate trece prin mucoasa bucală, dar o bună parte din ulei este oricum înghițită și urmează calea orală.</li>
<li><strong>Prin inhalare</strong>, CBD-ul ajunge în plămâni și de acolo în sânge, cu diferențe mari de la o persoană la alta și chiar de la o inhalare la alta.</li>
</ul>
<p>Mai există un factor important: mâncarea. Studiile au arătat că o masă bogată în grăsimi poate crește de câteva ori cantitatea de CBD înghițit care ajunge în sânge. Aceeași cantitate de pe etichetă poate avea, așadar, urmări diferite de la o zi la alta, ceea ce contează mai ales pentru cine ia medicamente care pot interacționa cu CBD-ul.</p>

<h2>Uleiul cu CBD</h2>
<p>Uleiul este un extract de cânepă dizolvat într-un ulei vegetal, vândut în flacoane cu pipetă. Pe etichetă găsești concentrația, în procente, și cantitatea totală de CBD, în miligrame. Aritmetica este simplă: un flacon de 10 ml cu 10% conține 1.000 mg de CBD, adică 100 mg la mililitru. Calculele acestea îți spun ce cumperi, nu cât să iei.</p>
<ul>
<li><strong>Ce apreciază oamenii la ulei:</strong> ingredientele puține (extract și ulei purtător, fără zahăr), gama largă de concentrații și costul pe miligram, de obicei mai mic decât la alte forme.</li>
<li><strong>Ce e de știut:</strong> gustul poate fi ierbos, mai ales la extractele cu spectru complet; picătura nu este o unitate de măsură exactă, pentru că mărimea ei depinde de pipetă și de vâscozitatea uleiului; informația de referință este cea de pe etichetă.</li>
<li><strong>Regulile:</strong> în Uniunea Europeană, extractele de CBD care se înghit sunt „alimente noi”, potrivit Regulamentului (UE) 2015/2283, și nu au primit până acum o autorizație.</li>
</ul>
<p>Detaliile despre tipurile de extract, concentrații și etichetă le găsești în <a href="/blog/ulei-cbd-ghid-complet">ghidul despre uleiul cu CBD</a>.</p>

<h2>Jeleurile cu CBD</h2>
<p>Jeleurile sunt o formă care se mestecă și se înghite: fiecare bucată conține o cantitate fixă de CBD, trecută pe ambalaj. Nu ai nimic de calculat, dar merită să pui cifra de pe ambalaj lângă reperul oficial: Autoritatea Europeană pentru Siguranța Alimentară (EFSA) a stabilit provizoriu, în februarie 2026, un nivel de consum considerat sigur de aproximativ 2 mg de CBD pe zi pentru un adult de 70 de kilograme. Unele produse de pe piață depășesc această cantitate într-o singură bucată.</p>
<ul>
<li><strong>Ce apreciază oamenii la jeleuri:</strong> gustul, discreția, faptul că nu trebuie să numere picături.</li>
<li><strong>Ce e de știut:</strong> totul trece prin tubul digestiv și prin ficat, așa că absorbția este lentă și variabilă; conțin zahăr sau îndulcitori, iar baza poate fi gelatina, de origine animală, sau pectina; citește lista de ingrediente și alergenii, mai ales dacă ai o dietă anume; o bucată nu se poate împărți exact.</li>
<li><strong>Riscul pentru copii:</strong> jeleurile arată ca niște bomboane obișnuite. Păstrează-le în ambalajul original, închis, într-un loc pe care copiii nu îl pot vedea sau atinge. Dacă un copil a mâncat un jeleu cu CBD, sună imediat la 112 și păstrează ambalajul.</li>
<li><strong>Regulile:</strong> sunt tot extracte de CBD care se înghit, deci aceeași situație de „aliment nou” ca la ulei.</li>
</ul>
<p>Nu lua mai mult decât cantitatea indicată pe etichetă. Absorbția prin tubul digestiv este lentă, iar o bucată în plus luată „ca să fie” înseamnă doar mai mult CBD în aceeași zi.</p>

<h2>Țigaretele electronice cu CBD</h2>
<p>Țigaretele electronice cu CBD încălzesc un lichid care conține CBD până la formarea unui aerosol, care este inhalat. Există dispozitive de unică folosință, dispozitive cu cartușe înlocuibile și flacoane de lichid pentru reumplere. În România, Legea 64/2024 le tratează ca țigarete electronice, indiferent dacă lichidul conține sau nu nicotină, iar vânzarea lor este permisă doar către adulți.</p>
<ul>
<li><strong>Nu sunt pentru cine nu fumează.</strong> Dacă nu ai fumat și nu ai folosit niciodată țigarete electronice, nu începe cu una cu CBD. Nu are sens să îți creezi un obicei de inhalare.</li>
<li><strong>Nu sunt o metodă de renunțare la fumat.</strong> Nu le prezentăm și nu le recomandăm așa. Dacă vrei să renunți la fumat, medicul de familie îți poate spune care sunt metodele care au dovezi în spate.</li>
<li><strong>Inhalarea nu este lipsită de riscuri.</strong> Plămânii nu sunt făcuți pentru aerosoli încălziți, iar efectele pe termen lung ale vaporizării nu sunt pe deplin cunoscute. Iritația căilor respiratorii și tusea sunt frecvente.</li>
<li><strong>Compoziția contează enorm.</strong> În 2019, în Statele Unite a izbucnit un val de afecțiuni pulmonare severe asociate vaporizării, legate în principal de acetatul de vitamina E adăugat în cartușe cu THC de pe piața neoficială. Un produs serios are compoziția declarată și buletin de analiză pe lot. Nu folosi lichide din surse necunoscute, nu amesteca lichide între ele și nu modifica dispozitivul.</li>
<li><strong>Cantitatea este greu de urmărit.</strong> Eticheta spune câte miligrame de CBD conține lichidul sau dispozitivul, dar cât ajunge în organism la fiecare inhalare depinde de dispozitiv, de durata și de intensitatea ei.</li>
</ul>
<p>Nu sunt potrivite pentru persoanele cu astm, cu boală pulmonară obstructivă cronică sau cu alte boli respiratorii, pentru femeile însărcinate sau care alăptează și, evident, pentru minori. Păstrează dispozitivele și flacoanele de reumplere departe de copii: lichidul poate fi înghițit accidental.</p>

<h2>Produsele pentru piele</h2>
<p>Cremele, balsamurile și serurile cu CBD sunt produse cosmetice și urmează Regulamentul (CE) nr. 1223/2009. Se aplică pe piele, iar la utilizarea obișnuită doar o cantitate foarte mică ajunge în sânge. Un cosmetic este destinat îngrijirii pielii, nu tratării unei probleme de sănătate. Înainte de prima folosire, fă un test pe o zonă mică de piele. Mai multe despre etichetă și ingrediente găsești în articolul despre <a href="/blog/cbd-in-skincare-ghid">CBD în produsele de îngrijire a pielii</a>.</p>

<h2>Comparația pe scurt</h2>
<table>
<caption>Uleiul, jeleurile și țigaretele electronice cu CBD, comparate</caption>
<thead>
<tr><th scope="col">Criteriu</th><th scope="col">Ulei</th><th scope="col">Jeleuri</th><th scope="col">Țigaretă electronică</th></tr>
</thead>
<tbody>
<tr><th scope="row">Cum ajunge CBD-ul în sânge</th><td>în mare parte înghițit, prin tubul digestiv și ficat</td><td>înghițit, prin tubul digestiv și ficat</td><td>prin plămâni</td></tr>
<tr><th scope="row">Cum citești cantitatea</th><td>miligrame în flacon și la mililitru</td><td>miligrame pe bucată</td><td>miligrame în lichid sau în dispozitiv; greu de urmărit la fiecare inhalare</td></tr>
<tr><th scope="row">Regulile</th><td>„aliment nou”, fără autorizație acordată până acum</td><td>„aliment nou”, fără autorizație acordată până acum</td><td>țigaretă electronică (Legea 64/2024), doar pentru adulți</td></tr>
<tr><th scope="row">Riscuri specifice</th><td>somnolență, interacțiuni, ca la orice formă înghițită</td><td>confuzia cu bomboanele, zahărul, cantități mari pe bucată</td><td>iritația căilor respiratorii, efecte necunoscute pe termen lung</td></tr>
<tr><th scope="row">Nu se potrivește</th><td>minorilor, în sarcină și alăptare</td><td>minorilor, în sarcină și alăptare, în case cu copii fără un loc sigur de păstrare</td><td>nefumătorilor, persoanelor cu boli respiratorii, minorilor, în sarcină și alăptare</td></tr>
</tbody>
</table>

<h2>Întrebări de pus înainte de a alege</h2>
<ul>
<li><strong>„Iau medicamente.”</strong> Atunci primul pas nu este alegerea formei, ci discuția cu medicul. Interacțiunile sunt posibile cu orice formă care ajunge în sânge.</li>
<li><strong>„Nu am fumat niciodată.”</strong> Atunci țigareta electronică nu este o opțiune pentru tine.</li>
<li><strong>„Am copii mici în casă.”</strong> Jeleurile cer un loc de păstrare sigur, închis; la fel și uleiurile și lichidele.</li>
<li><strong>„Vreau să știu exact ce conține produsul.”</strong> Citește eticheta și buletinul de analiză al lotului, indiferent de formă.</li>
<li><strong>„Nu suport gustul ierbos.”</strong> Izolatul are gust neutru, iar jeleurile au aromă; citește însă lista de ingrediente.</li>
<li><strong>„Sunt sportiv legitimat.”</strong> Discută cu medicul echipei înainte de orice produs cu CBD; extractele cu spectru complet și spectru larg conțin și alți canabinoizi, interziși în competiție. Detalii în articolul despre <a href="/blog/cbd-sport-recuperare-ghid-complet">CBD și sport</a>.</li>
</ul>

<h2>Dacă folosești mai multe forme</h2>
<p>Cantitățile de CBD din formele care ajung în sânge se adună: ulei, jeleuri și țigaretă electronică. Reperul EFSA se referă la tot CBD-ul consumat într-o zi, din orice sursă. Produsele pentru piele contribuie foarte puțin la cantitatea din sânge. Nu depăși cantitatea indicată pe eticheta fiecărui produs, introdu produsele pe rând, ca să știi cum reacționezi la fiecare, și spune-i medicului tot ce folosești.</p>

<h2>Siguranța, indiferent de formă</h2>
<ul>
<li><strong>Interacțiunile cu medicamentele</strong> sunt posibile pentru toate formele care ajung în circulația generală. CBD-ul poate inhiba enzime hepatice din familia CYP450, în special CYP3A4, CYP2C19 și CYP2C9, care transformă multe medicamente. Vorbește cu medicul înainte dacă iei medicamente.</li>
<li><strong>Sarcina și alăptarea:</strong> nu folosi CBD în aceste perioade.</li>
<li><strong>Condusul și alcoolul:</strong> nu folosi CBD înainte să conduci sau să lucrezi cu utilaje și nu îl combina cu alcoolul; somnolența este unul dintre efectele nedorite raportate.</li>
<li><strong>Calitatea:</strong> alege produse cu buletin de analiză pentru fiecare lot, cu THC sub limita de cuantificare a laboratorului (0,01%). Ghidul nostru despre <a href="/blog/cum-citesti-certificat-analiza-coa-cbd">buletinul de analiză</a> îți arată cum îl verifici.</li>
<li><strong>Vârsta:</strong> produsele cu CBD sunt destinate exclusiv adulților.</li>
</ul>

<h2>Întrebări frecvente</h2>
<h3>Care formă este „cea mai puternică”?</h3>
<p>Întrebarea pornește de la o premisă greșită. Formele diferă prin calea pe care CBD-ul ajunge în sânge, prin viteză și prin cât de variabilă este absorbția, nu printr-o „putere” anume. Cantitatea de CBD este cea scrisă pe etichetă, iar aceea nu se depășește.</p>
<h3>Pot folosi o țigaretă electronică cu CBD dacă nu am fumat niciodată?</h3>
<p>Nu. Nu are sens să începi un obicei de inhalare, cu riscurile lui, pentru un produs care există și în alte forme.</p>
<h3>Țigaretele electronice cu CBD conțin nicotină?</h3>
<p>Unele produse de pe piață pot conține; citește întotdeauna eticheta și buletinul de analiză. Chiar și fără nicotină, legea le tratează ca țigarete electronice, iar vânzarea lor este permisă doar către adulți.</p>
<h3>Pot trece de la țigări la o țigaretă electronică cu CBD ca să renunț la fumat?</h3>
<p>Nu le prezentăm ca metodă de renunțare la fumat. Pentru renunțare, vorbește cu medicul de familie despre metodele care au dovezi în spate.</p>

<h2>Pe scurt</h2>
<ul>
<li>Uleiul: cantitatea se citește în miligrame pe flacon și pe mililitru; extractele care se înghit sunt „alimente noi”, fără autorizație acordată până acum.</li>
<li>Jeleurile: cantitate fixă pe bucată, uneori peste reperul EFSA de aproximativ 2 mg pe zi; se păstrează departe de copii.</li>
<li>Țigaretele electronice cu CBD: tratate ca țigarete electronice, doar pentru adulți, niciodată pentru cine nu fumează și niciodată ca metodă de renunțare la fumat.</li>
<li>Cantitățile din toate formele care ajung în sânge se adună; nu depăși cantitatea de pe etichetă.</li>
<li>Vorbește cu medicul înainte dacă iei medicamente; nu folosi CBD sub 18 ani, în sarcină, în alăptare, înainte de condus sau cu alcool.</li>
</ul>

<p class="disclaimer">Informații generale. Nu înlocuiește consultul medical. Acest articol are scop informativ și nu reprezintă o recomandare de tratament. Produsele cu CBD nu sunt medicamente și nu sunt destinate diagnosticării, tratării, vindecării sau prevenirii vreunei boli. Țigaretele electronice nu sunt pentru nefumători, pentru persoanele cu boli respiratorii, pentru femeile însărcinate sau care alăptează și nu sunt o metodă de renunțare la fumat. Dacă iei medicamente, discută cu medicul tău înainte de a folosi CBD. Produse destinate exclusiv persoanelor care au împlinit 18 ani.</p>
`,
  author: 'Echipa editorială Verdana',
  date: '2025-02-14',
  updated: '2026-11-29',
  // A guide that describes e-cigarettes does not end by sending its reader to products that include them (Legea
  // 64/2024; seventh review F4).
  productCta: false,
  category: 'Educație',
  image: '/images/blog/cbd-vape-ulei-jeleuri-ce-alegi.svg',
  readTime: '10 min',
  metaDescription:
    'Ulei, jeleuri sau țigaretă electronică cu CBD: absorbția, cantitatea de pe etichetă, regulile fiecărei forme, riscurile și cui nu i se potrivesc.',
  keywords: [
    'ulei sau jeleuri CBD',
    'jeleuri CBD',
    'țigaretă electronică CBD',
    'ulei CBD',
    'absorbție CBD',
    'forme de CBD',
    'etichetă produse CBD',
  ],
};
