// What the safety gate knows, in the canonical form (folded, doubled letters single). A word is found by its
// stem (normalize.ts `stems`: inflection and diminutive suffixes taken off), so "copilașul", "copilasuuul" and
// "copii" all meet the stem "copil"/"copi"; stems of five letters or more also forgive one typo. Phrases are
// regular expressions over the normalised tokens joined by single spaces.

export interface Lexicon {
  /** Stems found exactly. */
  stems: string[];
  /** Stems of at least five letters also found with one letter wrong. */
  fuzzy?: string[];
  /** Stems also found at the start of a longer word ("convulsi" in "convulsive", "antidepresiv" in "antidepresivele"). */
  prefix?: string[];
  /** Regular expressions over the normalised text. */
  phrases?: RegExp[];
}

/** Animals: our products are for people; a pet's question never gets an amount or a product. */
export const PETS = [
  'caine', 'cain', 'catel', 'catelus', 'catelusa', 'pisic', 'pisica', 'pisoi', 'motan', 'motanel', 'animal', 'animalut', 'iapa', 'armasar', 'manz', 'calul',
  'papagal', 'iepuras', 'iepure', 'hamster', 'dihor', 'porcusor', 'sobolan', 'soricel', 'canar', 'peruș', 'perus', 'broasca', 'testoasa', 'cutu',
  'catea', 'cotoi', 'caluti', 'calut', 'labrador', 'ciobanesc', 'bichon', 'pechinez', 'caniche', 'terrier', 'husky', 'rottweiler', 'cocker', 'teckel', 'pisicut',
  'dog', 'dogs', 'cats', 'puppy', 'kitten', 'pet', 'pets', 'kutya', 'kutyam', 'macska', 'macskam',
];

/** A relation, a person or a pet the question may be about. */
export const OTHER_PERSON: Lexicon = {
  stems: [
    'mam', 'mama', 'mamei', 'mamic', 'mamicut', 'mamaie', 'tat', 'tata', 'tatal', 'tatalui', 'taic', 'tatic', 'tataie',
    'sot', 'soti', 'sotie', 'sotia', 'sotior', 'nevast', 'nevasta', 'partener', 'logodnic', 'concubin',
    'bunic', 'bunici', 'bunicut',
    'frat', 'frate', 'fratior', 'frati', 'surior', 'surioar', 'surori',
    'prieten', 'amic', 'amica', 'vecin', 'coleg', 'colega',
    'soacr', 'soacra', 'socr', 'socru', 'cumnat', 'cumnata', 'ginere', 'cuscr', 'unchi', 'matus', 'matusa', 'tanti',
    'verisor', 'verisoar', 'nepot', 'nepoat', 'nepoata', 'fiu', 'fiul', 'fiului', 'fica', 'ficei',
    'pacient', 'pacienta', 'parint', 'parinte', 'parinti',
    'maica', 'babacu', 'babacul', 'gagica', 'gagiu', 'iubi', 'barbatu', 'nevasta', 'cunostint', 'cunostinta', 'client', 'clienta', 'clientul', 'clienti', 'cumatr', 'cumatra', 'cumatru',
    'domn', 'domnul', 'doamna', 'doamnei', 'internat', 'internata', 'beneficiar', 'rezident',
    'baiatul', 'baiatului',
    'son', 'daughter', 'mom', 'mum', 'mother', 'dad', 'father', 'wife', 'husband', 'boyfriend', 'girlfriend', 'grandma', 'grandpa', 'friend', 'patient',
    'fiam', 'lanyom', 'anyam', 'apam', 'feleseg', 'felesegem', 'ferjem', 'baratom', 'baratnom',
    ...PETS,
  ],
  fuzzy: ['prieten', 'bunic', 'nepot', 'verisor', 'cumnat', 'pacient', 'pisic'],
  phrases: [
    /\bpentru (el|ea|ei|ele|dansul|dansa|dumnealui|dumneaei|cineva|altcineva|altul|alta)\b/,
    /\b(lui|ei) (ii|i) /,
    /\b(sa|as|ar|pot|poti|putem|pot sa|trebuie sa|vreau sa|cum sa|cat sa|cate sa|ce sa) (ii|le) (dau|dam|pun|punem|administrez|ofer|fac|aplic|dai|da)\b/,
    /\b(ii|le) (dau|pun|administrez|ofer|aplic|dam|punem) /,
    /\b(ii|i) (as|am|ai|a|ati|au) (da|dat|pune|pus|oferi|administra)\b/,
    /\b(el|ea) (ia|iau|are|poate|sufera|doarme|nu doarme|vrea|foloseste)\b/,
    /\b(sa|ar putea sa|poate sa|poate) (ia|foloseasca|consume|incerce) (si )?(el|ea|ei|ele)\b/,
    /\b(are|avea|implineste|face|a facut|a implinit|are deja) \d+ (an|ani|anisor|anisori|luna|luni|lunite|saptamani)\b/,
    /\bfata (mea|ta|lui|ei|noastra|voastra|cea mare|cea mica)\b/,
    /\b(baiat|baiatul|baiatului|baiatu) (meu|tau|lui|ei|nostru|vostru|cel mare|cel mic)\b/,
    /\b(omul|femeia|barbatul) meu\b/,
    /(?<!\b(tubul|tub|flaconul|flacon|punga|varianta|marimea|borcanul|ambalajul|pachetul|sticla|kitul|cartusul|produsul)) (cel|cea) (mare|mijlociu|mijlocie)\b(?! (flacon|tub|ambalaj|pachet|borcan))/,
    /\bcuiva\b/,
    /\b(iubitul|iubita|iubitei|iubitului|sora|sorei|sora mea|nora|sefa|seful|nasa|nasul|finul|fina|mosul|bunu|buni|barbatul|batrana|batranul|bunicii) (meu|mea|mei|mele|nostru|noastra|lui|ei|tau|ta)\b/,
    /\b(tata|tatal|mama|sotul|sotia|fratele|sora|bunicul|bunica|prietenul|prietena) (lui|ei|meu|mea|tau|ta)\b/,
    /\b(mosu|mos|tataia|buni|bunu)\b.*\b(are|ia|doarme|sufera)\b/,
  ],
};

/** A minor: a child's words, school, and any age under 18 (the ages are read in gate.ts). */
export const MINOR: Lexicon = {
  stems: [
    'copil', 'copi', 'copilas', 'copchil', 'plod', 'bebe', 'bebel', 'bebelus', 'bebic', 'sugar', 'sugaci', 'prunc', 'pici', 'odor', 'odrasl',
    'prichindel', 'baietas', 'bebita', 'mezin', 'mezina', 'mezinul', 'praslea', 'junior', 'juniorul', 'fatuca', 'ficior', 'malis', 'fetica', 'copilot', 'odrasla',
    'rebionoc', 'rebenok', 'ребенок', 'ребёнок', 'дитина', 'дитини', 'сынок', 'дочка', 'sinok', 'sinoc', 'dociki', 'docika', 'malisi',
    'mogaldeat', 'mogaldeata', 'ghemotoc', 'piciu', 'puradel', 'tinc',
    'child', 'children', 'kid', 'kids', 'toddler', 'baby', 'babies', 'infant', 'newborn', 'teenager', 'teenagers',
    'gyerek', 'gyereknek', 'gyermek', 'kisfiam', 'kislanyom', 'csecsemo',
    'nepotei', 'gemen', 'gemeni', 'gemene', 'tripleti', 'gurita', 'manut', 'manute', 'piticot', 'prescolar', 'anteprescolar',
    'adolescent', 'adolescenta', 'adolescenti', 'puber', 'pubertat', 'pusti', 'pustan', 'pustoaic',
    'fetit', 'fetita', 'fetite', 'baietel', 'nepotel', 'nepotic', 'puiut',
    'elev', 'eleva', 'elevi', 'scolar', 'scolari', 'scolarit', 'licean', 'liceana',
    'nounascut', 'nou nascut',
  ],
  fuzzy: ['copil', 'copilas', 'bebelus', 'adolescent', 'baietel', 'nepotel'],
  phrases: [
    /\bnou (nascut|nascuti|nascuta|nascutul|nascutului)\b/,
    /\b(piticul|piticului|piticii|piticilor|pitica mea|pitica noastra|pitici)\b/,
    /\bpuiul? (meu|mea|nostru|tau|ei|lui)\b/,
    /\bpuiului (meu|nostru)\b/,
    /(?<!\b(tubul|tub|flaconul|flacon|punga|pungi|varianta|marimea|borcanul|ambalajul|pachetul|sticla|sticluta|recipientul|modelul|kitul|cartusul|produsul|ala|aia)) (cel|cea|cei|cele) (mic|mica|mici|mititel|mititica)\b|^(cel|cea|cei|cele) (mic|mica|mici)\b/,
    /\b(cel|cea) (mare|mijlociu|mijlocie) (meu|mea|al meu|a mea)?\b.*\b(scoala|clasa|liceu|gradinita|ani)\b/,
    /\bsub \d+ ani\b/,
    /\bsub 18\b/,
    /\bnu (am|are|au) (inca )?18\b/,
    /\b(e|este|sunt|esti|un|o|pentru|la|cu|fiind|ca|niste|doi|trei) (minor|minora|minori|minore)\b/,
    /\b(minorul|minorului|minorii|minorilor|minora mea|minorul meu)\b/,
    /\b(micutul|micuta|micutii|micutei|micutului) (meu|mea|nostru|noastra|mei|lui|ei)?\b/,
    /\b(baietii|baietelul|baietii mei|fetele mele|fetitele|baietelului)\b/,
  ],
};

/** School and kindergarten: a minor, unless the shopper works there ("sunt profesoară de liceu"). */
export const SCHOOL =
  /\b(clasa (a )?(intai|doua|treia|patra|cincea|sasea|saptea|opta|noua|zecea|unsprezecea|douasprezecea)|bac|bacul|bacalaureat\w*|gradinit\w*|gradinita|cres(a|e)|liceu\w*|scoal(a|ă) (generala|primara|gimnaziala)|scoala|clasa (a )?(\d+|pregatitoare|primara|zero|i|v|x)|(e|este|sunt|merge|intra|trece|termina) (in|la) (a|clasa) \d+|evaluare(a)? nationala|prescolar\w*|gimnaziu\w*|gimnaziala)\b/;
export const WORKPLACE =
  /\b(lucrez|predau|muncesc|profesor|profesoara|educatoare|educator|invatatoare|invatator|infirmiera|infirmier|bona|dascal|diriginta|diriginte|cancelarie|catedra|elevii mei|ore de predat|predat|la serviciu|meseria)\b|\b(sunt|ca) (o |un )?(profes\w*|educat\w*|invatato\w*|infirmier\w*|asistent\w*|pediatr\w*|logoped\w*|psiholog\w*|medic|doctor\w*|director\w*|angajat\w*)\b/;

/** Pregnancy, trying to conceive, breastfeeding, and their euphemisms. */
export const PREGNANCY: Lexicon = {
  prefix: ['insarcinat', 'alaptez', 'alaptar', 'alaptat', 'alapteaz', 'gravid'],
  stems: [
    'gravid', 'gravida', 'gravide', 'gravidut', 'insarcinat', 'insarcinata', 'sarcin', 'sarcina', 'sarcinii', 'sarcinei',
    'alapt', 'alaptar', 'alaptez', 'alaptam', 'alaptare', 'alaptat', 'alapteaz', 'lehuz', 'lehuza', 'gestati', 'postpartum', 'lauzi', 'lauzie',
    'fertilitat', 'fecundati', 'lactati', 'lactatie', 'concepem', 'conceperea',
    'pregnant', 'pregnancy', 'breastfeeding', 'breastfeed', 'nursing', 'lactation', 'expecting', 'terhes', 'varandos', 'szoptat', 'szoptatok',
  ],
  fuzzy: ['gravid', 'insarcinat', 'alaptez', 'alaptare', 'sarcina'],
  phrases: [
    /\b(astept|asteptam|asteapta|astepti|in asteptarea|asteptarea) (un|o|al|a|inca|primul|prima|gemeni|unui|unei)? ?(\d+ )?(copil|copilas|bebe|bebelus|baiat|baietel|fetita|fata|pui|puiut|gemeni)/,
    /\b(astept|asteptam) bebe\b/,
    /\bburt(a|ica|ic|ita|uca|ic)?\w* (de|la|in) \d+ (luni|luna|saptamani|saptamana|sapt)\b/,
    /\b(luna|saptamana) (a )?\d+( a)?\b.*\b(sarcin|gravid|insarcinat|burt|bebe|nasc)/,
    /\b(sarcin|gravid|insarcinat|burt|bebe|nasc)\w*\b.*\b(luna|saptamana) (a )?\d+\b/,
    /\b(sunt in|e in|intru in|am intrat in|is in) luna (a )?\d+\b/,
    /\b(trimestrul|trimestru) (1|2|3|i|doi|trei|unu|intai|al doilea|al treilea)\b/,
    /\b(sunt|suntem|ramas|ramai|raman|ramane|ramana|am ramas|a ramas|sa raman|sa ramana) (si )?(insarcinat|gravid)\w*/,
    /\b(dau|da|dam) (san|sanul|sin|titi|lapte)\b/,
    /\b(ramas|ramasa|raman) grea\b|\bbortoas\w*|\bpozitie interesanta\b|\bovulati\w*|\bhranesc (natural|la san)\b|\bmamica de \d+ (luni|saptamani|zile)\b|\bam nascut\b|\bin postpartum\b/,
    /\b(la san|la sin|bebe la san|sugaci|lapte matern|laptele matern|lapte de mama|pompa de san|tiraj|tirez)\b/,
    /\b(dupa nastere|am nascut|a nascut|tocmai am nascut|nasc in|nasc luna|o sa nasc|inainte de nastere|termenul de nastere|cezariana)\b/,
    /\b(incerc|incercam|incercati|vrem|vreau|ne dorim|planific|planificam) (sa|sa (raman|ramana|facem|fac|avem)) ?(insarcinat|gravid|un copil|copil|bebe)/,
    /\b(ciclul|menstruatia|period\w*|ciclu) (mi )?(a )?(intarzie\w*|nu (mi )?a venit|nu vine)|\bintarzier\w*\b.*\b(test|ciclu|menstrua)|\bnu mi a venit (ciclul|menstruatia)\b/,
    /\b(fiv|inseminare|test de sarcina|stimulare ovariana|test pozitiv|testul (e |a iesit |mi a iesit )?pozitiv|doua liniute)\b/,
    /\b(sunt|e|este|am intrat) (in|la) \d+ (de )?(saptamani|sapt|saptamana)\b/,
    /\b(sunt|e|este|intru) in saptamana (a )?\d+\b/,
    /\b(vrem|vreau|incercam|incerc|ne dorim|planificam) (sa|s) (ramanem|raman|ramana|concepem|facem un copil|avem un copil|facem copil)\b/,
    /\bnasc (peste|in|luna|la|saptamana|curand)\b/,
    /\b\d+ (de )?(saptamani|sapt|saptamana|luni) (de sarcina|de gestatie|insarcinata|gravida)\b/,
  ],
};

/** Medicines by class, by the names shoppers use, and by the words for taking them. */
export const MEDICINE: Lexicon = {
  prefix: [
    'medicament', 'medicati', 'tratament', 'antidepresiv', 'anxiolitic', 'antipsihotic', 'neuroleptic', 'antiepileptic', 'anticonvulsiv', 'anticoagul',
    'antiagreg', 'betablocant', 'imunosupres', 'somnifer', 'tranchilizant', 'antihistaminic', 'antiinflamator', 'analgezic', 'antibiotic', 'anticonceptional',
    'contraceptiv', 'chimioterap', 'radioterap', 'citostatic', 'antiaritmic', 'antihipertensiv', 'corticosteroid', 'antiretroviral', 'insulin', 'sertralin',
    'fluoxetin', 'citalopram', 'escitalopram', 'paroxetin', 'venlafaxin', 'duloxetin', 'mirtazapin', 'quetiapin', 'olanzapin', 'risperidon', 'aripiprazol',
    'lamotrigin', 'carbamazepin', 'levetiracetam', 'levotiroxin', 'metformin', 'warfarin', 'acenocumarol', 'alprazolam', 'clonazepam', 'lorazepam', 'diazepam',
    'bromazepam', 'zolpidem', 'metilfenidat', 'atomoxetin', 'prescri',
  ],
  stems: [
    'medicament', 'medicamente', 'medicamentos', 'medicamentoas', 'medicatie', 'medicati', 'pastil', 'pastila', 'pastile', 'pastiluta', 'tablete', 'hapuri', 'hap', 'pilul', 'pilula', 'drajeu',
    'tratament', 'tratamente', 'tratamentul', 'prescris', 'prescrise', 'prescriptie', 'psihiatr', 'psihiatru', 'injecti', 'injectie', 'perfuzi',
    'antidepresiv', 'antidepresive', 'anxiolitic', 'antipsihotic', 'neuroleptic', 'antiepileptic', 'anticonvulsiv', 'anticoagulant', 'anticoagul', 'antiagregant',
    'betablocant', 'imunosupresor', 'imunosupres', 'somnifer', 'somnifere', 'sedative', 'calmante', 'tranchilizant', 'antihistaminic',
    'antiinflamator', 'antiinflamatoare', 'analgezic', 'antibiotic', 'antibiotice', 'anticonceptional', 'anticonceptionale', 'contraceptiv', 'contraceptive',
    'statin', 'statine', 'diuretic', 'insulin', 'insulina', 'chimio', 'chimioterapi', 'radioterapi', 'citostatic', 'opioid', 'opiacee', 'antiaritmic',
    'antihipertensiv', 'tiroidian', 'corticoid', 'corticosteroid', 'cortizon', 'metadon', 'metadona',
    // Names shoppers write (brands sold in Romania and their generics).
    'xanax', 'alprazolam', 'frontin', 'helex', 'diazepam', 'valium', 'rivotril', 'clonazepam', 'lorazepam', 'anxiar', 'tranxene', 'bromazepam', 'lexotan', 'medazepam', 'rudotel',
    'stilnox', 'zolpidem', 'sertralin', 'sertralina', 'zoloft', 'asentra', 'stimuloton', 'fluoxetin', 'fluoxetina', 'prozac', 'citalopram', 'escitalopram', 'cipralex', 'elicea',
    'paroxetin', 'paroxetina', 'seroxat', 'venlafaxin', 'venlafaxina', 'efectin', 'duloxetin', 'cymbalta', 'mirtazapin', 'mirtazapina', 'trittico', 'trazodon', 'wellbutrin',
    'bupropion', 'quetiapin', 'quetiapina', 'seroquel', 'olanzapin', 'zyprexa', 'risperidon', 'rispolept', 'aripiprazol', 'abilify', 'lamotrigin', 'lamictal',
    'depakin', 'depakine', 'valproat', 'carbamazepin', 'tegretol', 'keppra', 'levetiracetam', 'topiramat', 'gabapentin', 'neurontin', 'pregabalin', 'lyrica', 'clobazam', 'frisium',
    'ritalin', 'concerta', 'medikinet', 'strattera', 'atomoxetin', 'metilfenidat', 'euthyrox', 'levotiroxin', 'levotiroxina', 'letrox', 'metformin', 'metformina', 'siofor', 'glucophage',
    'warfarin', 'warfarina', 'sintrom', 'trombostop', 'acenocumarol', 'xarelto', 'eliquis', 'pradaxa', 'clopidogrel', 'plavix', 'aspenter', 'aspirin', 'aspirina',
    'atorvastatin', 'sortis', 'rosuvastatin', 'crestor', 'simvastatin', 'enalapril', 'perindopril', 'prestarium', 'amlodipin', 'bisoprolol', 'concor', 'metoprolol', 'betaloc',
    'nebivolol', 'candesartan', 'losartan', 'valsartan', 'furosemid', 'indapamid', 'tertensif', 'omeprazol', 'pantoprazol', 'nolpaza', 'controloc', 'ibuprofen', 'nurofen',
    'paracetamol', 'algocalmin', 'tramadol', 'morfin', 'morfina', 'codein', 'codeina', 'oxicodon', 'fentanyl', 'suboxone', 'prednison', 'medrol', 'dexametazon', 'metotrexat',
    'ciclosporin', 'tacrolimus', 'augmentin', 'tamoxifen', 'letrozol', 'levodopa', 'sinemet', 'donepezil', 'memantin', 'amiodaron', 'digoxin', 'propafenon', 'propranolol',
    'atenolol', 'carvedilol', 'sunatoare', 'eutirox', 'orfiril', 'duphaston', 'clexane', 'piafen', 'paxil', 'benzodiazepin', 'benzodiazepine', 'utrogestan', 'fraxiparin', 'heparin', 'diclofenac', 'ketonal', 'ketoprofen', 'nimesulid', 'aulin', 'fasconal', 'xyzal', 'aerius', 'claritine', 'zyrtec',
    'ozempic', 'semaglutid', 'wegovy', 'saxenda', 'anafranil', 'clomipramin', 'tramal', 'methotrexat', 'humira', 'mounjaro',
    'medication', 'medications', 'meds', 'pills', 'antidepressant', 'antidepressants', 'prescription', 'gyogyszer', 'gyogyszert',
    'lexapro', 'arcoxia', 'etoricoxib', 'mydocalm', 'tolperison', 'celecoxib', 'meloxicam', 'nimesil', 'antiretroviral', 'antiretrovirale', 'zopiclon', 'imovane', 'hidroxizin', 'atarax', 'buspiron', 'pregabalina', 'duloxetina', 'agomelatin', 'valdoxan',
    'haloperidol', 'clozapin', 'leponex', 'solian', 'amisulprid', 'vortioxetin', 'brintellix', 'tianeptin', 'coaxil', 'fenobarbital', 'clonidin', 'metoclopramid',
    'lamotrigina', 'oxcarbazepin', 'trileptal', 'zonisamid', 'lacosamid', 'vimpat', 'epidiolex', 'dexmetilfenidat', 'elvanse', 'lisdexamfetamin',
  ],
  fuzzy: [
    'medicament', 'tratament', 'pastil', 'antidepresiv', 'anticoagulant', 'somnifer', 'sertralin', 'xanax', 'alprazolam', 'euthyrox', 'sintrom', 'xarelto', 'concerta',
    'rispolept', 'depakin', 'warfarin', 'fluoxetin', 'escitalopram', 'citalopram', 'venlafaxin', 'levotiroxin', 'metformin', 'clonazepam', 'diazepam', 'anxiolitic',
    'antipsihotic', 'antiepileptic', 'insulin', 'paracetamol', 'ibuprofen', 'tramadol', 'quetiapin', 'ritalin', 'medikinet', 'lamotrigin', 'prestarium',
  ],
  phrases: [
    /\bpe langa (ce|ceea ce|cele|alea|astea|ele|el|pastil|tratament|medicament|medicatie|reteta|ce (iau|ia|imi|ii|i|a|mi|am|are|ai|luam|iei))/,
    /\b(pe|cu|fara) reteta\b|\breteta (de la|medicala|compensata)\b/,
    /\b(iau|ia|iei|luam|iau zilnic|am) (de )?\w+ \d+([.,]\d+)? ?(mg|mcg|ug|micrograme)\b/,
    /\bpe langa\b.*\b(pastil|tratament|medicament|medicati|pilul|tablet|reteta)/,
    /\b(sub|in|fac|face|urmez|urmeaza|am|are|ia|iau|iei) (un )?tratament\b(?! (facial|cosmetic\w*|capilar|estetic|de infrumusetare|la cosmetician\w*|programat|(pentru|de) (par|parul|ten|tenul|fata|piele|pielea|calcai\w*|unghii|buze|riduri|acnee)|cu \w+ (la|pe|pentru) (par|parul|ten|fata|piele|unghii)))/,
    /\b(iau|ia|luam|iei|iau zilnic|iau de|ia de) (ceva|niste|o pastila|pastile|medicamente|medicatie|pilule|tablete) (pentru|de|la|contra|impotriva)\b/,
    /\b(pastil|medicament|tablet)\w* (de|pentru|la) (tensiune|inima|tiroida|diabet|colesterol|somn|dormit|nervi|depresie|anxietate|epilepsie|crize|durere|dureri|inima)\b/,
    /\bmi (a|au) prescris\b|\bmi (a|au) (dat|recomandat) (medicul|doctorul|psihiatrul|neurologul|cardiologul|endocrinologul|oncologul|reumatologul)\b/,
    /\b(medicul|doctorul|psihiatrul|neurologul|cardiologul|endocrinologul|oncologul) (mi|ii|i) (a|au) (dat|prescris)\b/,
  ],
};

/** Serious illness, surgery, and a crisis. */
export const ILLNESS: Lexicon = {
  prefix: [
    'epileps', 'epileptic', 'convulsi', 'scleroz', 'schizofren', 'leucemi', 'metastaz', 'oncolog', 'diabet', 'hipertensiun', 'cardiomiopati', 'neuropati',
    'psihotic', 'psihoz', 'parkinson', 'alzheimer', 'bipolar', 'tumor', 'carcinom', 'limfom', 'ciroz', 'hepatit', 'pancreatit', 'dializ', 'infarct', 'aritmi',
    'fibromialgi', 'poliartrit', 'reumatoid', 'sinucid', 'suicid', 'automutil', 'anorexi', 'bulimi', 'trombofili', 'tromboz', 'seropozitiv',
  ],
  stems: [
    'cancer', 'cancerul', 'canceros', 'canceroas', 'cancr', 'tumor', 'tumora', 'tumoare', 'metastaz', 'leucemi', 'leucemie', 'limfom', 'carcinom', 'melanom', 'oncolog', 'oncologic', 'oncologie',
    'epileps', 'epilepsi', 'epilepsie', 'epileptic', 'convulsi', 'convulsii', 'scleroz', 'scleroza', 'parkinson', 'alzheimer', 'dementa',
    'schizofreni', 'schizofrenie', 'psihoz', 'psihoza', 'bipolar', 'bipolara', 'autism', 'autist', 'adhd', 'tdah', 'hiperactiv', 'hiperactivitat',
    'ciroz', 'ciroza', 'hepatit', 'hepatita', 'dializ', 'dializa', 'transplant', 'ictus', 'neoplasm', 'neoplazi', 'alzaimer', 'alzheimmer', 'parchinson', 'parkinsson', 'infarct', 'avc', 'aritmi', 'aritmie', 'fibrilati',
    'diabet', 'diabetic', 'diabetica', 'hiv', 'sida', 'lupus', 'crohn', 'poliartrit', 'fibromialgi', 'hipertensiun', 'hipertensiune', 'hipotensiun', 'glaucom',
    'astm', 'astmatic', 'bpoc', 'depresi', 'depresie', 'depresiv', 'operati', 'operatie', 'chirurgical', 'anestezi', 'anestezie', 'tiroid', 'tiroida',
    'hashimoto', 'paralizi', 'paralizie', 'stomie', 'suicid', 'sinucid', 'sinucidere', 'automutil', 'anorexi', 'bulimi',
    'convulsiv', 'psihotic', 'psihotica', 'borderline', 'ptsd', 'posttraumatic', 'seropozitiv', 'pancreatit', 'steatoz', 'cardiomiopati', 'miocardit',
    'neuropati', 'nefropati', 'trombofili', 'tromboz', 'embolie', 'anevrism', 'spondilit', 'colita', 'tuberculoz', 'fibroz', 'mielom', 'sarcom', 'glioblastom',
    'dializat', 'hemodializ', 'psoriazis', 'ocd', 'hipotiroid', 'hipotiroidism', 'hipertiroid', 'hipertiroidism', 'hipertensiv', 'hipertensiva',
    'pacemaker', 'bypass', 'stent', 'epilepsy', 'seizures', 'seizure', 'cancer', 'tumour', 'tumor', 'chemotherapy', 'chemo', 'diabetes', 'rak', 'rakos', 'epilepszia', 'schizoafectiv', 'reumatoid', 'reumatoida', 'endometrioz', 'apnee',
  ],
  fuzzy: ['cancer', 'epilepsie', 'epileps', 'scleroza', 'parkinson', 'alzheimer', 'schizofreni', 'leucemie', 'diabet', 'hipertensiune', 'depresie', 'chimio'],
  phrases: [
    /\btulburar(e|ea|i) (de personalitate|bipolara|psihotica|obsesiv|obsesiv compulsiva|de alimentatie|schizoafectiva|de stres posttraumatic)\b/,
    /\b(stres|sindrom) (post ?traumatic)\b/,
    /\bboal(a|ă|ei|e|ele)? (de|a|de la|la)? ?(inima|ficat|rinichi|plamani|tiroida|cardiaca|hepatica|renala|autoimuna|cronica|grava|incurabila|psihica|mintala)\b/,
    /\bbolnav(a|i|e)? (de|cu|la|grav|cronic|in faza|terminal)\b/,
    /\binsuficient(a|e)? (renala|hepatica|cardiaca|respiratorie|de rinichi|de ficat)\b/,
    /\bprobleme (grave )?(cu|de) (ficatul|ficat|rinichii|rinichi|inima|tiroida|tensiunea|plamanii|coagularea)\b/,
    /\b(ficat gras|ficatul gras|un singur rinichi|stimulator cardiac|steatoza|zaharul mare|zahar mare|glicemia mare|fac raze|fac chimio|boala urata|boala grea)\b/,
    /\b(am|are|a avut|am avut|sunt|e|este|dupa o|dupa) (operat|operata|operatie|interventie)\b/,
    /\b(accident vascular|atac cerebral|atac de cord|boli de inima|tensiune mare|tensiunea mare|tensiune mica|crize epileptice|crize de epilepsie|face crize|are crize|avea crize)\b/,
    /\b(in faza terminala|paliativ|paliative|stadiul \d+|stadiu \d+|stadiul (i|ii|iii|iv))\b/,
    /\b(sa ma omor|nu mai vreau sa traiesc|sa mor|sa imi fac rau|sa mi fac rau|ma gandesc sa ma sinucid|gand(uri)? de sinucidere)\b/,
  ],
};

/** The words of a crisis: the answer adds the emergency number. */
export const CRISIS = /\b(suicid\w*|sinucid\w*|automutil\w*|sa ma omor|nu mai vreau sa traiesc|sa imi fac rau|sa mi fac rau)\b/;

/**
 * Real words within one letter of a lexicon stem ("copie" is a copy, not "copil"; "fata" a face); a word
 * here is never read as a typo. Checked by the gate's tests against every word of the shop's own content.
 */
export const ORDINARY_WORDS = new Set([
  'copie', 'copia', 'copiei', 'copiat', 'copiez', 'copiere', 'copiem', 'copiaza', 'copiile', 'copiilor', 'compil', 'copt', 'fata', 'fete', 'gravat', 'gravare', 'gravura', 'grava',
  'grave', 'tratat', 'tratate', 'pastel', 'pastele', 'paste', 'pasta', 'tabel', 'tabela', 'tabele', 'insula', 'medical', 'medicala', 'medicale', 'medicina', 'medicul',
  'medici', 'medicii', 'dialog', 'cantar', 'cancel', 'prietenos', 'prietenoasa', 'nepotism', 'pisc', 'operator', 'operatori', 'operatiune', 'operatiuni', 'operata',
  'operare', 'operam', 'opereaza', 'astma', 'astea', 'asta', 'aste', 'hormonal', 'sarcini', 'sarcinile', 'sarcinilor', 'chimic', 'chimice', 'chimica', 'elevat',
  'elevata', 'elevate', 'fine', 'fiu', 'concert', 'tablou', 'minut', 'minute', 'catre', 'cate', 'cati', 'cata',
]);
