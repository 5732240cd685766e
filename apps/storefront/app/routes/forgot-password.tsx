import { ForgotPasswordForm } from "../components/account/AuthForms";
import { plTx } from "../i18n/pl.transactions";
import type { RouteHandle } from "../root";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.account.forgotTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/forgot-password` (transactions.md §2, minimal layout). */
export default function ForgotPasswordRoute() {
  return (
    <section className="auth-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="page-title" tabIndex={-1}>
        {plTx.account.forgotTitle}
      </h1>
      <ForgotPasswordForm />
    </section>
  );
}
