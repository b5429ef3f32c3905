import { quizIntro } from '../../content/about';
import { Breadcrumb } from '../components/breadcrumb';
import { BadgeCheckIcon, BrainIcon, CheckIcon } from '../components/icons';

const ICONS = [CheckIcon, BrainIcon, BadgeCheckIcon];

export function QuizPage() {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Quiz' }]} />
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
        aria-labelledby="quiz-titlu"
        data-quiz-mount
        className="mx-auto mt-12 max-w-3xl rounded-3xl border-2 border-dashed border-forest-200 bg-white p-8 text-center"
      >
        <h2 id="quiz-titlu" className="font-display text-2xl font-bold">
          Quiz-ul de recomandări
        </h2>
        <p className="mt-3 text-ink-700">
          Quiz-ul interactiv este în pregătire. Până atunci, îți recomandăm să începi cu categoriile noastre sau să ne scrii
          pentru o recomandare personală.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/categorii" className="btn btn-primary">
            Alege după nevoie
          </a>
          <a href="/contact-info" className="btn btn-outline">
            Cere o recomandare
          </a>
        </div>
      </section>
      <p className="mt-10 text-center text-lg font-semibold text-forest-800">{quizIntro.usage}</p>
    </div>
  );
}
