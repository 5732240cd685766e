import { useEffect, useRef } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useCart } from "../../state/shop/useShopState";

/**
 * The confirmation before a line is removed (transactions.md §4), as a modal dialog.
 *
 * @example
 * <RemoveConfirm />
 */
export function RemoveConfirm() {
  const cart = useCart();
  const ref = useRef<HTMLDialogElement | null>(null);
  const line = cart.confirmRemoval;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (line && !dialog.open) dialog.showModal?.();
    if (!line && dialog.open) dialog.close();
  }, [line]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="remove-title"
      onClose={() => cart.store.cancelRemove()}
    >
      {line ? (
        <>
          <p id="remove-title">{plTx.cart.confirmRemove(String(line.name ?? line.sku))}</p>
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void cart.store.confirmRemove()}
            >
              {plTx.cart.confirm}
            </button>
            <button type="button" className="button" onClick={() => cart.store.cancelRemove()}>
              {plTx.cart.cancel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
