import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { streetLine } from "@outlet/checkout";
import { formatDateTime } from "@outlet/formatting";
import { useGetOne } from "react-admin";
import { Link as RouterLink, useParams } from "react-router-dom";
import { apiUtcTime } from "./apiUtcTime";
import { type OrderAddress, type OrderDetailRecord, unitsToShip } from "./orderDetail";
import { lockerLine, pickupStoreLine } from "./orderPlaces";

/** The path of an order's packing list (a page without the back office's menu, made to be printed). */
export const packingListPath = (number: string): string => `/orders/${encodeURIComponent(number)}/pakowanie`;

const hideInPrint = { "@media print": { display: "none" } } as const;

function recipient(address: OrderAddress | undefined): string[] {
  if (address === undefined) return [];
  return [
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    streetLine(address.street),
    [address.postcode, address.city].filter(Boolean).join(" "),
    address.telephone ? `tel. ${address.telephone}` : "",
  ].filter((line) => line.trim() !== "");
}

/**
 * The warehouse's packing list of one order (issue 25: "the shopper's order comments and a line's engraving
 * text are on the order page and the packing view"): every line with its quantity and options (size, colour,
 * an engraving's text), the shopper's comments, and where the parcel goes (address, parcel locker or store).
 * No prices: the sheet goes into the parcel. "Drukuj" prints it without the buttons.
 */
export function PackingList() {
  const { id = "" } = useParams();
  const { data, isPending, error } = useGetOne<OrderDetailRecord>("orders", { id });
  if (isPending) return <Typography sx={{ p: 2 }}>Wczytywanie listy do spakowania…</Typography>;
  if (error || !data?.order)
    return (
      <Typography sx={{ p: 2 }} role="alert">
        Nie udało się wczytać zamówienia nr {id}.
      </Typography>
    );
  const { order, lifecycle } = data;
  if (lifecycle.status === "cancelled" || !data.packing_list) {
    // a cancelled order (also one the shopper withdrew from before dispatch) has nothing left to ship; one
    // shipped, waiting in the store or awaiting its payment is not packed now (@outlet/orders packingListOffered)
    return (
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900, mx: "auto" }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Lista do spakowania — zamówienie nr {order.increment_id}
        </Typography>
        {lifecycle.status === "cancelled" ? (
          <Typography role="status" data-testid="packing-cancelled">
            Zamówienie jest anulowane: nie ma nic do spakowania ani wysłania.
          </Typography>
        ) : (
          <Typography role="status" data-testid="packing-not-now">
            Zamówienie ma status „{lifecycle.status_label}”: teraz się go nie pakuje.
          </Typography>
        )}
        <Button component={RouterLink} to={`/orders/${encodeURIComponent(order.increment_id)}/show`}>
          Wróć do zamówienia
        </Button>
      </Box>
    );
  }
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address;
  const comments = [
    order.comments?.order_comment ? `Do zamówienia: ${order.comments.order_comment}` : "",
    order.comments?.delivery_comment ? `Dla kuriera: ${order.comments.delivery_comment}` : "",
  ].filter(Boolean);
  // units the shopper withdrew before dispatch left the order: they are not packed (§2)
  const toPack = order.items.filter((item) => unitsToShip(item) > 0);
  const units = toPack.reduce((sum, item) => sum + unitsToShip(item), 0);
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900, mx: "auto", color: "#000" }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, mb: 2, ...hideInPrint }}>
        <Button variant="contained" onClick={() => window.print()}>
          Drukuj
        </Button>
        <Button component={RouterLink} to={`/orders/${encodeURIComponent(order.increment_id)}/show`}>
          Wróć do zamówienia
        </Button>
      </Stack>
      <Typography component="h1" variant="h5" gutterBottom>
        Lista do spakowania — zamówienie nr {order.increment_id}
      </Typography>
      <Typography variant="body2" gutterBottom>
        Złożone {formatDateTime(apiUtcTime(order.created_at))} · status: {lifecycle.status_label} · {units}{" "}
        szt.
      </Typography>

      <Box component="section" aria-labelledby="packing-lines" sx={{ mt: 2 }}>
        <Typography id="packing-lines" component="h2" variant="h6">
          Produkty
        </Typography>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" data-testid="packing-lines">
            <TableHead>
              <TableRow>
                <TableCell>Spakowane</TableCell>
                <TableCell align="right">Ilość</TableCell>
                <TableCell>Produkt i opcje</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {toPack.map((item) => (
                <TableRow key={item.item_id}>
                  <TableCell>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ display: "inline-block", width: 18, height: 18, border: "2px solid #000" }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <strong>{unitsToShip(item)}</strong>
                  </TableCell>
                  <TableCell>
                    <strong>{item.name}</strong>
                    <br />
                    SKU {item.sku}
                    {(item.product_options?.attributes_info ?? []).map((option) => (
                      <Typography variant="body2" key={`${option.label}:${option.value}`}>
                        {option.label}: <strong>{option.value}</strong>
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="packing-comments" sx={{ mt: 2 }}>
        <Typography id="packing-comments" component="h2" variant="h6">
          Uwagi klienta
        </Typography>
        <Box data-testid="packing-comments">
          {comments.length > 0 ? (
            comments.map((line) => (
              <Typography variant="body1" key={line}>
                {line}
              </Typography>
            ))
          ) : (
            <Typography variant="body2">Brak uwag.</Typography>
          )}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="packing-delivery" sx={{ mt: 2 }}>
        <Typography id="packing-delivery" component="h2" variant="h6">
          Dostawa
        </Typography>
        <Box data-testid="packing-delivery">
          <Typography variant="body1">{order.shipping_description ?? lifecycle.delivery}</Typography>
          {order.inpost_locker && <Typography variant="body1">{lockerLine(order.inpost_locker)}</Typography>}
          {order.pickup_location && (
            <Typography variant="body1">
              Odbiór w sklepie: {pickupStoreLine(order.pickup_location)}
            </Typography>
          )}
          {recipient(shipping).map((line) => (
            <Typography variant="body1" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
