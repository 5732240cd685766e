import { useEffect, useId, useRef, useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import type { ProductDoc } from "../../lib/productView";
import { useShopLoader } from "../../state/shop/shopContext";
import { type QuickAddChoices, quickAddChoices } from "./quickAddChoices";
import { useModalPanel } from "./useModalPanel";
import "./quickAdd.css";

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "ready"; readonly doc: ProductDoc; readonly choices: QuickAddChoices };

/**
 * Loads the product of an open quick add and its choices (`quickAddChoices`): loading, failed, or ready
 * with the colour group shown first; the chosen group is state the picker sets.
 *
 * @example
 * const { loaded, group, setGroup } = useQuickAddChoices({ open, sku, shownSku, fixedColors });
 */
function useQuickAddChoices(props: {
  readonly open: boolean;
  readonly sku: string;
  readonly shownSku: string | null;
  readonly fixedColors: readonly string[];
}) {
  const { open, sku, shownSku, fixedColors } = props;
  const load = useShopLoader();
  // `useShopLoader` gives a new function each render: the loading effect reads the latest through a ref.
  const loadRef = useRef(load);
  loadRef.current = load;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [group, setGroup] = useState(0);
  const fixedKey = fixedColors.join(",");
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ status: "loading" });
    void (async () => {
      try {
        const doc = await (await loadRef.current()).findProduct(sku);
        if (!live) return;
        if (!doc) {
          setLoaded({ status: "failed" });
          return;
        }
        const choices = quickAddChoices(doc, { shownSku, fixedColors: fixedKey ? fixedKey.split(",") : [] });
        setGroup(choices.initial);
        setLoaded({ status: "ready", doc, choices });
      } catch {
        if (live) setLoaded({ status: "failed" });
      }
    })();
    return () => {
      live = false;
    };
  }, [open, sku, shownSku, fixedKey]);
  return { loaded, group, setGroup };
}

/**
 * The size picker of a listing tile's quick add (a dialog: a popover over the tile on a desktop, a bottom
 * sheet on a phone). It loads the product, lists the sizes in stock of the chosen colour (colours as a
 * radio group unless the listing fixes one), and adds the size the shopper picks. Focus moves inside on
 * opening, Tab stays inside, Escape or a click outside closes it, and focus returns to the tile's button.
 *
 * @example
 * <QuickAddPicker open sku="SUK-0933" shownSku="SUK-0933-BIA-S" fixedColors={[]} name="Sukienka" openerSelector="#add" onClose={close} />
 */
export function QuickAddPicker(props: {
  readonly open: boolean;
  readonly sku: string;
  readonly shownSku: string | null;
  readonly fixedColors: readonly string[];
  readonly name: string;
  /** Where focus goes back when the opener is gone. */
  readonly openerSelector: string;
  readonly onClose: () => void;
}) {
  const { open, sku, shownSku, fixedColors, onClose } = props;
  const load = useShopLoader();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const firstSize = useRef<HTMLButtonElement | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const headingId = useId();
  const { panelRef, onKeyDown } = useModalPanel({
    open,
    onClose,
    initialFocus: heading,
    fallbackSelector: props.openerSelector,
  });
  const { loaded, group, setGroup } = useQuickAddChoices({ open, sku, shownSku, fixedColors });
  // Once the sizes are there, a keyboard user lands on the first one (unless focus has moved on).
  useEffect(() => {
    if (loaded.status === "ready" && document.activeElement === heading.current) firstSize.current?.focus();
  }, [loaded]);
  if (!open) return null;
  const choices = loaded.status === "ready" ? loaded.choices : null;
  const current = choices?.groups[group] ?? choices?.groups[0];
  const add = async (childSku: string) => {
    if (adding || loaded.status !== "ready") return;
    setAdding(childSku);
    try {
      await (await load()).addFound(loaded.doc, childSku);
    } finally {
      setAdding(null);
      onClose();
    }
  };
  return (
    <>
      <div className="quick-add__backdrop" aria-hidden="true" onClick={onClose} />
      <section
        ref={panelRef}
        className="quick-add"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
      >
        <div className="quick-add__head">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="quick-add__title">
            {plTx.cart.quickAdd.choose(choices?.lastLabel ?? plTx.cart.size)}
            <span className="quick-add__name">{props.name}</span>
          </h2>
          <button
            type="button"
            className="quick-add__close"
            aria-label={plTx.cart.quickAdd.close}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {loaded.status === "loading" ? (
          <p className="quick-add__note" role="status">
            {plTx.cart.quickAdd.loading}
          </p>
        ) : loaded.status === "failed" ? (
          <p className="quick-add__note" role="alert">
            {plTx.cart.quickAdd.failed}
          </p>
        ) : !current ? (
          <p className="quick-add__note" role="status">
            {plTx.cart.quickAdd.none}
          </p>
        ) : (
          <>
            {choices?.firstLabel && choices.groups.length > 1 ? (
              <fieldset className="quick-add__colors">
                <legend>{choices.firstLabel}</legend>
                {choices.groups.map((candidate, index) => (
                  <label key={candidate.value?.id ?? index} className="quick-add__color">
                    <input
                      type="radio"
                      name={`${headingId}-color`}
                      checked={index === group}
                      onChange={() => setGroup(index)}
                    />
                    {candidate.value?.label}
                  </label>
                ))}
              </fieldset>
            ) : choices?.firstLabel && current.value ? (
              <p className="quick-add__fixed">
                {choices.firstLabel}: <strong>{current.value.label}</strong>
              </p>
            ) : null}
            <ul className="quick-add__sizes" aria-label={choices?.lastLabel}>
              {current.variants.map((variant, index) => (
                <li key={variant.sku}>
                  <button
                    ref={index === 0 ? firstSize : undefined}
                    type="button"
                    className="quick-add__size"
                    data-sku={variant.sku}
                    aria-disabled={adding !== null || undefined}
                    onClick={() => void add(variant.sku)}
                  >
                    {variant.label}
                  </button>
                </li>
              ))}
            </ul>
            {adding ? (
              <p className="quick-add__note" role="status">
                {plTx.cart.quickAdd.adding}
              </p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
