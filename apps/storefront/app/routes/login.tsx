import { useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../components/account/AuthForms";
import { configuredProviders, SocialSignIn } from "../components/account/SocialSignIn";
import { plTx } from "../i18n/pl.transactions";
import type { RouteHandle } from "../root";
import { useShop } from "../state/shop/ShopProvider";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.account.loginTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/login` (transactions.md §2, minimal layout); back to `?redirect=` (a shop path) afterwards. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const shop = useShop();
  const [params] = useSearchParams();
  const target = params.get("redirect");
  const done = () => navigate(target?.startsWith("/") && !target.startsWith("//") ? target : "/account");
  // Social sign-in is off unless its provider is configured (transactions.md §4).
  const providers = configuredProviders(shop.config.social);
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title" className="page-title" tabIndex={-1}>
        {plTx.account.loginTitle}
      </h1>
      <LoginForm onDone={done} />
      <SocialSignIn providers={providers} onDone={done} />
    </section>
  );
}
