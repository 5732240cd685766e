import { memo, useId } from "react";
import { Form, useNavigate } from "react-router";
import { pl } from "../../i18n/pl";
import type { SortView } from "../../lib/catalogViews";

/**
 * The sort choice (catalogue.md §9): default (order_priority desc), Latest, price low→high, high→low. A
 * native select; with JavaScript a change navigates at once, without it the "Sortuj" button submits.
 */
export const SortMenu = memo(function SortMenu(props: { readonly sorts: readonly SortView[] }) {
  const id = useId();
  const navigate = useNavigate();
  const selected = props.sorts.find((sort) => sort.selected) ?? props.sorts[0];
  return (
    <Form className="sort-menu" method="get" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{pl.listing.sort}</label>
      <select
        id={id}
        name="sort"
        value={selected?.id ?? ""}
        onChange={(event) => {
          const next = props.sorts.find((sort) => sort.id === event.target.value);
          if (next) navigate(next.href, { preventScrollReset: true });
        }}
      >
        {props.sorts.map((sort) => (
          <option key={sort.id || "default"} value={sort.id}>
            {sort.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{pl.listing.apply}</button>
      </noscript>
    </Form>
  );
});
