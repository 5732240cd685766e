import { Card, CardContent, Typography } from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { Show, useRecordContext } from "react-admin";
import { apiUtcTime } from "../orders/apiUtcTime";
import { ModerationButtons } from "./ModerationButtons";
import { type ReviewRecord, ratingText } from "./reviewRecord";

function ReviewView() {
  const record = useRecordContext<ReviewRecord>();
  if (!record) return null;
  return (
    <Card component="section" variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {record.title}
        </Typography>
        <Typography gutterBottom>{record.detail}</Typography>
        <Typography variant="body2">
          {record.nickname} · ocena {ratingText(record)} · {formatDateTime(apiUtcTime(record.created_at))}
        </Typography>
        <Typography variant="body2">
          {record.review_entity === "shop" ? "Opinia o sklepie" : `Produkt ${record.sku ?? ""}`}
          {record.order_number ? ` · zamówienie ${record.order_number}` : ""}
        </Typography>
        <Typography variant="body2" gutterBottom>
          {record.verified_purchase ? "Zweryfikowany zakup" : "Zakup niepotwierdzony"} · {record.status_label}
          {record.moderated_by
            ? ` (${record.moderated_by}, ${record.moderated_at ? formatDateTime(apiUtcTime(record.moderated_at)) : ""})`
            : ""}
        </Typography>
        <ModerationButtons record={record} />
      </CardContent>
    </Card>
  );
}

/** One review with its decision buttons (issue 27). */
export function ReviewShow() {
  return (
    <Show title="Opinia" actions={false} component="div">
      <ReviewView />
    </Show>
  );
}
