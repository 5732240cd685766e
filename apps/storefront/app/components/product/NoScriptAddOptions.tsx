import { pl } from "../../i18n/pl";
import type { NoScriptVariant } from "../../lib/noScriptVariants";

/**
 * What the add-to-cart form needs in a browser without JavaScript, inside `<noscript>` (React renders it on
 * the server only): the variant list (the option buttons need scripts), or, for a product whose choice
 * cannot be made without scripts (a set, custom options), the reason and no button.
 *
 * @example
 * <NoScriptAddOptions variants={noScriptVariants(product)} chosenSku="BLU-0757-SZA-S" needsScript={null} />
 */
export function NoScriptAddOptions(props: {
  readonly variants: readonly NoScriptVariant[];
  readonly chosenSku: string | null;
  /** Why this product cannot be added without JavaScript, or `null`. */
  readonly needsScript: string | null;
}) {
  if (props.needsScript)
    return (
      <noscript>
        <style>{".add-to-cart__submit,.product-actions__secondary{display:none}"}</style>
        <p className="add-to-cart__note">{props.needsScript}</p>
      </noscript>
    );
  // The wishlist and compare toggles need scripts too.
  if (props.variants.length === 0)
    return (
      <noscript>
        <style>{".product-actions__secondary{display:none}"}</style>
      </noscript>
    );
  const chosen =
    props.variants.find((variant) => variant.sku === props.chosenSku && variant.available) ??
    props.variants.find((variant) => variant.available);
  return (
    <noscript>
      {/* The option buttons and the wishlist and compare toggles need scripts: the list replaces them. */}
      <style>{".variant-picker,.product-actions__secondary{display:none}"}</style>
      <label className="add-to-cart__variant">
        <span>{pl.product.noScript.variant}</span>
        <select name="variant" defaultValue={chosen?.sku}>
          {props.variants.map((variant) => (
            <option key={variant.sku} value={variant.sku} disabled={!variant.available}>
              {variant.available ? variant.label : `${variant.label} (${pl.product.unavailable})`}
            </option>
          ))}
        </select>
      </label>
    </noscript>
  );
}
