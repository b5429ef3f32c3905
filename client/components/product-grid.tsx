import type { Product } from '../../domain/types';
import { ProductCard } from './product-card';

/** Cards in a responsive grid; the first row loads its images eagerly. */
export function ProductGrid({
  products,
  id,
  eager = 3,
  headingLevel = 'h3',
}: {
  products: Product[];
  id?: string;
  eager?: number;
  /** Card titles sit one level below the section's heading. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul id={id} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-50 aria-busy:transition-opacity">
      {products.map((product, i) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            priority={i < eager}
            highPriority={i === 0 && eager > 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
