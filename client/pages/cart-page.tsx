import { Breadcrumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { CartPageView } from '../islands/cart-page-view';

export function CartPage() {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Coșul tău' }]} />
      <h1 className="mt-4 mb-8 font-display text-4xl font-bold">Coșul tău</h1>
      <Island name="cart-page-view" component={CartPageView} props={{}} />
      <noscript>
        <p className="mt-4 text-ink-700">
          Coșul este păstrat în browserul tău și are nevoie de JavaScript pentru a fi afișat.
        </p>
      </noscript>
    </div>
  );
}
