import { useSearchParams } from "react-router";
import { MailLinkPage } from "../components/mailLinks/MailLinkPage";
import { plMailLinks } from "../i18n/pl.mailLinks";

export function meta() {
  return [{ title: `${plMailLinks.alertTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/powiadomienie/potwierdz?token=` (issue 12): confirms a back-in-stock alert. */
export default function StockAlertConfirmRoute() {
  const token = useSearchParams()[0].get("token");
  return (
    <MailLinkPage
      title={plMailLinks.alertTitle}
      run={token ? (client) => client.stockAlert.confirm(token) : null}
      done={<p>{plMailLinks.alertConfirmed}</p>}
      expired={<p>{plMailLinks.alertConfirmExpired}</p>}
    />
  );
}
