import { useState } from "react";
import { Link } from "react-router";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";
import { useUser } from "../state/shop/useShopState";

/** `/account/addresses`: the address list with edit, add and delete. */
export default function AccountAddressesRoute() {
  const shop = useShop();
  const user = useUser();
  const addresses = user.current?.addresses ?? [];
  // issue 32: "Usuń adres" deleted at once; it now asks first, in the card, and "Anuluj" keeps the address
  const [confirming, setConfirming] = useState<unknown>(null);
  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title" className="page-title" tabIndex={-1}>
        {plTx.account.addresses}
      </h1>
      {addresses.length === 0 ? <p data-testid="addresses-empty">{plTx.account.noAddresses}</p> : null}
      <ul className="address-list">
        {addresses.map((address, index) => (
          <li key={String(address.id ?? index)} className="address-card">
            <address>
              {address.firstname} {address.lastname}
              <br />
              {(address.street ?? []).join(" ")}
              <br />
              {address.postcode} {address.city}
              {address.company ? (
                <>
                  <br />
                  {address.company} {address.vat_id}
                </>
              ) : null}
            </address>
            {address.default_shipping ? <p>{plTx.account.defaultShipping}</p> : null}
            <Link to={`/account/addresses/edit/${address.id ?? ""}`}>{plTx.account.editAddress}</Link>{" "}
            {confirming === address.id ? (
              <div className="address-card__confirm">
                <p>{plTx.account.deleteAddressAsk}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setConfirming(null);
                    const current = shop.user.state.current;
                    if (!current) return;
                    void shop.user.updateProfile(
                      {
                        ...current,
                        addresses: (current.addresses ?? []).filter((entry) => entry.id !== address.id),
                      },
                      { notice: "addressDeleted" },
                    );
                  }}
                >
                  {plTx.account.deleteAddressYes}
                </button>{" "}
                <button
                  type="button"
                  className="button button--link"
                  // biome-ignore lint/a11y/noAutofocus: the question just appeared where the shopper pressed "Usuń adres"
                  autoFocus
                  onClick={() => setConfirming(null)}
                >
                  {plTx.account.deleteAddressNo}
                </button>
              </div>
            ) : (
              <button type="button" className="button button--link" onClick={() => setConfirming(address.id)}>
                {plTx.account.deleteAddress}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Link to="/account/addresses/edit" className="button">
        {plTx.account.addAddress}
      </Link>
    </section>
  );
}
