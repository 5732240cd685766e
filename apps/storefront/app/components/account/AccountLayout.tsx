import type { ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted, useUser } from "../../state/shop/useShopState";

const LINKS = [
  ["/account", plTx.account.profile],
  ["/account/addresses", plTx.account.addresses],
  ["/account/orders", plTx.account.orders],
  ["/account/password", plTx.account.password],
  ["/account/agreements", plTx.account.agreements],
  ["/account/notifications", plTx.account.notifications],
  ["/account/reviews", plTx.account.reviews],
] as const;

/**
 * The account area: its navigation, the logout button, and the protected-page message for guests
 * (`You need to be logged in to see this page`, behaviour.md §12.3). Shopper data appears after the
 * session has started in the browser, so the server and the first render show the same loading state.
 *
 * @example
 * <AccountLayout><Outlet /></AccountLayout>
 */
export function AccountLayout(props: { readonly children: ReactNode }) {
  const shop = useShop();
  const navigate = useNavigate();
  const started = useStarted();
  const user = useUser();
  const location = useLocation();
  if (!started) return <p className="account__loading">{plTx.common.loading}</p>;
  if (!user.isLoggedIn) {
    return (
      <section className="account account--guest" aria-labelledby="protected-title">
        <h1 id="protected-title" className="page-title" tabIndex={-1}>
          {plTx.account.accountTitle}
        </h1>
        <p role="alert" data-testid="protected-message">
          {tx("You need to be logged in to see this page")}
        </p>
        <Link
          to={`/login?redirect=${encodeURIComponent(location.pathname)}`}
          className="button button--primary"
        >
          {plTx.account.login}
        </Link>
      </section>
    );
  }
  return (
    <div className="account">
      <nav className="account__nav" aria-label={plTx.account.myAccount}>
        <ul>
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--link"
          data-testid="logout"
          onClick={async () => {
            await shop.user.logout();
            // Logout leads home (issue 12): the account page would only ask to log in again.
            navigate("/");
          }}
        >
          {plTx.account.logout}
        </button>
      </nav>
      <div className="account__content">{props.children}</div>
    </div>
  );
}
