import { mainNav } from '../../content/site';
import { MobileMenu } from '../islands/mobile-menu';
import { CartIcon, SearchIcon } from './icons';
import { Island } from './island';
import { Logo } from './logo';
import { PromoBar } from './promo-bar';
import type { ShellProps } from './shell-props';

const isCurrent = (href: string, path: string) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`));

export function Header({ currentPath, promoEndsAt, renderedAt }: ShellProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <PromoBar endsAt={promoEndsAt} renderedAt={renderedAt} />
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label="Navigare principală" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                  className="rounded-full px-3 py-2 font-medium text-ink-700 hover:bg-forest-50 hover:text-forest-900 aria-[current=page]:text-forest-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <a
            href="/shop"
            className="hidden items-center gap-2 rounded-full border border-cream-200 bg-white px-4 py-2 text-ink-600 hover:border-forest-200 sm:inline-flex"
          >
            <SearchIcon />
            <span>Caută produse</span>
          </a>
          <a
            href="/cos"
            className="relative inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
          >
            <CartIcon className="size-6" />
            <span className="sr-only">Coșul de cumpărături</span>
          </a>
          <Island
            name="mobile-menu"
            component={MobileMenu}
            props={{ links: mainNav, currentPath }}
          />
        </div>
      </div>
    </header>
  );
}
