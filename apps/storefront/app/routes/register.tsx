import { useNavigate } from "react-router";
import { RegisterForm } from "../components/account/AuthForms";
import { plTx } from "../i18n/pl.transactions";
import type { RouteHandle } from "../root";
import { useNotifier } from "../state/notifications/useNotifications";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.account.registerTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/register` (transactions.md §2, minimal layout). */
export default function RegisterRoute() {
  const navigate = useNavigate();
  const notifier = useNotifier();
  return (
    <section className="auth-page" aria-labelledby="register-title">
      <h1 id="register-title" className="page-title" tabIndex={-1}>
        {plTx.account.registerTitle}
      </h1>
      <RegisterForm
        onDone={(email) => {
          notifier.spawn({
            type: "success",
            message: plTx.account.registered(email),
            action1: { label: "OK" },
          });
          navigate("/account");
        }}
      />
    </section>
  );
}
