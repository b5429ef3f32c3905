import { about } from '../../content/about';
import { Breadcrumb } from '../components/breadcrumb';
import { BadgeCheckIcon, LeafIcon, ShieldIcon } from '../components/icons';

const ICONS = [ShieldIcon, BadgeCheckIcon, LeafIcon, LeafIcon];

export function AboutPage() {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Despre' }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-forest-700 uppercase">Fondată în 2023</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{about.title}</h1>
          <p className="mt-4 text-xl text-ink-700">{about.intro}</p>
        </div>
        <div className="space-y-4 text-lg text-ink-700">
          {about.story.map((p) => (
            <p key={p.slice(0, 20)}>{p}</p>
          ))}
        </div>
      </div>
      <section aria-labelledby="valori" className="mt-16">
        <h2 id="valori" className="font-display text-3xl font-bold">
          Valorile noastre
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value, i) => {
            const Icon = ICONS[i] ?? LeafIcon;
            return (
              <li key={value.title} className="card p-6">
                <Icon className="size-8 text-forest-700" />
                <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-ink-700">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="misiune" className="mt-16 rounded-3xl bg-forest-900 p-8 text-white sm:p-12">
        <h2 id="misiune" className="font-display text-3xl font-bold">
          Misiunea noastră
        </h2>
        <p className="mt-4 max-w-3xl text-xl text-forest-50">{about.mission}</p>
        <a href="/shop" className="btn mt-8 bg-white text-forest-900 hover:bg-cream-100">
          Descoperă produsele
        </a>
      </section>
    </div>
  );
}
