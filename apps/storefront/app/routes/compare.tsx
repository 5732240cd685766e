import { CompareTable } from "../components/compare/CompareTable";
import "../components/compare/compare.css";
import { plTx } from "../i18n/pl.transactions";

export function meta() {
  return [{ title: `${plTx.compare.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/**
 * `/porownanie` (transactions.md §2 compare, behaviour.md §13.2): the compared products side by side. The
 * list lives only in this browser, so the server renders the page shell and the browser fills it in.
 */
export default function CompareRoute() {
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title" className="page-title" tabIndex={-1}>
        {plTx.compare.title}
      </h1>
      <CompareTable />
    </section>
  );
}
