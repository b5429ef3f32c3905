import { runningOffer } from '../../domain/promotion';
import { CartButton } from '../islands/cart-button';
import { MobileMenu } from '../islands/mobile-menu';
import { SearchBox } from '../islands/search-box';
import { WishlistLink } from '../islands/wishlist-link';
import { Island } from './island';
import { Logo } from './logo';
import { PromoBar } from './promo-bar';
import type { ShellProps } from './shell-props';

const isCurrent = (href: string, path: string) =>
  href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);

export function Header({ currentPath, promotion, renderedAt, nav }: ShellProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-cream-200 bg-cream-50">
      <PromoBar promotion={promotion} renderedAt={renderedAt} />
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label="Navigare principală" className="ml-6 hidden xl:block">
          <ul className="flex items-center gap-1">
            {nav.main.map((link, i) => (
              <li key={`${i}-${link.href}`}>
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
          <div className="hidden xl:block">
            <Island
              name="search-box"
              component={SearchBox}
              props={{ variant: 'inline' as const }}
              hydrate="interaction"
            />
          </div>
          <div className="xl:hidden">
            <Island
              name="search-box"
              component={SearchBox}
              props={{ variant: 'overlay' as const }}
              hydrate="interaction"
            />
          </div>
          <Island name="wishlist-link" component={WishlistLink} props={{}} />
          <Island name="cart-button" component={CartButton} props={{ promotion: runningOffer(promotion) }} />
          <Island
            name="mobile-menu"
            component={MobileMenu}
            props={{ links: nav.main, currentPath }}
            hydrate="interaction"
          />
        </div>
      </div>
    </header>
  );
}
