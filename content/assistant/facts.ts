// What the shop assistant may state as fact: one sentence each, taken from our policy pages and site
// constants, with the page that says it. The assistant quotes these; it never writes figures of its own.
// `{{trader.*}}` tokens are the trader's identity from configuration, filled in before an answer is sent.
import { findArticle } from '../blog';
import { shippingFacts as f, shippingText as t } from '../facts';
import { site } from '../site';
import { offers, WHEEL_NAME, wheelOddsLine } from '../wheel';

export interface AssistantFact {
  id: string;
  /** Words a shopper might use for this (searched with the sentence; Romanian, with or without diacritics). */
  keywords: string;
  text: string;
  source: { label: string; path: string };
}

const shipping = { label: 'Politica de livrare', path: '/shipping-policy' };
const refund = { label: 'Politica de retur', path: '/refund-policy' };
const terms = { label: 'Termeni și condiții', path: '/terms-of-service' };
const contact = { label: 'Contact', path: '/contact-info' };
const privacy = { label: 'Politica de confidențialitate', path: '/privacy-policy' };
const offerRules = { label: 'Regulamentul ofertelor', path: '/regulament-oferte' };
/** A blog article as a source: its own title, so a renamed article is never cited by its old name. */
const article = (slug: string) => ({ label: findArticle(slug)!.title, path: `/blog/${slug}` });
const safetyGuide = {
  label: 'Uleiul cu CBD: siguranța și interacțiunile',
  path: '/blog/ulei-cbd-ghid-complet#siguranta',
};
const oilGuide = article('ulei-cbd-ghid-complet');

export const facts: AssistantFact[] = [
  {
    id: 'pastrare-ulei',
    keywords:
      'pastrare pastrat pastrez pastreaza depozitare tin frigider caldura lumina dupa deschidere deschis desfacut tulbure expira oxidat',
    text: 'Ține flaconul în cutia lui, la loc răcoros și întunecat, departe de calorifer sau de bordul mașinii, și închide bine capacul după fiecare utilizare; după deschidere, folosește uleiul în câteva luni și respectă data de expirare.',
    source: oilGuide,
  },
  {
    id: 'buletin-de-analiza',
    keywords:
      'ce este certificat certificatul de analiza coa buletin buletinul de analiza ce inseamna ce contine raport laborator',
    text: 'Buletinul de analiză (în engleză COA, certificate of analysis) este raportul în care un laborator independent arată ce a găsit într-un lot: cât CBD conține față de etichetă, THC-ul, pesticidele, metalele grele, solvenții și microbiologia; pe pagina fiecărui produs găsești lotul și buletinul lui.',
    source: article('cum-citesti-certificat-analiza-coa-cbd'),
  },
  {
    id: 'folosire-ulei',
    keywords:
      'cum se foloseste cum folosesc cum iau cum se ia uleiul ulei picaturi sub limba administrare mod de folosire',
    text: 'Uleiul se pune sub limbă cu pipeta, în cantitatea scrisă pe eticheta produsului, se ține acolo aproximativ un minut, apoi se înghite; nu depăși cantitatea de pe etichetă.',
    source: oilGuide,
  },
  {
    id: 'livrare-cost',
    keywords: 'cost livrare transport taxa curier cat costa livrarea gratuita gratis pret livrare',
    text: `Livrarea prin curier costă ${t.fee} pentru comenzile sub ${t.freeFrom} și este gratuită de la ${t.freeFrom}; vape-urile nu intră în această sumă.`,
    source: shipping,
  },
  {
    id: 'livrare-termen',
    keywords: 'cand ajunge comanda coletul in cat timp termen livrare cat dureaza livrarea zile ore primesc coletul',
    text: `Livrarea durează ${t.bigCities} în orașele mari și ${t.elsewhere} în restul țării, de la predarea coletului către curier.`,
    source: shipping,
  },
  {
    id: 'livrare-ora-14',
    keywords:
      'ora 14 aceeasi zi pleaca expediere plecare comanda azi depozit weekend sambata duminica sarbatoare livrati in weekend',
    text: `Comenzile plasate într-o zi lucrătoare până la ora ${f.sameDayCutoff} pleacă din depozit în aceeași zi; cele de după ora ${f.sameDayCutoff}, din weekend sau de sărbători pleacă în următoarea zi lucrătoare.`,
    source: shipping,
  },
  {
    id: 'livrare-procesare',
    keywords: 'procesare pregatire ambalare confirmare email comanda cat dureaza procesarea',
    text: `Primești e-mailul de confirmare în cel mult ${t.confirmation} (dacă nu îl găsești, verifică și dosarul Spam sau Promoții), iar procesarea comenzii (verificare, pregătire și ambalare) durează ${t.processing}, în zilele lucrătoare.`,
    source: shipping,
  },
  {
    id: 'adresa-schimbare',
    keywords:
      'schimb adresa schimba adresa modific adresa gresit adresa am gresit adresa alta adresa dupa ce am comandat plasat comanda corectez adresa livrare',
    text: 'Dacă ai greșit adresa sau vrei să o schimbi după ce ai plasat comanda, scrie-ne cât mai repede la {{trader.email}}: o putem corecta fără costuri cât timp coletul nu a fost predat curierului.',
    source: shipping,
  },
  {
    id: 'livrare-varsta',
    keywords:
      'vape act de identitate buletin carte de identitate curier verifica varsta destinatar 18 ani minor cine poate primi ridica vecin altcineva in locul meu',
    text: 'Când comanda conține țigarete electronice cu CBD (vape-uri), curierul îi cere destinatarului, la livrare, un act de identitate și îi verifică vârsta: nu predă coletul unui minor și nici cuiva care nu prezintă actul. Treci ca destinatar o persoană care a împlinit 18 ani și care va fi la adresă.',
    source: shipping,
  },
  {
    id: 'livrare-zona',
    keywords:
      'unde livrati livrati in oras judet sat toata tara romania easybox locker lockere automat colete punct de ridicare ridicare personala birou acasa adresa',
    text: 'Livrăm în toată România, numai prin curier, la adresa pe care o indici în comandă (acasă sau la birou); nu livrăm în automate de colete (easybox sau alte lockere) și nici la puncte de ridicare, pentru că acolo nimeni nu poate verifica vârsta celui care ridică coletul.',
    source: shipping,
  },
  {
    id: 'curieri',
    keywords: 'curier curieri firma curierat fan courier sameday cargus awb urmarire colet tracking',
    text: `Livrăm prin ${t.couriers}, iar când coletul pleacă primești pe e-mail numărul de urmărire (AWB).`,
    source: shipping,
  },
  {
    id: 'plata-metode',
    keywords:
      'plata plati metode de plata card transfer bancar cum platesc modalitati paypal revolut apple pay google pay',
    text: `Poți plăti cu cardul, online, prin transfer bancar sau ramburs la curier pentru comenzile de peste ${t.cashOnDeliveryOver}.`,
    source: terms,
  },
  {
    id: 'ramburs',
    keywords: 'ramburs plata la livrare cash numerar curier plata la primire',
    text: `Plata ramburs, direct curierului la primirea coletului, este disponibilă pentru comenzile de peste ${t.cashOnDeliveryOver}; până la ${t.cashOnDeliveryOver} inclusiv plătești cu cardul sau prin transfer bancar.`,
    source: shipping,
  },
  {
    id: 'plata-securizata',
    keywords: 'plata securizata sigur card date card criptare 256 bit siguranta',
    text: 'Plata cu cardul se face într-o pagină securizată, printr-o conexiune criptată (HTTPS); datele cardului sunt prelucrate direct de procesatorul de plăți, iar noi nu le vedem și nu le stocăm.',
    source: terms,
  },
  {
    id: 'retur-30',
    keywords:
      'retur returnare returnez 30 zile banii inapoi nu mi place nu ma multumeste schimb deschis desfacut desigilat folosit incercat inceput',
    text: 'Poți returna produsele în 30 de zile calendaristice de la primirea coletului și primești banii înapoi, chiar și pentru produsele desigilate și încercate.',
    source: refund,
  },
  {
    id: 'retur-pasi',
    keywords: 'cum returnez pasi retur cod rma cod de retur cerere retur email aprobare',
    text: 'Pentru retur ne scrii la {{trader.email}} cu numărul comenzii, primești în 24 de ore aprobarea și codul de retur, ne trimiți coletul, iar noi verificăm produsele în cel mult 3 zile lucrătoare.',
    source: refund,
  },
  {
    id: 'rambursare-14',
    keywords:
      'rambursare bani inapoi cand primesc banii in cat timp dati returnati banii dupa retur 14 zile restituire',
    text: 'Îți returnăm banii în cel mult 14 zile de la ziua în care ne-ai anunțat retragerea sau returul, pe aceeași cale prin care ai plătit (pentru comenzile plătite ramburs, prin transfer în contul IBAN pe care ni-l indici, în 3–5 zile lucrătoare de la inițierea rambursării), fără niciun comision; putem aștepta până primim produsele înapoi sau dovada că le-ai expediat.',
    source: refund,
  },
  {
    id: 'rambursare-termene',
    keywords: 'in cat timp ajung banii card transfer ramburs zile lucratoare rambursare cont',
    text: 'După ce inițiem rambursarea, banii ajung în 2–10 zile lucrătoare pe card, în 1–3 zile lucrătoare prin transfer bancar, iar pentru comenzile plătite ramburs în 3–5 zile lucrătoare, prin transfer în contul IBAN indicat de tine.',
    source: refund,
  },
  {
    id: 'retur-cost',
    keywords: 'cine plateste returul cost retur transport retur gratuit defect gresit deteriorat',
    text: 'Dacă produsul nu ți se potrivește, transportul returului îl plătești tu, de regulă aproximativ 15–25 de lei; pentru produsele defecte, deteriorate sau greșite returul este gratuit.',
    source: refund,
  },
  {
    id: 'defect-24h',
    keywords:
      'produs defect deteriorat spart sparta crapat flacon sticla lipsa gresit colet deteriorat reclamatie primit venit ce fac 24 ore',
    text: 'Pentru produse lipsă, deteriorate sau greșite, scrie-ne la {{trader.email}} în 24 de ore de la primire, cu fotografii ale produselor și ale ambalajului; returul lor este gratuit. Termenul ne ajută să rezolvăm repede și nu îți restrânge drepturile, inclusiv garanția legală de conformitate de 2 ani.',
    source: shipping,
  },
  {
    id: 'retragere-14',
    keywords: 'drept de retragere 14 zile lege oug 34 2014 anulare contract',
    text: 'Legea (OUG nr. 34/2014) îți dă dreptul să te retragi din contract în 14 zile calendaristice din ziua în care primești produsele (ultimul colet, dacă au venit mai multe), fără să îți justifici decizia; returul nostru în 30 de zile include acest drept.',
    source: terms,
  },
  {
    id: 'formular-retragere',
    keywords: 'formular de retragere model formular anexa oug 34 2014 cum ma retrag declaratie retragere',
    text: 'Formularul de retragere din OUG nr. 34/2014 (anexa nr. 1, partea B) este în Politica de retur, completat cu datele noastre; îl trimiți pe e-mail sau prin poștă, iar folosirea lui nu este obligatorie.',
    source: refund,
  },
  {
    id: 'garantie-conformitate',
    keywords: 'garantie garantia legala conformitate 2 ani defect neconform oug 140 2021 garantie produs',
    text: 'Garanția legală de conformitate, de 2 ani de la livrare (OUG nr. 140/2021), este separată de returul în 30 de zile și nu este afectată de el.',
    source: refund,
  },
  {
    id: 'program',
    keywords: 'program suport orar ore deschis weekend sambata duminica luni vineri cand raspundeti',
    text: 'Echipa de suport lucrează de luni până vineri, 09:00–18:00; în weekend suntem închiși, iar la mesaje răspundem în 24 de ore în zilele lucrătoare.',
    source: contact,
  },
  {
    id: 'contact',
    keywords: 'contact email telefon whatsapp mesaj scriu cum va contactez suport adresa',
    text: 'Ne poți scrie la {{trader.email}} sau ne poți suna la {{trader.phone}}, de luni până vineri, între 09:00 și 18:00.',
    source: contact,
  },
  {
    id: 'chat-date',
    keywords: 'ce faceti cu mesajele chat conversatia pastrati stocati date sanatate ce scriu confidentialitate',
    text: 'Nu păstrăm ce scrii în chat: mesajul ajunge la serverul nostru doar cât formulăm răspunsul și nu îl salvăm nicăieri. Nu avem nevoie de informații despre sănătatea ta și nu ți le cerem: te rugăm să nu ni le scrii.',
    source: privacy,
  },
  {
    id: 'comenzi-acces',
    keywords: 'comanda mea unde este comanda status comanda numar comanda awb anulare comanda modific comanda',
    text: 'Asistentul virtual nu are acces la comenzi; pentru o comandă anume scrie-ne la {{trader.email}}, cu numărul comenzii.',
    source: contact,
  },
  {
    id: 'varsta',
    keywords: 'varsta 18 ani minor minori adult copii majorat',
    text: 'Produsele noastre sunt destinate exclusiv persoanelor de cel puțin 18 ani, iar comenzile le pot plasa doar adulții.',
    source: terms,
  },
  {
    id: 'thc',
    keywords:
      'thc contin contine continut 0 psihoactiv drogat drogheaza droguri drog high ameteste efect psihoactiv dependenta certificat certificate analiza analize buletin laborator lot unde gasesc certificatul',
    text: `Toate produsele au ${site.thc}: asta nu înseamnă zero, ci că laboratorul nu poate măsura THC-ul sub acest prag. Fiecare lot este analizat de un laborator independent, acreditat ISO/IEC 17025, iar lotul și buletinul de analiză sunt pe pagina fiecărui produs.`,
    source: { label: 'Despre noi', path: '/despre' },
  },
  {
    id: 'spectru',
    keywords:
      'full spectrum broad spectrum spectru complet spectrul larg izolat izolatul diferenta ce inseamna extract extractul tipuri canabinoizi terpene',
    text: `Un extract cu spectru complet (full spectrum) păstrează, pe lângă CBD, și alți compuși ai plantei de cânepă, cum ar fi alți canabinoizi și terpenele, și poate conține urme de THC; unul cu spectru larg (broad spectrum) păstrează o parte dintre ei, iar THC-ul este îndepărtat prin procesare; izolatul este CBD purificat. Oricare ar fi extractul, produsele noastre au ${site.thc}, verificat pe fiecare lot.`,
    source: article('cbd-si-somnul-ce-arata-studiile'),
  },
  {
    id: 'ce-este-cbd',
    keywords:
      'ce este cbd ce e cbd canabidiol canabinoid canabinoizi canepa cannabis marijuana iarba thc diferenta drog drogat high euforie psihoactiv dependenta natural planta',
    text: 'CBD este prescurtarea pentru canabidiol, unul dintre compușii numiți canabinoizi din planta de cânepă. Spre deosebire de THC, CBD-ul nu produce euforie și nu modifică percepția, dar poate da somnolență și poate interacționa cu unele medicamente.',
    source: oilGuide,
  },
  {
    id: 'test-antidrog',
    keywords:
      'test antidrog drug test pozitiv testul de droguri control trafic politie sofer sportiv angajator apare in sange urina',
    text: `Testele antidrog caută THC și metaboliții lui, nu CBD. Produsele noastre au ${site.thc}, verificat pe fiecare lot, așa că riscul unui test pozitiv este foarte mic, dar nu poate fi exclus absolut. Dacă ești testat des, alege un produs cu CBD izolat și discută cu medicul sau cu angajatorul.`,
    source: article('cum-citesti-certificat-analiza-coa-cbd'),
  },
  {
    id: 'nu-medicament',
    keywords: 'medicament tratament vindeca trateaza boala medic',
    text: 'Produsele CBD nu sunt medicamente și nu înlocuiesc consultul sau tratamentul recomandat de medic.',
    source: terms,
  },
  {
    id: 'interactiuni',
    keywords:
      'interactiuni medicamente pastile tratament antidepresive anticoagulante warfarina benzodiazepine xanax sertralina ficat enzime cyp450',
    text: 'CBD-ul poate inhiba unele enzime ale ficatului (CYP450) care descompun multe medicamente, așa că nivelul unor medicamente în sânge poate crește. Discuția cu medicul sau cu farmacistul este obligatorie dacă iei antidepresive, benzodiazepine, anticoagulante (de exemplu warfarina), antiepileptice, medicamente pentru inimă și tensiune, statine, imunosupresoare sau medicamente pentru somn.',
    source: safetyGuide,
  },
  {
    id: 'sarcina',
    keywords: 'sarcina insarcinata gravida alaptare alaptez bebelus',
    text: 'Ghidurile noastre sunt clare: în sarcină și în perioada alăptării nu folosi CBD, pentru că nu există date suficiente despre siguranța pentru făt sau pentru sugar.',
    source: safetyGuide,
  },
  {
    id: 'factura',
    keywords: 'factura facturare primesc factura date de facturare firma persoana juridica',
    text: 'Pentru fiecare comandă emitem factură pe datele de facturare pe care ni le-ai indicat.',
    source: terms,
  },
  {
    id: 'newsletter',
    keywords: 'reducere cod reducere newsletter abonare 10 prima comanda discount cupon',
    text: `Dacă te abonezi la newsletter, primești pe e-mail codul ${offers.newsletter.code}, cu ${offers.newsletter.discount} la produsele dintr-o comandă, fără vape-uri și fără livrare, valabil o singură dată; codul nu expiră.`,
    source: offerRules,
  },
  {
    id: 'coduri-reguli',
    keywords:
      'cod reducere vape vapeuri cumulez cumula combina doua coduri mai multe coduri impreuna aceeasi comanda newsletter10 spin5 spin10 spin15 spin20 spinfree halloween15 unde introduc codul checkout livrare reducere se aplica',
    text: 'Folosești un singur cod pe comandă, iar codurile nu se cumulează între ele; codul îl introduci la finalizarea comenzii, iar reducerea se aplică doar produselor: nu se aplică livrării și nici vape-urilor (țigarete electronice).',
    source: offerRules,
  },
  {
    id: 'cod-fara-abonare',
    keywords: 'cod abonare newsletter marketing spam ruleta norocului roata halloween15 email reclame consimtamant',
    text: `Un cod cerut din fereastra cu oferta sau de la ${WHEEL_NAME} nu te abonează la newsletter: primești un singur e-mail, cu codul; abonarea o alegi separat, cu căsuța nebifată sau din formularul de newsletter.`,
    source: offerRules,
  },
  {
    id: 'cod-ruleta-valabil',
    keywords: '',
    text: `Un premiu de la ${WHEEL_NAME} este valabil până îl folosești, o singură dată; dacă nu te-ai abonat la newsletter, adresa ta și codul nefolosit se șterg după 12 luni de la trimitere, iar de atunci codul nu mai poate fi folosit.`,
    source: offerRules,
  },
  {
    id: 'ruleta-premii',
    keywords: 'ruleta norocului roata premii premiu ce pot castiga sanse',
    text: `La ${WHEEL_NAME} poți câștiga o reducere la produsele dintr-o comandă sau o cremă de mâini cu CBD gratuită, cu aceste șanse: ${wheelOddsLine}; ruleta nu dă ca premiu vape-uri.`,
    source: offerRules,
  },
  {
    id: 'pret-30-zile',
    keywords: 'pret cel mai mic ultimele 30 de zile reducere pret redus pret vechi omnibus',
    text: 'Când un produs are o reducere, pagina lui arată, lângă prețul redus, și cel mai mic preț din ultimele 30 de zile dinaintea reducerii, iar procentul reducerii se calculează față de acesta; fără reducere, prețul afișat este prețul curent.',
    source: offerRules,
  },
  {
    id: 'natural-organic',
    keywords:
      'organic organice bio ecologic ecologice natural naturale 100% natural chimicale sintetic sintetice conservanti',
    text: 'Nu avem o certificare ecologică pentru produsele noastre și nu le prezentăm drept naturale în întregime: unele conțin și ingrediente obținute prin sinteză, ca propilenglicolul sau fenoxietanolul; lista completă a ingredientelor este pe pagina fiecărui produs.',
    source: { label: 'Despre Verdana', path: '/despre' },
  },
  {
    id: 'date-personale',
    keywords: 'date personale gdpr stergere date confidentialitate cerere date',
    text: 'Îți poți exercita gratuit drepturile privind datele personale scriindu-ne la {{trader.email}}; îți răspundem în cel mult o lună de la primirea cererii, iar dacă cererea este complexă, termenul se poate prelungi cu cel mult două luni și te anunțăm de asta în prima lună.',
    source: privacy,
  },
  {
    id: 'adresa',
    keywords: 'adresa sediu sediul unde sunteti firma firmei societate societatii cluj',
    text: '{{trader.name}} are sediul și adresa de corespondență în {{trader.address}}.',
    source: contact,
  },
  {
    id: 'date-firma',
    keywords:
      'cui cui-ul cuiul cif cod fiscal cod unic de inregistrare registrul comertului nr reg com numar inregistrare date de identificare firma firmei telefon societate societatii',
    text: '{{trader.name}} are CUI {{trader.cui}} și numărul de înregistrare la Registrul Comerțului {{trader.tradeRegister}}; telefon {{trader.phone}} (luni–vineri, 09:00–18:00).',
    source: contact,
  },
];
