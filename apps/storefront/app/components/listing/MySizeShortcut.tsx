import { mySizeFilterOption } from "@outlet/claims";
import { useEffect } from "react";
import type { FilterGroupView } from "../../lib/catalogViews";
import { useMySize } from "../../state/claims/useMySize";
import { ShopLink } from "../links/ShopLink";

/**
 * "Mój rozmiar: M": a shortcut to the listing's size filter for the size the shopper chose before, shown
 * when the listing has products in that size and the filter is not on yet. A single size chosen in the
 * filters becomes the remembered size. Browser only (after the claims load); it sits in the toolbar row,
 * whose height does not change, so nothing moves.
 *
 * @example
 * <MySizeShortcut filters={listing.filters} />
 */
export function MySizeShortcut(props: { readonly filters: readonly FilterGroupView[] }) {
  const { mySize, remember } = useMySize();
  const sizes = props.filters.find((group) => group.code === "size")?.options ?? [];
  const chosen = sizes.filter((option) => option.selected);
  const single = chosen.length === 1 ? chosen[0] : undefined;
  useEffect(() => {
    if (single) remember({ id: single.id, label: single.label });
  }, [single, remember]);
  const option = mySizeFilterOption(sizes, mySize);
  if (!option || option.selected) return null;
  return (
    <ShopLink
      to={option.href}
      className="chip-link my-size-shortcut"
      rel="nofollow"
      keepScroll
      data-testid="my-size"
    >
      Mój rozmiar: {option.label}
    </ShopLink>
  );
}
