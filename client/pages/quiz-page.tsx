import { quizIntro } from '../../content/about';
import { countFigure } from '../../domain/format';
import { Breadcrumb } from '../components/breadcrumb';
import { FiguresSource } from '../components/claims';
import { BadgeCheckIcon, BrainIcon, CheckIcon } from '../components/icons';
import { Island } from '../components/island';
import { Quiz } from '../islands/quiz';
import type { FunctionsConfig } from '../lib/functions';

const ICONS = [CheckIcon, BrainIcon, BadgeCheckIcon];

/** `quizUsers`: how many have used the quiz, as the store states it (verdana.quiz_users); null: not said. */
export function QuizPage({
  functions,
  quizUsers,
  figuresSource,
}: {
  functions: FunctionsConfig;
  quizUsers: number | null;
  figuresSource: string | null;
}) {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Chestionar' }]} />
      <div className="mx-auto mt-6 max-w-3xl text-center">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{quizIntro.title}</h1>
        <p className="mt-4 text-xl text-ink-700">{quizIntro.lead}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {quizIntro.tiles.map((tile, i) => {
          const Icon = ICONS[i] ?? CheckIcon;
          return (
            <li key={tile.title} className="card p-6 text-center">
              <Icon className="mx-auto size-8 text-forest-700" />
              <h2 className="mt-3 text-lg font-semibold">{tile.title}</h2>
              <p className="mt-2 text-ink-700">{tile.text}</p>
            </li>
          );
        })}
      </ul>
      <section
        id="quiz"
        aria-label="Chestionarul de recomandări"
        className="mt-12 rounded-3xl bg-white p-6 shadow-sm sm:p-10"
      >
        <Island name="quiz" component={Quiz} props={{ functions, headingLevel: 'h2' }} hydrate="visible" />
      </section>
      {quizUsers && (
        <p className="mt-10 text-center text-lg font-semibold text-forest-800">
          {quizIntro.usage(countFigure(quizUsers, 'român', 'români'))}
        </p>
      )}
      {quizUsers && <FiguresSource source={figuresSource} className="mt-1 text-center text-ink-600" />}
    </div>
  );
}
