import { useCallback, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted } from "../../state/shop/useShopState";
import { loadComplaints, type OrderAccess, type OrderComplaints } from "./complaintApi";

/** The order's complaints as a page shows them. */
export type ComplaintsState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly data: OrderComplaints }
  | { readonly kind: "not-found" }
  | { readonly kind: "offline" };

/**
 * Loads an order's complaints once the shop services have started (so a logged-in customer's token is
 * known): by the guest's secret when there is one, else as the customer's own order.
 *
 * @example
 * const { state, access } = useOrderComplaints("000000042", secret);
 */
export function useOrderComplaints(orderNumber: string | undefined, secret: string | undefined) {
  const shop = useShop();
  const started = useStarted();
  const { token } = useSnapshot(shop.user.state);
  const [state, setState] = useState<ComplaintsState>({ kind: "loading" });
  const [version, setVersion] = useState(0);
  const access: OrderAccess = secret ? { secret } : { token: token || undefined };
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger
  useEffect(() => {
    if (!started) return;
    if (!orderNumber || !/^[0-9]{1,20}$/.test(orderNumber)) {
      setState({ kind: "not-found" });
      return;
    }
    let live = true;
    // the customer's token is read by the shop's client when it calls; it is a dependency so a log-in reloads
    loadComplaints(shop, orderNumber, secret ? { secret } : { token: token || undefined })
      .then((data) => live && setState({ kind: "ready", data }))
      .catch((error: unknown) => {
        if (!live) return;
        const status = (error as { status?: number }).status;
        setState(typeof status === "number" && status < 500 ? { kind: "not-found" } : { kind: "offline" });
      });
    return () => {
      live = false;
    };
  }, [started, orderNumber, secret, token, shop, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, access, reload };
}
