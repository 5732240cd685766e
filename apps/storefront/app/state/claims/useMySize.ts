import { MY_SIZE_CLAIM_CODE, type MySize, mySizeClaim, readMySize } from "@outlet/claims";
import { useCallback, useEffect, useRef, useState } from "react";
import { subscribe } from "valtio";
import type { ShopServices } from "../shop/createShopServices";
import { useOptionalShop } from "../shop/shopContext";

type ChosenSize = { readonly id: string | number; readonly label: string };

function keep(services: ShopServices, size: ChosenSize): void {
  if (readMySize(services.claims.get(MY_SIZE_CLAIM_CODE))?.id === String(size.id)) return;
  void services.claims.put(mySizeClaim(size, Date.now())).catch(() => undefined);
}

/**
 * The remembered size ("Mój rozmiar", the `my-size` claim) for catalogue components: `null` on the server,
 * in the first browser render and until the shopper's claims are loaded, so the markup matches the server's.
 * `remember` stores a size the shopper chose, at once when the shopper code runs, else when it has started
 * (a listing opened with one size filtered remembers it on mount: loading the shopper code for that in the
 * page's first effects made the filtered category's longest task, issue 29). Kept in this browser only,
 * never sent.
 *
 * @example
 * const { mySize, remember } = useMySize(); remember({ id: "167", label: "M" });
 */
export function useMySize(): {
  readonly mySize: MySize | null;
  readonly remember: (size: ChosenSize) => void;
} {
  const shop = useOptionalShop();
  const [mySize, setMySize] = useState<MySize | null>(null);
  // a size chosen before the shopper code started, kept for it
  const waiting = useRef<ChosenSize | null>(null);
  useEffect(() => {
    if (!shop) return;
    const read = () =>
      setMySize(shop.claims.state.loaded ? readMySize(shop.claims.get(MY_SIZE_CLAIM_CODE)) : null);
    read();
    if (waiting.current) keep(shop, waiting.current);
    waiting.current = null;
    return subscribe(shop.claims.state, read);
  }, [shop]);
  const remember = useCallback(
    (size: ChosenSize) => {
      if (shop) keep(shop, size);
      else waiting.current = size;
    },
    [shop],
  );
  return { mySize, remember };
}
