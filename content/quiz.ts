// The product quiz (SPEC §2 Quiz page, §3 Quiz question, §4 Quiz): four questions, four answers each.
// Option labels are also how the prompt names an answer, so each is unique across the quiz. The goals name a
// routine, not an effect: a quiz may not promise that a food or a cosmetic improves sleep or mood, and no option
// names a symptom or a condition. Vapes are e-cigarettes (Legea 64/2024): the quiz offers no vape form and never
// suggests one (they stay in the catalogue, for adults who already use them, but no quiz answer leads to them).

export type QuizQuestionId = 'goal' | 'experience' | 'form' | 'moment';

export interface QuizOption {
  id: string;
  label: string;
}

export interface QuizQuestion {
  id: QuizQuestionId;
  question: string;
  options: [QuizOption, QuizOption, QuizOption, QuizOption];
}

export const quizQuestions: QuizQuestion[] = [
  {
    id: 'goal',
    question: 'Ce rutină vrei să completezi cu un produs CBD?',
    options: [
      { id: 'somn', label: 'Rutina mea de seară' },
      { id: 'calm', label: 'Pauzele mele din zilele aglomerate' },
      { id: 'recuperare', label: 'Masajul de după efort' },
      { id: 'energie', label: 'Rutina mea de zi, la birou sau în oraș' },
    ],
  },
  {
    id: 'experience',
    question: 'Cât de bine cunoști CBD-ul?',
    options: [
      { id: 'niciodata', label: 'Nu l-am încercat niciodată' },
      { id: 'putin', label: 'L-am încercat de câteva ori' },
      { id: 'ocazional', label: 'Îl folosesc din când în când' },
      { id: 'regulat', label: 'Îl folosesc în fiecare zi' },
    ],
  },
  {
    id: 'form',
    question: 'Ce formă preferi?',
    options: [
      { id: 'ulei', label: 'Ulei, câteva picături sub limbă' },
      { id: 'jeleuri', label: 'Jeleuri, simplu de luat oriunde' },
      { id: 'topic', label: 'Cremă sau balsam, aplicate pe piele' },
      { id: 'oricare', label: 'Nu am o preferință' },
    ],
  },
  {
    id: 'moment',
    question: 'Când ai vrea să îl folosești?',
    options: [
      { id: 'dimineata', label: 'Dimineața' },
      { id: 'seara', label: 'Seara' },
      { id: 'nevoie', label: 'Din când în când, fără o oră anume' },
      { id: 'rutina', label: 'Zilnic, ca parte din rutina mea' },
    ],
  },
];

/** Three generic suggestions when not even the product list could be loaded (SPEC §8). */
export const genericSuggestions = [
  {
    title: 'Ulei CBD 20%',
    text: 'Pentru cine folosește deja CBD și vrea o concentrație mai mare.',
    href: '/shop?q=ulei',
  },
  { title: 'Jeleuri CBD', text: 'Doze fixe, ușor de luat oriunde.', href: '/shop?q=jeleuri' },
  {
    title: 'Creme și balsamuri CBD',
    text: 'Pentru masaj și îngrijirea pielii, aplicate local.',
    href: '/shop?q=crema',
  },
] as const;
