import { Link } from "react-router";
import { plTx } from "../i18n/pl.transactions";
import type { RouteHandle } from "../root";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.errorPage.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/error` (transactions.md §2): the error page, minimal layout. */
export default function ErrorRoute() {
  return (
    <section className="auth-page" aria-labelledby="error-title">
      <h1 id="error-title" className="page-title" tabIndex={-1}>
        {plTx.errorPage.title}
      </h1>
      <p>{plTx.errorPage.text}</p>
      <Link to="/" className="button button--primary">
        {plTx.errorPage.home}
      </Link>
    </section>
  );
}
