import type { Client } from "@outlet/transport";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { plMailLinks } from "../../i18n/pl.mailLinks";
import { isHttpError } from "../../lib/httpError";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted } from "../../state/shop/useShopState";

type Outcome = "working" | "done" | "expired" | "failed";

/**
 * A page a mail's link opens (issue 12): runs the link's action once in the browser (never on the server,
 * so a mail scanner fetching the page changes nothing), then says what happened in Polish, or that the link
 * expired or was already used, with a way forward.
 *
 * @example
 * <MailLinkPage title="Newsletter" run={(c) => c.newsletter.confirm(token)} done={<p>…</p>} expired={<p>…</p>} />
 */
export function MailLinkPage(props: {
  readonly title: string;
  /** The action; resolves when the API accepted the token. Null: the link lacks its token. */
  readonly run: ((client: Client) => Promise<void>) | null;
  readonly done: ReactNode;
  readonly expired: ReactNode;
}) {
  const shop = useShop();
  const started = useStarted();
  const [outcome, setOutcome] = useState<Outcome>("working");
  // the action runs once per page load (a second confirm would answer "already used")
  const run = useRef(props.run);
  const ran = useRef(false);
  useEffect(() => {
    if (!started || ran.current) return;
    ran.current = true;
    const action = run.current;
    if (!action) {
      setOutcome("expired");
      return;
    }
    let live = true;
    shop
      .client()
      .then(action)
      .then(() => live && setOutcome("done"))
      .catch((error: unknown) => {
        if (live) setOutcome(isHttpError(error) && error.status === 400 ? "expired" : "failed");
      });
    return () => {
      live = false;
    };
  }, [shop, started]);
  return (
    <section className="mail-link-page" aria-labelledby="mail-link-title" data-outcome={outcome}>
      <h1 id="mail-link-title" className="page-title" tabIndex={-1}>
        {props.title}
      </h1>
      {outcome === "working" ? <p aria-live="polite">{plMailLinks.working}</p> : null}
      {outcome === "done" ? <div role="status">{props.done}</div> : null}
      {outcome === "expired" ? (
        <div role="alert">
          <p>
            <strong>{plMailLinks.expired}</strong>
          </p>
          {props.expired}
        </div>
      ) : null}
      {outcome === "failed" ? <p role="alert">{plMailLinks.failed}</p> : null}
      <p>
        <Link to="/" className="button">
          {plMailLinks.home}
        </Link>
      </p>
    </section>
  );
}
