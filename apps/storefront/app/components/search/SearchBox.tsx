import { formatPrice } from "@outlet/formatting";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { pl } from "../../i18n/pl";
import type { Suggestion } from "../../lib/catalogViews";

/** How long typing must pause before suggestions are fetched. */
export const SUGGEST_DEBOUNCE_MS = 250;

interface SuggestData {
  readonly items: readonly Suggestion[];
  readonly total: number;
  readonly message: string | null;
}

/**
 * The header search box: a form to `/szukaj` (works without JavaScript) and, with JavaScript, a combobox
 * (WAI-ARIA 1.2) with debounced suggestions. Arrow keys move through the suggestions, Enter opens the
 * active one (or searches), Escape closes the list.
 */
export function SearchBox({ initialQuery = "" }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<SuggestData>();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { load } = fetcher;

  useEffect(() => setQuery(initialQuery), [initialQuery]);
  useEffect(() => {
    const text = query.trim();
    if (!open || text.length === 0) return;
    const timer = setTimeout(
      () => load(`/szukaj/podpowiedzi?q=${encodeURIComponent(text)}`),
      SUGGEST_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [query, open, load]);

  const items = query.trim() ? (fetcher.data?.items ?? []).slice(0, 8) : [];
  const message = query.trim() ? (fetcher.data?.message ?? null) : null;
  const expanded = open && (items.length > 0 || message !== null);
  const searchHref = `/szukaj?q=${encodeURIComponent(query.trim())}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (items.length === 0 ? -1 : (index + 1) % items.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (items.length === 0 ? -1 : index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === "Escape") {
      // An open list only closes: a search input clears itself on Escape natively, which would wipe what
      // the shopper typed (WAI-ARIA combobox pattern: Escape closes the popup; a second one may clear).
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      setOpen(false);
      navigate(items[active].href);
    }
  };

  return (
    <div className="search-box">
      <Form action="/szukaj" method="get" role="search" onSubmit={() => setOpen(false)}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {pl.search.label}
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
          placeholder={pl.search.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit">
          {pl.search.submit}
        </button>
        <div className="search-box__popup" hidden={!expanded}>
          {message ? (
            <p className="search-box__message" role="status">
              {message}
            </p>
          ) : null}
          <div
            id={`${listId}-list`}
            role="listbox"
            aria-label={pl.search.suggestions}
            className="search-box__list"
          >
            {items.map((item, index) => (
              <div
                key={item.sku}
                tabIndex={-1}
                id={`${listId}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="search-box__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  setOpen(false);
                  navigate(item.href);
                }}
              >
                <span>{item.name}</span>
                <span className="search-box__price">{formatPrice(item.price)}</span>
              </div>
            ))}
          </div>
          {items.length > 0 ? (
            <a className="search-box__all" href={searchHref}>
              {pl.search.seeAll(query.trim())}
            </a>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
