import { useSearchParams } from "react-router";
import { MailLinkPage } from "../components/mailLinks/MailLinkPage";
import { plMailLinks } from "../i18n/pl.mailLinks";

export function meta() {
  return [{ title: `${plMailLinks.alertTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/powiadomienie/wypisz?token=` (issue 12): cancels a back-in-stock alert. */
export default function StockAlertUnsubscribeRoute() {
  const token = useSearchParams()[0].get("token");
  return (
    <MailLinkPage
      title={plMailLinks.alertTitle}
      run={token ? (client) => client.stockAlert.unsubscribe(token) : null}
      done={<p>{plMailLinks.alertCancelled}</p>}
      expired={<p>{plMailLinks.alertCancelExpired}</p>}
    />
  );
}
