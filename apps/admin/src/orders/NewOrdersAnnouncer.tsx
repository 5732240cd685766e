import { Box } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useListContext } from "react-admin";
import { arrivedOrders, newOrdersMessage, type OrderListGlance } from "./newOrders";

/** Visually hidden, read by screen readers (the common clip pattern). */
const HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/**
 * A polite live region inside the order list: after a background refresh that brought orders it says
 * „N nowych zamówień" once; a refresh that brought none, and the person's own change of filters, sort or
 * page, say nothing (WCAG 4.1.3 without a message at every refresh).
 */
export function NewOrdersAnnouncer() {
  const { data, total, filterValues, sort, page, perPage, isPending } = useListContext();
  const seen = useRef<OrderListGlance | null>(null);
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (isPending || data === undefined) return;
    const glance: OrderListGlance = {
      key: JSON.stringify([filterValues, sort, page, perPage]),
      total,
      ids: data.map((record) => String(record.id)),
    };
    const arrived = arrivedOrders(seen.current, glance);
    seen.current = glance;
    if (arrived > 0) setMessage(newOrdersMessage(arrived));
  }, [data, total, filterValues, sort, page, perPage, isPending]);
  // the text goes away after a while, so the same count arriving later is announced again
  useEffect(() => {
    if (message === "") return;
    const timer = setTimeout(() => setMessage(""), 10_000);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <Box role="status" aria-live="polite" sx={HIDDEN} data-testid="new-orders">
      {message}
    </Box>
  );
}
