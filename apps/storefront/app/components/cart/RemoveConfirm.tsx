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
  const cancel = useRef<HTMLButtonElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const confirmed = useRef(false);
  const line = cart.confirmRemoval;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (line && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal?.();
      // The safe choice first (WAI-ARIA alert dialog: focus the least destructive action).
      cancel.current?.focus();
    }
    if (!line && dialog.open) dialog.close();
    if (!line && wasOpen.current) {
      // Back to the line's "Usuń" button; once the line is gone, to the panel or page it was in.
      const target =
        opener.current?.isConnected && !confirmed.current
          ? opener.current
          : (document.getElementById("microcart-title") ?? document.querySelector<HTMLElement>("main h1"));
      target?.focus();
      opener.current = null;
      confirmed.current = false;
    }
    wasOpen.current = line !== null && line !== undefined;
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
              onClick={() => {
                confirmed.current = true;
                void cart.store.confirmRemove();
              }}
            >
              {plTx.cart.confirm}
            </button>
            <button type="button" className="button" ref={cancel} onClick={() => cart.store.cancelRemove()}>
              {plTx.cart.cancel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
