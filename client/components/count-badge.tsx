/** The number on a header icon (cart, favourites); read out by the icon's own label, so hidden here. */
export function CountBadge({ count, testId, tone }: { count: number; testId: string; tone: 'pumpkin' | 'forest' }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={`absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full ${tone === 'pumpkin' ? 'bg-pumpkin-700' : 'bg-forest-700'} px-1 text-xs font-bold text-white`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
