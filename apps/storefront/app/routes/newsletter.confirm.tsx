import { useSearchParams } from "react-router";
import { MailLinkPage } from "../components/mailLinks/MailLinkPage";
import { plMailLinks } from "../i18n/pl.mailLinks";

export function meta() {
  return [{ title: `${plMailLinks.newsletterTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/newsletter/potwierdz?token=` (issue 12): the link of the newsletter confirmation mail. */
export default function NewsletterConfirmRoute() {
  const token = useSearchParams()[0].get("token");
  return (
    <MailLinkPage
      title={plMailLinks.newsletterTitle}
      run={token ? (client) => client.newsletter.confirm(token) : null}
      done={
        <>
          <p>{plMailLinks.newsletterConfirmed}</p>
          <p>{plMailLinks.newsletterCoupon}</p>
        </>
      }
      expired={<p>{plMailLinks.newsletterConfirmExpired}</p>}
    />
  );
}
