import { mySizeToPreselect } from "@outlet/claims";
import { type AvailableOptionValue, pickOption, prepareProduct } from "@outlet/variant-selection";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { childSkuToReplace, type ProductDoc, type selectionFor } from "../../lib/productView";
import { shopConfig } from "../../lib/shopConfig";
import { useMySize } from "../../state/claims/useMySize";
import { useNotifier } from "../../state/notifications/useNotifications";

/**
 * The product page's variant choice (behaviour.md §5.8): a picked option value resolves to a child by
 * `@outlet/variant-selection`, whose address replaces the history entry; a value with no child says why.
 * A URL naming a child that cannot be shown is replaced with the child shown. "Mój rozmiar": on arrival the remembered size replaces the page's default size when this product has it
 * in stock with the chosen colour, and a size the shopper picks becomes the remembered one.
 *
 * @example
 * const onPick = useVariantPick({ parent: data.product, selection, childHref });
 * <VariantPicker options={options} onPick={onPick} />
 */
export function useVariantPick(props: {
  readonly parent: ProductDoc;
  readonly selection: ReturnType<typeof selectionFor>;
  /** The child the URL names, if any. */
  readonly childSku: string | null;
  readonly childHref: (childSku: string) => string;
}) {
  const { parent, selection, childHref } = props;
  const navigate = useNavigate();
  const notifier = useNotifier();
  // A URL naming a child that cannot be shown (disabled, unknown) is replaced with the child shown, so the
  // address never disagrees with the pickers (behaviour.md §5.4, §5.8). After hydration: the server HTML
  // already shows that child, only the address changes.
  const replaceWith = childSkuToReplace(props.childSku, selection);
  useEffect(() => {
    if (replaceWith) navigate(childHref(replaceWith), { replace: true, preventScrollReset: true });
  }, [replaceWith, childHref, navigate]);

  const { mySize, remember } = useMySize();
  const sizeConsidered = useRef<string | null>(null);
  const sizeValues = selection.options.size ?? [];
  const preselect =
    mySize && sizeConsidered.current !== parent.sku ? mySizeToPreselect(sizeValues, mySize) : null;

  const onPick = (code: string, value: AvailableOptionValue, chosenByShopper = true) => {
    if (chosenByShopper && code === "size") {
      sizeConsidered.current = parent.sku;
      if (value.available) remember(value);
    }
    const result = pickOption(
      selection.product,
      prepareProduct(parent),
      selection.configuration,
      { attribute_code: code, id: value.id, label: value.label },
      { config: shopConfig.variants },
    );
    if (result.status === "no-match" || !result.childSku) {
      if (result.status === "no-match") notifier.spawn(result.notification);
      return;
    }
    // behaviour.md §5.8: the chosen child goes to the route, replacing the history entry.
    navigate(childHref(result.childSku), { replace: true, preventScrollReset: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per product when my size is known
  useEffect(() => {
    if (!mySize || sizeConsidered.current === parent.sku) return;
    sizeConsidered.current = parent.sku;
    if (preselect) onPick("size", preselect, false);
  }, [mySize, parent.sku]);

  return onPick;
}
