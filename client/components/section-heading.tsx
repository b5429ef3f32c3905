import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  children,
  intro,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-forest-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 font-display text-3xl font-bold text-ink-900 sm:text-4xl">
        {children}
      </h2>
      {intro && <p className="mt-3 text-lg text-ink-600">{intro}</p>}
    </div>
  );
}
