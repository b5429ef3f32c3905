import { Hono } from 'hono';
import { about, quizIntro } from '../../content/about';
import { AboutPage } from '../../client/pages/about-page';
import { CategoriesPage } from '../../client/pages/categories-page';
import { QuizPage } from '../../client/pages/quiz-page';
import type { AppEnv } from '../app-env';
import { functionsFor, renderPage } from '../render/render-page';

export const contentPageRoutes = new Hono<AppEnv>()
  .get('/despre', (c) =>
    renderPage(c, {
      meta: { title: 'Despre noi – Verdana', description: `${about.intro} Povestea Verdana, valorile și misiunea noastră.`.slice(0, 160) },
      children: <AboutPage />,
    }),
  )
  .on('GET', ['/categorii', '/categories'], (c) =>
    renderPage(c, {
      meta: {
        title: 'Categorii de produse CBD după nevoie – Verdana',
        description: 'Relaxare și somn, energie, durere, anxietate, sport, beauty: alege produsele CBD potrivite nevoii tale.',
        path: '/categorii',
      },
      children: <CategoriesPage />,
    }),
  )
  .get('/quiz', (c) =>
    renderPage(c, {
      meta: { title: 'Quiz CBD: ce produs ți se potrivește? – Verdana', description: quizIntro.lead },
      children: <QuizPage functions={functionsFor(c)} />,
    }),
  );
