import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { totalsLayout } from "@outlet/cart-merge";
import { streetLine } from "@outlet/checkout";
import { formatDateTime, formatLongDate, formatPrice } from "@outlet/formatting";
import { paymentTotalLabel } from "@outlet/orders";
import { Show, useRecordContext } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { Section } from "../layout/Section";
import { AfterSalesBadges } from "./AfterSalesBadges";
import { OrderActions } from "./OrderActions";
import {
  lineAsShipped,
  type OrderAddress,
  type OrderDetailRecord,
  withdrawnBeforeDispatchNote,
} from "./orderDetail";
import { lockerLine, pickupStoreLine } from "./orderPlaces";
import { packingListPath } from "./PackingList";

/**
 * An order's address as lines: company, NIP, name, street, postcode and city (the country outside Poland),
 * phone and e-mail; blank parts are left out, so the contact of a pickup's or a locker's buyer (issue 32:
 * no street, postcode or city) reads as a contact, not as an address with empty lines.
 */
function Address({
  address,
  testId,
}: {
  readonly address: OrderAddress | undefined;
  readonly testId?: string;
}) {
  if (address === undefined) return <Typography variant="body2">—</Typography>;
  const lines = [
    address.company ?? "",
    address.vat_id ? `NIP: ${address.vat_id}` : "",
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    streetLine(address.street),
    [
      address.postcode,
      address.city,
      address.country_id && address.country_id !== "PL" ? address.country_id : "",
    ]
      .filter(Boolean)
      .join(" "),
    address.telephone ? `tel. ${address.telephone}` : "",
    address.email ?? "",
  ].filter((line) => line !== "");
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: "normal" }} data-testid={testId}>
      {lines.map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </Typography>
  );
}

/** Who collects a parcel at a locker or a store: the address lines are the place's, said above them. */
function recipientOf(address: OrderAddress): OrderAddress {
  const { street: _street, postcode: _postcode, city: _city, ...recipient } = address;
  return recipient;
}

function OrderView() {
  const record = useRecordContext<OrderDetailRecord>();
  // react-admin shows the list's row while the page loads: it has no order document yet
  if (!record?.order) return <Typography sx={{ p: 2 }}>Wczytywanie zamówienia…</Typography>;
  const { order, lifecycle } = record;
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address;
  const totals = totalsLayout(order.total_segments ?? []);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5">
          Zamówienie nr {order.increment_id}
        </Typography>
        <Chip label={lifecycle.status_label} color="primary" data-testid="order-status" />
        <AfterSalesBadges afterSales={record.after_sales} />
        {/* offered only while the order may be packed or is packed (@outlet/orders packingListOffered) */}
        {record.packing_list && (
          <Button
            component={RouterLink}
            to={packingListPath(order.increment_id)}
            variant="outlined"
            size="small"
          >
            Lista do spakowania
          </Button>
        )}
      </Stack>
      <Section title="Czynności">
        <OrderActions record={record} />
      </Section>
      <Section title="Produkty">
        {/* WCAG 1.4.10 reflow: at 320 px the table scrolls inside its own labelled, focusable region (the
            keyboard scrolls it too) and never widens the page; `contain` keeps its width out of the layout's */}
        <Box
          role="region"
          aria-label="Produkty zamówienia (tabela przewija się w poziomie)"
          tabIndex={0}
          data-testid="order-lines"
          sx={{
            overflowX: "auto",
            contain: "inline-size",
            "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
          }}
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Produkt</TableCell>
                <TableCell align="right">Ilość</TableCell>
                <TableCell align="right">Cena</TableCell>
                <TableCell align="right">Razem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.item_id}>
                  <TableCell>
                    <strong>{item.name}</strong>
                    <br />
                    <Typography variant="caption">SKU {item.sku}</Typography>
                    {(item.product_options?.attributes_info ?? []).map((option) => (
                      <Typography variant="body2" key={`${option.label}:${option.value}`}>
                        {option.label}: <strong>{option.value}</strong>
                      </Typography>
                    ))}
                    {withdrawnBeforeDispatchNote(item) && (
                      <Typography variant="body2" data-testid="line-withdrawn" sx={{ fontWeight: 600 }}>
                        {withdrawnBeforeDispatchNote(item)}
                      </Typography>
                    )}
                  </TableCell>
                  {/* what ships: units dropped before dispatch left the order (named in the note above) */}
                  <TableCell align="right" data-testid="line-qty">
                    {lineAsShipped(item).qty}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {formatPrice(item.price_incl_tax)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }} data-testid="line-total">
                    {formatPrice(lineAsShipped(item).total)}
                  </TableCell>
                </TableRow>
              ))}
              {totals.rows.map((segment) => (
                <TableRow key={segment.code}>
                  <TableCell colSpan={3} align="right">
                    {/* a paid order's total is not „Do zapłaty" (s22): the payment box's state names it */}
                    {segment.code === "grand_total"
                      ? paymentTotalLabel(record.payment_summary.state)
                      : segment.title}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: "nowrap" }}
                    {...(segment.code === "grand_total" ? { "data-testid": "order-total" } : {})}
                  >
                    {formatPrice(segment.value)}
                  </TableCell>
                </TableRow>
              ))}
              {/* the VAT the total contains: under it, smaller („w tym VAT”, tester s23) */}
              {totals.includedTax && (
                <TableRow data-testid="order-included-tax">
                  <TableCell colSpan={3} align="right" sx={{ fontSize: "0.8125rem" }}>
                    {totals.includedTax.title}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap", fontSize: "0.8125rem" }}>
                    {formatPrice(totals.includedTax.value)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </Section>
      {(order.comments?.order_comment || order.comments?.delivery_comment) && (
        <Section title="Uwagi klienta">
          {order.comments?.order_comment && (
            <Typography variant="body2">Do zamówienia: {order.comments.order_comment}</Typography>
          )}
          {order.comments?.delivery_comment && (
            <Typography variant="body2">Dla kuriera: {order.comments.delivery_comment}</Typography>
          )}
        </Section>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Section title="Dane do faktury i kontakt">
          <Address address={order.billing_address} testId="billing-address" />
        </Section>
        <Section title="Dostawa">
          <Typography variant="body2" gutterBottom>
            {order.shipping_description ?? lifecycle.delivery}
          </Typography>
          {order.inpost_locker && (
            <Typography variant="body2" gutterBottom>
              {lockerLine(order.inpost_locker)}
            </Typography>
          )}
          {order.pickup_location && (
            <Typography variant="body2" gutterBottom>
              Odbiór: {pickupStoreLine(order.pickup_location)}
            </Typography>
          )}
          {/* a locker's or a store's address is said above: the recipient alone, as on the packing list */}
          <Address
            address={
              shipping && (order.inpost_locker || order.pickup_location) ? recipientOf(shipping) : shipping
            }
            testId="shipping-address"
          />
          {lifecycle.shipment && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="shipment">
              Przesyłka: {lifecycle.shipment.carrier_name}, nr{" "}
              {lifecycle.shipment.tracking_url ? (
                <Link href={lifecycle.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                  {lifecycle.shipment.tracking_number}
                </Link>
              ) : (
                lifecycle.shipment.tracking_number
              )}
            </Typography>
          )}
          {lifecycle.delivered_on && (
            <Typography variant="body2">Doręczono: {formatLongDate(lifecycle.delivered_on)}</Typography>
          )}
        </Section>
      </Box>
      <Section title="Płatność">
        {/* what is true of the payment now, in @outlet/orders' words (paymentSummary): paid, refunded, or due */}
        <Typography variant="body2" data-testid="payment-summary">
          {record.payment_summary.text}
        </Typography>
        {record.transfer_deadline && (
          <Typography variant="body2" data-testid="transfer-deadline">
            {`Termin wpłaty: ${formatLongDate(record.transfer_deadline.lastDay)}, 23:59 (${
              record.transfer_deadline.days === 1 ? "1 dzień" : `${record.transfer_deadline.days} dni`
            } od złożenia). Bez wpłaty do tego czasu sklep sam anuluje zamówienie.`}
          </Typography>
        )}
      </Section>
      <Section title="Historia zamówienia">
        <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="timeline">
          {record.timeline.map((entry) => (
            <Typography
              component="li"
              variant="body2"
              key={`${entry.at}-${entry.type}-${entry.summary}`}
              sx={{ mb: 0.5 }}
            >
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> — {entry.summary}
              {entry.actor.email ? ` (${entry.actor.email})` : ""}
            </Typography>
          ))}
        </Box>
      </Section>
    </Box>
  );
}

/** The order page: status, the allowed actions, lines with their options, comments, addresses and NIP, delivery, payment and the timeline. */
export function OrderShow() {
  return (
    <Show
      title="Zamówienie"
      actions={false}
      component="div"
      // an online payment still awaited is looked at again every 15 s (and at every return to the tab,
      // react-query's default): the gateway's notification settles it, so the page turns "Opłacone" by itself
      queryOptions={{
        refetchInterval: (query) =>
          (query.state.data as OrderDetailRecord | undefined)?.lifecycle?.status === "awaiting_payment"
            ? 15_000
            : false,
      }}
    >
      <OrderView />
    </Show>
  );
}
