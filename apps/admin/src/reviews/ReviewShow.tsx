import { Card, CardContent, Typography } from "@mui/material";
import { Show, useRecordContext } from "react-admin";
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
          {record.nickname} · ocena {ratingText(record)} · {record.created_at_warsaw}
        </Typography>
        <Typography variant="body2">
          {record.review_entity === "shop" ? "Opinia o sklepie" : `Produkt ${record.sku ?? ""}`}
          {record.order_number ? ` · zamówienie ${record.order_number}` : ""}
        </Typography>
        <Typography variant="body2" gutterBottom>
          {record.verified_purchase ? "Zweryfikowany zakup" : "Zakup niepotwierdzony"} · {record.status_label}
          {record.moderated_by ? ` (${record.moderated_by}, ${record.moderated_at_warsaw ?? ""})` : ""}
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
