import { savedAddressChoices } from "@outlet/checkout";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted, useUser } from "../../state/shop/useShopState";

/**
 * The logged-in customer's saved delivery addresses above the shipping fields (issue 12): the default one
 * fills an empty form, a radio picks another, "Nowy adres" empties the fields for a new one. Nothing for a
 * guest or a customer without saved addresses.
 *
 * @example
 * <SavedAddressPicker />
 */
export function SavedAddressPicker() {
  const shop = useShop();
  const user = useUser();
  const started = useStarted();
  const snap = useSnapshot(shop.checkout.state);
  const customer = user.current;
  const choices = customer && Array.isArray(customer.addresses) ? savedAddressChoices(customer) : [];
  const key = choices.map((choice) => choice.id).join(",");
  useEffect(() => {
    if (!started || !key) return;
    const current = shop.user.state.current;
    if (current) shop.checkout.offerSavedAddresses(current);
  }, [started, key, shop]);
  if (choices.length === 0) return null;
  const options = [
    ...choices.map((choice) => ({
      id: choice.id,
      label: choice.isDefault ? `${choice.label} ${plTx.checkout.defaultAddress}` : choice.label,
    })),
    { id: "new", label: plTx.checkout.newAddress },
  ];
  return (
    <fieldset className="checkout__saved-addresses">
      <legend>{plTx.checkout.savedAddresses}</legend>
      {options.map((option) => {
        const id = `saved-address-${option.id}`;
        return (
          <div key={id} className="field field--radio">
            <input
              type="radio"
              id={id}
              name="saved-address"
              checked={snap.addressChoice === option.id}
              onChange={() => shop.checkout.chooseAddress(option.id, choices)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
