import { Link } from "react-router";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";
import { useUser } from "../state/shop/useShopState";

/** `/account/addresses`: the address list with edit, add and delete. */
export default function AccountAddressesRoute() {
  const shop = useShop();
  const user = useUser();
  const addresses = user.current?.addresses ?? [];
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
            <button
              type="button"
              className="button button--link"
              onClick={() => {
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
              {plTx.account.deleteAddress}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/account/addresses/edit" className="button">
        {plTx.account.addAddress}
      </Link>
    </section>
  );
}
