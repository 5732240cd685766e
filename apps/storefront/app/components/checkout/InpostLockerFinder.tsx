import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Field } from "../forms/Field";

/**
 * The InPost locker finder shown while "Paczkomat InPost" is chosen (issue 12): a search box (city,
 * postcode or locker code; the list follows as the shopper types) and the lockers found as radio buttons,
 * so the arrow keys move through them; the chosen locker is named below. No external map.
 *
 * @example
 * {shop.checkout.isLockerDelivery() ? <InpostLockerFinder /> : null}
 */
export function InpostLockerFinder() {
  const shop = useShop();
  const snap = useSnapshot(shop.checkout.state);
  const [query, setQuery] = useState(snap.lockerSearch.query);
  const error = (snap.errors?.shipping as Record<string, string | undefined> | undefined)?.inpostLocker;
  // Searches a moment after the last key, so typing "Kraków" sends one request, not six.
  useEffect(() => {
    const timer = setTimeout(() => void shop.checkout.searchLockers(query), 250);
    return () => clearTimeout(timer);
  }, [query, shop]);
  const search = snap.lockerSearch;
  const chosen = snap.inpostLocker;
  const results =
    chosen && !search.results.some((l) => l.code === chosen.code)
      ? [chosen, ...search.results]
      : search.results;
  return (
    <div className="checkout__lockers" data-testid="inpost-finder">
      <Field
        id="shipping-inpostLocker"
        type="search"
        label={plTx.checkout.lockerSearch}
        hint={plTx.checkout.lockerHint}
        value={query}
        error={error ? tx(error) : null}
        autoComplete="off"
        required
        onValueChange={setQuery}
      />
      <p className="visually-hidden" aria-live="polite">
        {search.busy ? "" : search.query.trim() ? plTx.checkout.lockersFound(search.results.length) : ""}
      </p>
      {search.failed ? <p className="field__error">{plTx.checkout.lockerSearchFailed}</p> : null}
      {results.length > 0 ? (
        <fieldset className="checkout__locker-list">
          <legend className="visually-hidden">{plTx.checkout.lockerList}</legend>
          {results.map((locker) => {
            const id = `locker-${locker.code}`;
            return (
              <div key={locker.code} className="field field--radio">
                <input
                  type="radio"
                  id={id}
                  name="inpost-locker"
                  checked={chosen?.code === locker.code}
                  onChange={() => shop.checkout.chooseLocker(locker)}
                />
                <label htmlFor={id}>
                  <strong>{locker.code}</strong> — {locker.street}, {locker.postcode} {locker.city}
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {chosen ? (
        <p className="checkout__locker-chosen" data-testid="chosen-locker">
          {plTx.checkout.lockerChosen(`${chosen.code}, ${chosen.street}, ${chosen.postcode} ${chosen.city}`)}
        </p>
      ) : null}
    </div>
  );
}
