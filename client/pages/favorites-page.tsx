import { Breadcrumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { FavoritesView } from '../islands/favorites-view';

export function FavoritesPage() {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Favorite' }]} />
      <h1 className="mt-4 mb-8 font-display text-4xl font-bold">Produsele tale favorite</h1>
      <Island name="favorites-view" component={FavoritesView} props={{}} />
      <noscript>
        <p className="mt-4 text-ink-700">
          Favoritele sunt păstrate în browserul tău și au nevoie de JavaScript pentru a fi afișate.
        </p>
      </noscript>
    </div>
  );
}
