import { Button, Stack } from "@mui/material";
import { type MouseEvent, useState } from "react";
import { useNotify, useRefresh } from "react-admin";
import { adminFetch } from "../api/adminFetch";
import type { ReviewRecord } from "./reviewRecord";

/**
 * Approve ("Opublikuj") or reject ("Odrzuć") one review. The API decides and audits; approving publishes it
 * on the product page at the next request. A published review can still be rejected, a rejected one
 * published. Clicks inside a list row do not open the row.
 */
export function ModerationButtons({ record }: { readonly record: ReviewRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const decide = (decision: "approve" | "reject") => async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await adminFetch(`/api/admin/reviews/${record.id}/${decision}`, { method: "POST", body: {} });
      notify(decision === "approve" ? "Opinia opublikowana." : "Opinia odrzucona.", { type: "success" });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : "Nie udało się zapisać decyzji.", { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  const who = `${record.nickname}, ${record.sku ?? "sklep"}`;
  return (
    <Stack direction="row" spacing={1}>
      {record.review_status !== 1 && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={decide("approve")}
          aria-label={`Opublikuj opinię: ${who}`}
        >
          Opublikuj
        </Button>
      )}
      {record.review_status !== 3 && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={decide("reject")}
          aria-label={`Odrzuć opinię: ${who}`}
        >
          Odrzuć
        </Button>
      )}
    </Stack>
  );
}
