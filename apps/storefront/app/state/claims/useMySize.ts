import { MY_SIZE_CLAIM_CODE, type MySize, mySizeClaim, readMySize } from "@outlet/claims";
import { useCallback, useEffect, useState } from "react";
import { subscribe } from "valtio";
import { useOptionalShop, useShopLoader } from "../shop/shopContext";

/**
 * The remembered size ("Mój rozmiar", the `my-size` claim) for catalogue components: `null` on the server,
 * in the first browser render and until the shopper's claims are loaded, so the markup matches the server's.
 * `remember` stores a size the shopper chose (loading the shopper code first when needed). Kept in this
 * browser only, never sent.
 *
 * @example
 * const { mySize, remember } = useMySize(); remember({ id: "167", label: "M" });
 */
export function useMySize(): {
  readonly mySize: MySize | null;
  readonly remember: (size: { readonly id: string | number; readonly label: string }) => void;
} {
  const shop = useOptionalShop();
  const load = useShopLoader();
  const [mySize, setMySize] = useState<MySize | null>(null);
  useEffect(() => {
    if (!shop) return;
    const read = () =>
      setMySize(shop.claims.state.loaded ? readMySize(shop.claims.get(MY_SIZE_CLAIM_CODE)) : null);
    read();
    return subscribe(shop.claims.state, read);
  }, [shop]);
  const remember = useCallback(
    (size: { readonly id: string | number; readonly label: string }) => {
      void load()
        .then((services) => {
          if (readMySize(services.claims.get(MY_SIZE_CLAIM_CODE))?.id === String(size.id)) return;
          return services.claims.put(mySizeClaim(size, Date.now()));
        })
        .catch(() => undefined);
    },
    [load],
  );
  return { mySize, remember };
}
