import type { CartLine } from "@outlet/cart-merge";
import { useEffect, useRef, useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { lineOptionAvailability } from "../../state/cart/lineOptions";
import { useShop } from "../../state/shop/ShopProvider";

interface OptionView {
  readonly attribute_code?: string;
  readonly label?: string;
  readonly values?: readonly { readonly value_index?: number | string; readonly label?: string }[];
}

/**
 * The "Zmień" button that gets focus back once its editor closes. A saved size or colour can replace the
 * line (a new key, so a new editor instance), hence the id lives outside the component.
 */
let focusAfterClose: string | null = null;

function focusEditButton(id: string): void {
  const button = document.getElementById(id);
  if (focusAfterClose !== id || !button) return;
  focusAfterClose = null;
  button.focus();
}

/**
 * Edit a configurable line's size or colour in the cart (transactions.md §3 cart edit mode): closed is
 * `null`; open holds the chosen value per option; saving runs the cart store's `configureItem`.
 *
 * @example
 * <CartLineEditor line={line} idPrefix="cart-0" />
 */
export function CartLineEditor(props: { readonly line: CartLine; readonly idPrefix: string }) {
  const shop = useShop();
  const options = (
    Array.isArray(props.line.configurable_options) ? props.line.configurable_options : []
  ) as OptionView[];
  const current = (props.line.configuration ?? {}) as Record<string, { id?: unknown } | undefined>;
  const [editing, setEditing] = useState<Record<string, string> | null>(null);
  const editId = `${props.idPrefix}-edit`;
  const firstSelect = useRef<HTMLSelectElement | null>(null);
  const isOpen = editing !== null;
  // Focus follows the shopper: into the editor when it opens, back to "Zmień" after saving or cancelling.
  useEffect(() => {
    if (isOpen) firstSelect.current?.focus();
    else focusEditButton(editId);
  }, [isOpen, editId]);
  const close = () => {
    focusAfterClose = editId;
    setEditing(null);
    // The line may have been replaced by then: its new editor's button has the same id.
    setTimeout(() => focusEditButton(editId), 0);
  };
  if (options.length === 0) return null;
  if (editing === null) {
    return (
      <button
        type="button"
        id={editId}
        className="button button--link"
        onClick={() =>
          setEditing(
            Object.fromEntries(
              options.map((option) => [
                String(option.attribute_code),
                String(current[String(option.attribute_code)]?.id ?? ""),
              ]),
            ),
          )
        }
      >
        {plTx.cart.edit}
      </button>
    );
  }
  // A value that makes no buyable variant with the other choices is shown disabled, as on the product page.
  const available = lineOptionAvailability(props.line, editing);
  return (
    <div className="cart-line__editor">
      {options.map((option) => {
        const code = String(option.attribute_code);
        const id = `${props.idPrefix}-${code}`;
        return (
          <div key={code} className="field">
            <label htmlFor={id}>{option.label ?? code}</label>
            <select
              id={id}
              ref={code === String(options[0]?.attribute_code) ? firstSelect : undefined}
              value={editing[code] ?? ""}
              onChange={(event) => setEditing({ ...editing, [code]: event.target.value })}
            >
              {(option.values ?? []).map((value) => (
                <option
                  key={String(value.value_index)}
                  value={String(value.value_index)}
                  disabled={available[code] ? !available[code].has(String(value.value_index)) : false}
                >
                  {value.label}
                  {available[code] && !available[code].has(String(value.value_index))
                    ? ` (${plTx.cart.unavailable})`
                    : ""}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={async () => {
          const configuration = Object.fromEntries(
            Object.entries(editing).map(([code, value]) => [code, { id: value, attribute_code: code }]),
          );
          if (await shop.cart.configureItem(props.line, configuration)) close();
        }}
      >
        {plTx.cart.save}
      </button>
      <button type="button" className="button button--link" onClick={close}>
        {plTx.cart.cancel}
      </button>
    </div>
  );
}
