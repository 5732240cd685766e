import { lazy, Suspense, useCallback, useId, useState } from "react";
import { pl } from "../../i18n/pl";
import { useShopLoader } from "../../state/shop/shopContext";

// The picker is closed at first paint (it draws nothing then): its code is loaded when the shopper reaches
// for the button (pointer down, focus) or opens it, not with the listing (issue 29).
const loadPicker = () => import("./QuickAddPicker").then((module) => ({ default: module.QuickAddPicker }));
const QuickAddPicker = lazy(loadPicker);
const preloadPicker = () => void loadPicker().catch(() => undefined);

/**
 * Add to cart from a listing tile. A product without variants is added at once (the same validation and
 * stock outcomes as on the product page, behaviour.md §9.6–§9.7); a configurable product first asks for
 * the size (and the colour, unless the listing's filter fixes it) in a picker listing only the variants in
 * stock: a popover over the tile on a desktop, a bottom sheet on a phone.
 *
 * @example
 * <TileAddToCart sku="SUK-0933" childSku="SUK-0933-BIA-S" name="Sukienka dzianinowa Alicja" />
 */
export function TileAddToCart(props: {
  /** The catalogue product's sku (the parent's for a configurable product). */
  readonly sku: string;
  /** The child the tile shows. @default null (no variants: added at once) */
  readonly childSku?: string | null;
  readonly name: string;
  /** Colour ids the listing's filter fixes. @default [] */
  readonly fixedColors?: readonly string[];
}) {
  // Rendered before the shopper code has loaded (catalogue pages load it after hydration); a click waits.
  const load = useShopLoader();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its state (and the focus return) afterwards.
  const [wanted, setWanted] = useState(false);
  const buttonId = useId();
  const close = useCallback(() => setOpen(false), []);
  const configurable = Boolean(props.childSku);
  return (
    <>
      <button
        id={buttonId}
        type="button"
        className="button button--small product-tile__add"
        aria-label={pl.shared.cart.addNamed(props.name)}
        aria-haspopup={configurable ? "dialog" : undefined}
        aria-expanded={configurable ? open : undefined}
        // Not `disabled`: a disabled button loses keyboard focus (to <body>) while the add runs.
        aria-disabled={busy || undefined}
        onPointerDown={configurable ? preloadPicker : undefined}
        onFocus={configurable ? preloadPicker : undefined}
        onClick={async () => {
          if (busy) return;
          if (configurable) {
            setWanted(true);
            setOpen((value) => !value);
            return;
          }
          setBusy(true);
          try {
            await (await load()).addBySku(props.sku, null);
          } finally {
            setBusy(false);
          }
        }}
      >
        {pl.shared.cart.add}
      </button>
      {configurable && wanted ? (
        <Suspense fallback={null}>
          <QuickAddPicker
            open={open}
            sku={props.sku}
            shownSku={props.childSku ?? null}
            fixedColors={props.fixedColors ?? []}
            name={props.name}
            openerSelector={`[id="${buttonId}"]`}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
