// Bundled by scripts/near-words.mjs: the gate's lexicons and normaliser, for Node.
export { canonical, stems, withinOneEdit } from '../worker/assistant/safety/normalize';

import { ILLNESS, MEDICINE, MINOR, OTHER_PERSON, PREGNANCY } from '../worker/assistant/safety/lexicon';

export const lexicons = [MINOR, PREGNANCY, MEDICINE, ILLNESS, OTHER_PERSON];
