import { useEffect, useState } from "react";
import { Link } from "react-router";
import { plComplaints } from "../../i18n/pl.complaints";
import { useShop } from "../../state/shop/ShopProvider";
import type { ComplaintView, OrderAccess } from "./complaintApi";
import { loadComplaintPhoto } from "./complaintApi";
import { complaintPagePath } from "./complaintPagePath";
import { useOrderComplaints } from "./useOrderComplaints";
import "./complaint.css";

/** A complaint's photo, loaded with the order's access and shown from an object URL. */
function ComplaintPhoto(props: {
  readonly path: string;
  readonly alt: string;
  readonly access: OrderAccess;
}) {
  const shop = useShop();
  const [src, setSrc] = useState<string | null>(null);
  const { secret, token } = props.access;
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    loadComplaintPhoto(shop, props.path, { secret, token })
      .then((loaded) => {
        url = loaded;
        if (live) setSrc(loaded);
        else URL.revokeObjectURL(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [shop, props.path, secret, token]);
  if (!src) return <span className="complaint__photo-placeholder" aria-hidden="true" />;
  return <img src={src} alt={props.alt} width={96} height={96} />;
}

/** One complaint: reference, product, what was asked, the deadline, status and the shop's answer. */
export function ComplaintSummary(props: { readonly complaint: ComplaintView; readonly access: OrderAccess }) {
  const { complaint } = props;
  const answer = complaint.answer;
  return (
    <article className="complaint" data-testid="complaint" aria-labelledby={`complaint-${complaint.id}`}>
      <h3 id={`complaint-${complaint.id}`}>
        {complaint.reference} · {complaint.product_name}
      </h3>
      <dl className="complaint__facts">
        <div>
          <dt>{plComplaints.status}</dt>
          <dd data-testid="complaint-status">{complaint.status_label}</dd>
        </div>
        <div>
          <dt>{plComplaints.asked}</dt>
          <dd>{complaint.remedy_label}</dd>
        </div>
        {complaint.status === "submitted" ? (
          <div>
            <dt>{plComplaints.answerBy}</dt>
            <dd data-testid="complaint-deadline">{plComplaints.day(complaint.deadline_day)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="complaint__description">{complaint.description}</p>
      {answer ? (
        <div className="complaint__answer" data-testid="complaint-answer">
          <h4>{plComplaints.answer}</h4>
          <p>
            {answer.decision === "accepted"
              ? plComplaints.accepted(answer.remedy_label ?? "")
              : plComplaints.rejected(answer.reason ?? "")}
          </p>
          {answer.by === "system" ? <p>{plComplaints.answeredBySystem}</p> : null}
          {answer.note ? <p>{answer.note}</p> : null}
        </div>
      ) : null}
      {complaint.photos.length > 0 ? (
        <ul className="complaint__photos">
          {complaint.photos.map((photo) => (
            <li key={photo.position}>
              <ComplaintPhoto
                path={photo.url}
                alt={plComplaints.photoAlt(complaint.reference, photo.position)}
                access={props.access}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/**
 * The order page's complaints (issue 26): "Reklamacja" for each line that may be complained about, with
 * the last day to do it, and every complaint of the order with its status and the shop's answer. Renders
 * nothing until the order is known and has something to show.
 *
 * @example
 * <OrderComplaints orderNumber="000000042" secret={secret} />
 */
export function OrderComplaints(props: {
  readonly orderNumber: string;
  readonly secret?: string | undefined;
}) {
  const { state, access } = useOrderComplaints(props.orderNumber, props.secret);
  const ready = state.kind === "ready";
  // a complaint mail, and the form's refusal of a second one, link a complaint (`#complaint-7`): the list arrives after the page, so go there then
  useEffect(() => {
    if (!ready || !/^#complaint-\d+$/.test(window.location.hash)) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: "start" });
  }, [ready]);
  if (state.kind !== "ready") return null;
  const { lines, complaints } = state.data;
  const open = lines.filter((line) => line.can_complain);
  // a line whose complaint waits for the answer: the sentence and a link to that complaint, not the button
  const pending = lines.filter((line) => !line.can_complain && line.open_complaint);
  if (open.length === 0 && complaints.length === 0) return null;
  return (
    <section
      className="order-complaints"
      aria-labelledby="order-complaints-title"
      data-testid="order-complaints"
    >
      <h2 id="order-complaints-title">{plComplaints.sectionTitle}</h2>
      {open.length > 0 ? (
        <ul className="order-complaints__lines">
          {open.map((line) => (
            <li key={line.item_id}>
              <span className="order-complaints__product">{line.name}</span>
              <Link
                className="button button--secondary"
                to={complaintPagePath(props.orderNumber, props.secret, line.item_id)}
                aria-label={plComplaints.lineActionLabel(line.name)}
                data-testid="complaint-link"
              >
                {plComplaints.lineAction}
              </Link>
              {line.closes_on ? (
                <span className="order-complaints__until">{plComplaints.openUntil(line.closes_on)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul className="order-complaints__lines">
          {pending.map((line) => (
            <li key={line.item_id} data-testid="complaint-pending-line">
              <span className="order-complaints__product">{line.name}</span>
              <span className="order-complaints__until">{line.reason}</span>
              {line.open_complaint ? (
                <a href={`#complaint-${line.open_complaint.id}`}>
                  {plComplaints.seeOpen(line.open_complaint.reference)}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {complaints.map((complaint) => (
        <ComplaintSummary key={complaint.id} complaint={complaint} access={access} />
      ))}
    </section>
  );
}
