/** Where a product grid will stream in, the size of its cards. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Se încarcă produsele">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card animate-pulse overflow-hidden">
          <div className="aspect-square bg-cream-100" />
          <div className="space-y-3 p-4">
            <div className="h-5 w-3/4 rounded bg-cream-200" />
            <div className="h-4 w-full rounded bg-cream-100" />
            <div className="h-6 w-1/3 rounded bg-cream-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
