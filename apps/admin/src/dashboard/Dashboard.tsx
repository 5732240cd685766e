import { Box, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import { formatPrice, pluralPl } from "@outlet/formatting";
import { fromGrosze } from "@outlet/pricing";
import { useQuery } from "@tanstack/react-query";
import { Title } from "react-admin";
import { Link } from "react-router-dom";
import { adminFetch } from "../api/adminFetch";
import { TO_RECEIVE_CHOICE } from "../returns/toReceive";

/** `GET /api/admin/dashboard`: the work waiting and (for the owner and customer service) the revenue. */
interface DashboardAnswer {
  readonly today: string;
  /** Each count is `null` for a role that may not do its work (the tile is not shown). */
  readonly toPack: number | null;
  readonly toShip: number | null;
  readonly readyForPickup: number | null;
  readonly transfersAwaiting: number | null;
  /** Returns to receive (reported or sent), for the roles that receive them. */
  readonly returnsToReceive: null | {
    readonly count: number;
    readonly sent: number;
    readonly reported: number;
    readonly oldestDays: number | null;
  };
  /** Complaints waiting for an answer, for the roles that answer them. */
  readonly complaintsAwaiting: null | { readonly count: number; readonly oldestDays: number | null };
  readonly revenue: null | {
    readonly day: { readonly orders: number; readonly grosze: number };
    readonly month: { readonly orders: number; readonly grosze: number };
  };
}

const ORDERS = { one: "zamówienie", few: "zamówienia", many: "zamówień" } as const;
const orders = (n: number) => `${n} ${pluralPl(n, ORDERS)}`;
const DAYS = { one: "dzień", few: "dni", many: "dni" } as const;

/** How long the oldest case waits, in words: „najstarsza czeka 3 dni” (1 dzień, 2 dni, 5 dni), „najstarsza czeka od dziś”. */
const waiting = (days: number | null, oldest: string): string =>
  days === null ? "" : days === 0 ? `${oldest} od dziś` : `${oldest} ${days} ${pluralPl(days, DAYS)}`;

/** A list link with its filters in the URL, as react-admin reads them (orders: oldest first). */
const listOf = (filter: Record<string, string>, resource = "orders") =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}${
    resource === "orders" ? "&order=ASC&sort=created_at" : ""
  }`;

function Tile({
  title,
  value,
  detail,
  to,
}: {
  readonly title: string;
  readonly value: string;
  readonly detail: string;
  readonly to?: string;
}) {
  const body = (
    <CardContent>
      <Typography component="h2" variant="subtitle1">
        {title}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="body2">{detail}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/**
 * The start page: the orders to pack and to ship today, the bank transfers awaiting confirmation, the
 * returns to receive and the complaints to answer (each a link to its filtered list, the oldest's age) and
 * the revenue of today and this month, in Warsaw time. Each role sees the tiles of the work it may do (the
 * API leaves the others out).
 */
export function Dashboard() {
  const { data, error, isPending } = useQuery({
    queryKey: ["admin-dashboard"],
    queryFn: () => adminFetch<DashboardAnswer>("/api/admin/dashboard"),
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Start" />
      <Typography component="h1" variant="h5" gutterBottom>
        Start
      </Typography>
      {isPending && <Typography>Wczytywanie…</Typography>}
      {error && <Typography role="alert">{error.message}</Typography>}
      {data && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" },
          }}
          data-testid="dashboard"
        >
          {data.toShip !== null && data.toPack !== null && (
            <Tile
              title="Do wysłania dziś"
              value={String(data.toShip + data.toPack)}
              detail={`spakowane: ${orders(data.toShip)}, do spakowania: ${orders(data.toPack)}`}
              to={listOf({ status: data.toShip > 0 ? "packed" : "paid" })}
            />
          )}
          {data.transfersAwaiting !== null && (
            <Tile
              title="Przelewy do potwierdzenia"
              value={String(data.transfersAwaiting)}
              detail={orders(data.transfersAwaiting)}
              to={listOf({ status: "placed", payment: "banktransfer" })}
            />
          )}
          {data.readyForPickup !== null && (
            <Tile
              title="Gotowe do odbioru w sklepie"
              value={String(data.readyForPickup)}
              detail={orders(data.readyForPickup)}
              to={listOf({ status: "ready_for_pickup" })}
            />
          )}
          {data.returnsToReceive && (
            <Tile
              title="Zwroty do przyjęcia"
              value={String(data.returnsToReceive.count)}
              detail={[
                `nadane: ${data.returnsToReceive.sent}, zgłoszone: ${data.returnsToReceive.reported}`,
                waiting(data.returnsToReceive.oldestDays, "najstarszy czeka"),
              ]
                .filter(Boolean)
                .join(" · ")}
              // what the tile counts: the reported and the sent returns, both (s22)
              to={listOf({ status: TO_RECEIVE_CHOICE.id }, "returns")}
            />
          )}
          {data.complaintsAwaiting && (
            <Tile
              title="Reklamacje do rozpatrzenia"
              value={String(data.complaintsAwaiting.count)}
              detail={waiting(data.complaintsAwaiting.oldestDays, "najstarsza czeka") || "żadna nie czeka"}
              to={listOf({ status: "submitted" }, "complaints")}
            />
          )}
          {data.revenue && (
            <>
              <Tile
                title="Sprzedaż dziś"
                value={formatPrice(fromGrosze(data.revenue.day.grosze))}
                detail={orders(data.revenue.day.orders)}
              />
              <Tile
                title="Sprzedaż w tym miesiącu"
                value={formatPrice(fromGrosze(data.revenue.month.grosze))}
                detail={orders(data.revenue.month.orders)}
              />
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
