import { site } from '../../content/site';
import { LeafIcon } from './icons';

export function Logo() {
  return (
    <a href="/" className="inline-flex items-center gap-2 rounded-lg text-forest-900">
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-forest-700 text-cream-50">
        <LeafIcon className="size-5" />
      </span>
      {/* On the narrowest phones (under 360 px) the name is read, not shown, so the header icons fit. */}
      <span className="font-display text-2xl font-bold tracking-tight max-[359px]:sr-only">{site.name}</span>
      <span className="sr-only">– pagina principală</span>
    </a>
  );
}
