import { Link, useSearchParams } from "react-router";
import { MailLinkPage } from "../components/mailLinks/MailLinkPage";
import { plMailLinks } from "../i18n/pl.mailLinks";

export function meta() {
  return [{ title: `${plMailLinks.newsletterTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/newsletter/wypisz?token=&email=` (issue 12): the unsubscribe link of every newsletter mail. */
export default function NewsletterUnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const email = params.get("email");
  return (
    <MailLinkPage
      title={plMailLinks.newsletterTitle}
      run={
        token && email ? (client) => client.newsletter.unsubscribe({ email, unsubscribe_token: token }) : null
      }
      done={<p>{plMailLinks.newsletterUnsubscribed(email ?? "")}</p>}
      expired={
        <p>
          {plMailLinks.newsletterUnsubscribeExpired}{" "}
          <Link to="/account/notifications">{plMailLinks.notificationsLink}</Link>
        </p>
      }
    />
  );
}
