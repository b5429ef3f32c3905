import type { ReactNode } from 'react';

/** A friendly "nothing here" block with an optional way out (usually back to the shop). */
export function EmptyState({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children?: ReactNode;
  action?: { href: string; label: string };
  id?: string;
}) {
  return (
    <div id={id} className="rounded-2xl bg-white p-10 text-center">
      <p className="text-xl font-semibold">{title}</p>
      {children && <p className="mt-2 text-ink-700">{children}</p>}
      {action && (
        <a href={action.href} className="btn btn-primary mt-6">
          {action.label}
        </a>
      )}
    </div>
  );
}
