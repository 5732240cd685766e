import { useNavigate, useSearchParams } from "react-router";
import { CreatePasswordForm } from "../components/account/AuthForms";
import { plTx } from "../i18n/pl.transactions";
import type { RouteHandle } from "../root";
import { useNotifier } from "../state/notifications/useNotifications";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.account.createPasswordTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/create-password?token=&email=` (transactions.md §2, the e-mailed reset link, minimal layout). */
export default function CreatePasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notifier = useNotifier();
  return (
    <section className="auth-page" aria-labelledby="create-password-title">
      <h1 id="create-password-title" className="page-title" tabIndex={-1}>
        {plTx.account.createPasswordTitle}
      </h1>
      <CreatePasswordForm
        email={params.get("email") ?? ""}
        resetToken={params.get("token") ?? ""}
        onDone={() => {
          notifier.spawn({
            type: "success",
            message: plTx.account.passwordChanged,
            action1: { label: "OK" },
          });
          navigate("/account");
        }}
      />
    </section>
  );
}
