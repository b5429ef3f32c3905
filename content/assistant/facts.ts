// What the shop assistant may state as fact: one sentence each, taken from our policy pages and site
// constants, with the page that says it. The assistant quotes these; it never writes figures of its own.
import { offers } from '../wheel';
import { site } from '../site';

export interface AssistantFact {
  id: string;
  /** Words a shopper might use for this (searched with the sentence; Romanian, with or without diacritics). */
  keywords: string;
  text: string;
  source: { label: string; path: string };
}

const shipping = { label: 'Politica de livrare', path: '/shipping-policy' };
const refund = { label: 'Politica de rambursare', path: '/refund-policy' };
const terms = { label: 'Termeni și condiții', path: '/terms-of-service' };
const contact = { label: 'Contact', path: '/contact-info' };
const privacy = { label: 'Politica de confidențialitate', path: '/privacy-policy' };
const safetyGuide = { label: 'CBD și anxietatea: ghid complet (siguranță și interacțiuni)', path: '/blog/cbd-anxietate-ghid-complet' };

export const facts: AssistantFact[] = [
  {
    id: 'livrare-cost',
    keywords: 'cost livrare transport taxa curier cat costa livrarea gratuita gratis pret livrare',
    text: `Livrarea prin curier costă ${site.shippingFee} lei pentru comenzile sub ${site.freeShippingThreshold} lei și este gratuită de la ${site.freeShippingThreshold} lei.`,
    source: shipping,
  },
  {
    id: 'livrare-termen',
    keywords: 'cand ajunge comanda coletul in cat timp termen livrare cat dureaza livrarea zile ore primesc coletul',
    text: 'Livrarea durează 24 de ore în orașele mari și 24-48 de ore în restul țării, de la predarea coletului către curier.',
    source: shipping,
  },
  {
    id: 'livrare-ora-14',
    keywords: 'ora 14 aceeasi zi pleaca expediere plecare comanda azi depozit weekend sambata duminica sarbatoare livrati in weekend',
    text: 'Comenzile plasate într-o zi lucrătoare până la ora 14:00 pleacă din depozit în aceeași zi; cele de după ora 14:00, din weekend sau de sărbători pleacă în următoarea zi lucrătoare.',
    source: shipping,
  },
  {
    id: 'livrare-procesare',
    keywords: 'procesare pregatire ambalare confirmare email comanda cat dureaza procesarea',
    text: 'Primești e-mailul de confirmare în cel mult 5 minute, iar procesarea comenzii (verificare, pregătire și ambalare) durează 4-24 de ore.',
    source: shipping,
  },
  {
    id: 'curieri',
    keywords: 'curier curieri firma curierat fan courier sameday cargus awb urmarire colet tracking',
    text: 'Livrăm prin Fan Courier, Sameday și Cargus, iar când coletul pleacă primești pe e-mail numărul de urmărire (AWB).',
    source: shipping,
  },
  {
    id: 'plata-metode',
    keywords: 'plata plati metode de plata card transfer bancar cum platesc modalitati paypal revolut apple pay google pay',
    text: 'Poți plăti cu cardul, online, prin transfer bancar sau ramburs la curier pentru comenzile de peste 100 lei.',
    source: terms,
  },
  {
    id: 'ramburs',
    keywords: 'ramburs plata la livrare cash numerar curier plata la primire',
    text: 'Plata ramburs, direct curierului la primirea coletului, este disponibilă pentru comenzile de peste 100 lei; până la 100 lei inclusiv plătești cu cardul sau prin transfer bancar.',
    source: shipping,
  },
  {
    id: 'plata-securizata',
    keywords: 'plata securizata sigur card date card criptare 256 bit siguranta',
    text: 'Plata cu cardul se face într-o pagină securizată, cu criptare pe 256 de biți; datele cardului sunt prelucrate direct de procesatorul de plăți, iar noi nu le vedem și nu le stocăm.',
    source: terms,
  },
  {
    id: 'retur-30',
    keywords: 'retur returnare returnez garantie 30 zile banii inapoi nu mi place nu ma multumeste schimb',
    text: 'Ai garanția „banii înapoi” de 30 de zile calendaristice de la primirea coletului, chiar și pentru produsele desigilate și încercate.',
    source: refund,
  },
  {
    id: 'retur-pasi',
    keywords: 'cum returnez pasi retur cod rma cerere retur email aprobare',
    text: 'Pentru retur ne scrii la suport@verdana.ro cu numărul comenzii, primești în 24 de ore aprobarea și codul RMA, ne trimiți coletul, iar noi verificăm produsele în cel mult 3 zile lucrătoare.',
    source: refund,
  },
  {
    id: 'rambursare-14',
    keywords: 'rambursare bani inapoi cand primesc banii in cat timp dati returnati banii dupa retur 14 zile restituire',
    text: 'Îți returnăm banii în cel mult 14 zile, pe aceeași cale prin care ai plătit, fără niciun comision.',
    source: refund,
  },
  {
    id: 'rambursare-termene',
    keywords: 'in cat timp ajung banii card transfer ramburs zile lucratoare rambursare cont',
    text: 'După ce inițiem rambursarea, banii ajung în 2-10 zile lucrătoare pe card, în 1-3 zile lucrătoare prin transfer bancar, iar pentru comenzile plătite ramburs în 3-5 zile lucrătoare, prin transfer în contul IBAN indicat de tine.',
    source: refund,
  },
  {
    id: 'retur-cost',
    keywords: 'cine plateste returul cost retur transport retur gratuit defect gresit deteriorat',
    text: 'Dacă produsul nu ți se potrivește, transportul returului îl plătești tu, de regulă aproximativ 15-25 lei; pentru produsele defecte, deteriorate sau greșite returul este gratuit.',
    source: refund,
  },
  {
    id: 'defect-24h',
    keywords: 'produs defect deteriorat spart sparta crapat flacon sticla lipsa gresit colet deteriorat reclamatie primit venit ce fac 24 ore',
    text: 'Pentru produse lipsă, deteriorate sau greșite, scrie-ne în 24 de ore de la primire, cu fotografii ale produselor și ale ambalajului.',
    source: shipping,
  },
  {
    id: 'retragere-14',
    keywords: 'drept de retragere 14 zile lege oug 34 2014 anulare contract',
    text: 'Legea (OUG nr. 34/2014) îți dă dreptul să te retragi din contract în 14 zile calendaristice de la primirea produselor, fără să îți justifici decizia; garanția noastră de 30 de zile se adaugă acestui drept.',
    source: terms,
  },
  {
    id: 'program',
    keywords: 'program suport orar ore deschis weekend sambata duminica luni vineri cand raspundeti',
    text: 'Echipa de suport lucrează de luni până vineri, 09:00-18:00; în weekend suntem închiși, iar la mesaje răspundem în 24 de ore în zilele lucrătoare.',
    source: contact,
  },
  {
    id: 'contact',
    keywords: 'contact email telefon whatsapp mesaj scriu cum va contactez suport adresa',
    text: 'Ne poți scrie la suport@verdana.ro sau prin aplicația de mesagerie din pagina de contact.',
    source: contact,
  },
  {
    id: 'comenzi-acces',
    keywords: 'comanda mea unde este comanda status comanda numar comanda awb anulare comanda modific comanda',
    text: 'Asistentul virtual nu are acces la comenzi; pentru o comandă anume scrie-ne la suport@verdana.ro, cu numărul comenzii.',
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
    keywords: 'thc contin contine continut 0 psihoactiv drogat drogheaza droguri drog high ameteste efect psihoactiv dependenta',
    text: `Toate produsele conțin ${site.thc}, deci nu au efect psihoactiv; fiecare lot este analizat de un laborator independent.`,
    source: { label: 'Despre noi', path: '/despre' },
  },
  {
    id: 'nu-medicament',
    keywords: 'medicament tratament vindeca trateaza boala medic',
    text: 'Produsele CBD nu sunt medicamente și nu înlocuiesc consultul sau tratamentul recomandat de medic.',
    source: terms,
  },
  {
    id: 'interactiuni',
    keywords: 'interactiuni medicamente pastile tratament antidepresive anticoagulante warfarina benzodiazepine xanax sertralina ficat enzime cyp450',
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
    text: `Dacă te abonezi la newsletter, primești pe e-mail codul ${offers.newsletter.code}, cu ${offers.newsletter.discount} reducere la prima comandă.`,
    source: { label: 'Pagina principală', path: '/' },
  },
  {
    id: 'date-personale',
    keywords: 'date personale gdpr stergere date confidentialitate cerere date',
    text: 'Îți poți exercita gratuit drepturile privind datele personale scriindu-ne la suport@verdana.ro; răspundem în cel mult 30 de zile.',
    source: privacy,
  },
  {
    id: 'adresa',
    keywords: 'adresa sediu sediul unde sunteti firma firmei societate societatii cluj',
    text: 'Verdana Wellness S.R.L. are sediul și adresa de corespondență în Str. Observatorului nr. 12, Cluj-Napoca, jud. Cluj.',
    source: contact,
  },
];
