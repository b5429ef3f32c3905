import { useEffect, useRef, useState } from 'react';
import { countRo, formatMoney } from '../../domain/format';
import { CloseIcon, SearchIcon } from '../components/icons';
import { productPath } from '../lib/product-item';
import { loadSearchIndex, SEARCH_RESULT_LIMIT, type SearchProduct, searchProducts } from '../lib/search-index';
import { useFocusTrap } from './use-focus-trap';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** "inline": the header field on wide screens; "overlay": an icon that opens a full-screen search. */
  variant: 'inline' | 'overlay';
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Product search: a combobox over up to 100 products, filtered in the browser after a 300 ms pause. */
export function SearchBox({ variant }: SearchBoxProps) {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, overlayOpen);

  if (variant === 'inline') return <SearchCombobox idBase="search-inline" />;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
        onClick={() => {
          setOverlayOpen(true);
          dialog.current?.showModal();
        }}
      >
        <SearchIcon className="size-6" />
        <span className="sr-only">Caută produse</span>
      </button>
      <dialog
        ref={dialog}
        aria-label="Caută produse"
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-cream-50 p-0 text-ink-900"
        onClose={() => {
          setOverlayOpen(false);
          trigger.current?.focus();
        }}
      >
        <div className="flex items-center gap-2 border-b border-cream-200 p-3">
          {overlayOpen && (
            <div className="flex-1">
              <SearchCombobox idBase="search-overlay" autoFocus onPick={() => dialog.current?.close()} />
            </div>
          )}
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-forest-50"
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
            <span className="sr-only">Închide căutarea</span>
          </button>
        </div>
      </dialog>
    </>
  );
}

function SearchCombobox({
  idBase,
  autoFocus = false,
  onPick,
}: {
  idBase: string;
  autoFocus?: boolean;
  onPick?: () => void;
}) {
  // Fixed ids (not useId): an island hydrates as its own root, where useId would differ from the server's.
  const listId = `${idBase}-list`;
  const [query, setQuery] = useState('');
  const [products, setProducts] = useState<SearchProduct[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);

  const ensureLoaded = () => {
    if (!products) void loadSearchIndex().then(setProducts);
  };

  // The island hydrates when the field is focused (header.tsx): that focus, and any keys typed while its
  // code arrived, came before React listened. Catch up with them once (React keeps the typed text).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; later focus goes through onFocus.
  useEffect(() => {
    const field = input.current;
    if (!field || document.activeElement !== field) return;
    ensureLoaded();
    setOpen(true);
    if (field.value) setQuery(field.value);
  }, []);

  const matches = products ? searchProducts(products, debounced) : [];
  const results = matches.slice(0, SEARCH_RESULT_LIMIT);
  const hasQuery = debounced.trim() !== '';
  const expanded = open && hasQuery && products !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new (debounced) query clears the highlighted option.
  useEffect(() => setActive(-1), [debounced]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const go = (product: SearchProduct) => {
    setOpen(false);
    onPick?.();
    window.location.assign(productPath(product.handle));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the search landmark the WAI-ARIA search pattern names; a <search> element would change the accessibility tree.
    <form
      ref={root}
      role="search"
      action="/shop"
      method="get"
      className="relative"
      onSubmit={(event) => {
        const chosen = results[active];
        if (chosen) {
          event.preventDefault();
          go(chosen);
        }
      }}
    >
      <label htmlFor={`${idBase}-input`} className="sr-only">
        Caută produse
      </label>
      <div className="flex items-center gap-2 rounded-full border border-cream-200 bg-white px-4 focus-within:border-forest-700">
        <SearchIcon className="size-5 shrink-0 text-ink-600" />
        <input
          ref={input}
          id={`${idBase}-input`}
          name="q"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: only in the search overlay the shopper has just opened; its field takes the focus.
          autoFocus={autoFocus}
          placeholder="Caută: ulei, jeleuri, cremă…"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          className="h-11 w-full min-w-0 bg-transparent text-ink-900 outline-none placeholder:text-ink-600 lg:w-56"
          value={query}
          onFocus={() => {
            ensureLoaded();
            setOpen(true);
          }}
          onChange={(event) => {
            ensureLoaded();
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && results.length) {
              event.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % results.length);
            } else if (event.key === 'ArrowUp' && results.length) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
            } else if (event.key === 'Escape' && open) {
              // Inside the overlay, the first Escape closes the list, the next one the overlay.
              if (expanded) event.preventDefault();
              setOpen(false);
              setActive(-1);
            }
          }}
        />
      </div>
      <p role="status" className="sr-only">
        {expanded ? (matches.length ? countRo(matches.length, 'rezultat', 'rezultate') : 'Niciun rezultat') : ''}
      </p>
      <div
        className={`${expanded ? '' : 'hidden'} absolute right-0 left-0 z-40 mt-2 max-h-[70vh] overflow-auto rounded-2xl border border-cream-200 bg-white shadow-xl lg:left-auto lg:w-[28rem]`}
      >
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: this list is the input's listbox. */}
        <ul id={listId} role="listbox" aria-label="Rezultatele căutării">
          {results.map((product, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input (aria-activedescendant); arrows move, Enter submits the active option.
            <li
              key={product.handle}
              id={`${listId}-${i}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: each result is an option of the listbox.
              role="option"
              aria-selected={i === active}
              className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-forest-50"
              onPointerEnter={() => setActive(i)}
              onClick={() => go(product)}
            >
              {product.image && (
                <img
                  src={product.image.url}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg bg-cream-100 object-cover"
                />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{product.title}</span>
                <span className="block text-sm text-pumpkin-700">{formatMoney(product.price)}</span>
              </span>
            </li>
          ))}
        </ul>
        {expanded && !matches.length && (
          <p className="px-4 py-6 text-center text-ink-700">Niciun produs găsit pentru „{debounced.trim()}”.</p>
        )}
        {matches.length > results.length && (
          <a
            href={`/shop?q=${encodeURIComponent(debounced.trim())}`}
            className="block border-t border-cream-200 px-4 py-3 text-center font-semibold text-forest-800"
          >
            Vezi toate rezultatele ({matches.length})
          </a>
        )}
      </div>
    </form>
  );
}
