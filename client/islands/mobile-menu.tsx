import { useRef, useState } from 'react';
import { CloseIcon, MenuIcon, SearchIcon } from '../components/icons';
import { useFocusTrap } from './use-focus-trap';

export interface MobileMenuProps {
  links: { href: string; label: string }[];
  currentPath: string;
}

/** Hamburger menu for small screens: a modal <dialog> (focus stays inside, Escape closes, focus returns). */
export function MobileMenu({ links, currentPath }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  useFocusTrap(dialog, isOpen);

  const open = () => {
    dialog.current?.showModal();
    setIsOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 xl:hidden"
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        onClick={open}
      >
        <MenuIcon />
        <span className="sr-only">Deschide meniul</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: A click on the backdrop closes the dialog; by keyboard, the native modal <dialog> closes on Escape and its close button is in the tab order. */}
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-label="Meniu principal"
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-cream-50 p-0 text-ink-900 shadow-2xl"
        onClose={() => {
          setIsOpen(false);
          trigger.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) close();
        }}
      >
        <div className="flex items-center justify-between border-b border-cream-200 px-5 py-4">
          <span className="font-display text-xl font-bold text-forest-900">Meniu</span>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-forest-50"
            onClick={close}
          >
            <CloseIcon />
            <span className="sr-only">Închide meniul</span>
          </button>
        </div>
        <nav aria-label="Navigare mobilă" className="px-3 py-4">
          {/* biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the search landmark the WAI-ARIA search pattern names; a <search> element would change the accessibility tree. */}
          <form
            role="search"
            action="/shop"
            method="get"
            className="mb-3 flex items-center gap-2 rounded-xl border border-cream-200 bg-white pl-4"
          >
            <SearchIcon />
            <label htmlFor="mobile-menu-search" className="sr-only">
              Caută produse
            </label>
            <input
              id="mobile-menu-search"
              name="q"
              type="search"
              placeholder="Caută produse"
              className="h-12 min-w-0 flex-1 bg-transparent outline-none placeholder:text-ink-600"
            />
            <button type="submit" className="h-12 rounded-r-xl bg-forest-700 px-4 font-semibold text-white">
              Caută
            </button>
          </form>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === currentPath ? 'page' : undefined}
                  className="block rounded-xl px-4 py-3 text-lg font-medium hover:bg-forest-50 aria-[current=page]:bg-forest-100 aria-[current=page]:text-forest-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </>
  );
}
