import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ComplaintForm, ComplaintSent } from "../components/complaint/ComplaintForm";
import type { ComplaintView } from "../components/complaint/complaintApi";
import { orderPageOf } from "../components/complaint/complaintPagePath";
import { useOrderComplaints } from "../components/complaint/useOrderComplaints";
import "../components/complaint/complaint.css";
import { plComplaints } from "../i18n/pl.complaints";

export function meta({ params }: { params: { orderNumber?: string } }) {
  return [
    { title: `${plComplaints.pageTitle(params.orderNumber ?? "")} | Outlet` },
    { name: "robots", content: "noindex" },
    // the guest's secret is in the URL: it must not travel to other sites
    { name: "referrer", content: "no-referrer" },
  ];
}

/**
 * `/reklamacja/{orderNumber}/{secret}?pozycja={item}` (issue 26): the complaint form for a line of a
 * delivered order, reached from the order page's "Reklamacja"; after sending, the reference and the day by
 * which the shop answers.
 */
export default function ComplaintRoute() {
  const { orderNumber = "", secret } = useParams();
  const [search] = useSearchParams();
  const item = Number(search.get("pozycja"));
  const { state, access } = useOrderComplaints(orderNumber, secret);
  const [sent, setSent] = useState<ComplaintView | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const orderPage = orderPageOf(orderNumber, secret);
  return (
    <section className="complaint-page" aria-labelledby="complaint-title" data-testid="complaint-page">
      <h1 id="complaint-title" className="page-title" tabIndex={-1} ref={heading}>
        {plComplaints.pageTitle(orderNumber)}
      </h1>
      {state.kind === "loading" ? <p aria-live="polite">{plComplaints.loading}</p> : null}
      {state.kind === "not-found" ? <p role="alert">{plComplaints.notFound}</p> : null}
      {state.kind === "offline" ? <p role="alert">{plComplaints.offline}</p> : null}
      {sent ? <ComplaintSent complaint={sent} orderPage={orderPage} /> : null}
      {state.kind === "ready" && !sent ? (
        state.data.lines.some((line) => line.can_complain || line.open_complaint) ? (
          <>
            <p className="complaint-page__intro">{plComplaints.intro}</p>
            <ComplaintForm
              orderNumber={orderNumber}
              data={state.data}
              access={access}
              initialItem={Number.isInteger(item) ? item : null}
              onSent={setSent}
            />
          </>
        ) : (
          <p role="alert">{state.data.lines[0]?.reason ?? plComplaints.notFound}</p>
        )
      ) : null}
    </section>
  );
}
