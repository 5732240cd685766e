import { Box, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import { formatPrice, pluralPl } from "@outlet/formatting";
import { fromGrosze } from "@outlet/pricing";
import { useQuery } from "@tanstack/react-query";
import { Title } from "react-admin";
import { Link } from "react-router-dom";
import { adminFetch } from "../api/adminFetch";

/** `GET /api/admin/dashboard`: the work waiting and (for the owner and customer service) the revenue. */
interface DashboardAnswer {
  readonly today: string;
  readonly toPack: number;
  readonly toShip: number;
  readonly readyForPickup: number;
  readonly transfersAwaiting: number;
  readonly revenue: null | {
    readonly day: { readonly orders: number; readonly grosze: number };
    readonly month: { readonly orders: number; readonly grosze: number };
  };
}

const ORDERS = { one: "zamówienie", few: "zamówienia", many: "zamówień" } as const;
const orders = (n: number) => `${n} ${pluralPl(n, ORDERS)}`;

/** An order-list link with its filters in the URL, as react-admin reads them. */
const listOf = (filter: Record<string, string>) =>
  `/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&order=ASC&sort=created_at`;

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
 * The start page: the orders to pack and to ship today, the bank transfers awaiting confirmation (each a
 * link to the filtered order list) and the revenue of today and this month, in Warsaw time.
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
          <Tile
            title="Do wysłania dziś"
            value={String(data.toShip + data.toPack)}
            detail={`spakowane: ${orders(data.toShip)}, do spakowania: ${orders(data.toPack)}`}
            to={listOf({ status: data.toShip > 0 ? "packed" : "paid" })}
          />
          <Tile
            title="Przelewy do potwierdzenia"
            value={String(data.transfersAwaiting)}
            detail={orders(data.transfersAwaiting)}
            to={listOf({ status: "placed", payment: "banktransfer" })}
          />
          <Tile
            title="Gotowe do odbioru w sklepie"
            value={String(data.readyForPickup)}
            detail={orders(data.readyForPickup)}
            to={listOf({ status: "ready_for_pickup" })}
          />
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
