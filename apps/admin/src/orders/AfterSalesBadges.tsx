import { Chip, Stack } from "@mui/material";
import type { OrderAfterSalesAnswer } from "@outlet/contract";

/**
 * The return badge („Zwrócone”, „Częściowo zwrócone”, „Zwrot w toku”) and the refund's („Zwrócono
 * pieniądze”, „Zwrócono część pieniędzy”) beside an order's status, so staff see at a glance that it went
 * back, as Shopify's list does; nothing for an order with neither. The labels are the package's.
 *
 * @example
 * <AfterSalesBadges afterSales={record.after_sales} />
 */
export function AfterSalesBadges(props: { readonly afterSales: OrderAfterSalesAnswer | null | undefined }) {
  const afterSales = props.afterSales;
  if (!afterSales || (afterSales.badge === null && afterSales.refund.label === null)) return null;
  return (
    // spans throughout: the phone list prints the badges inside its secondary text, a paragraph
    <Stack
      component="span"
      direction="row"
      useFlexGap
      sx={{ flexWrap: "wrap", gap: 0.5, mt: 0.5 }}
      data-testid="after-sales-badges"
    >
      {afterSales.badge ? (
        <Chip
          component="span"
          size="small"
          label={afterSales.badge}
          color={afterSales.pending_return ? "warning" : "secondary"}
          data-testid="return-badge"
        />
      ) : null}
      {afterSales.refund.label ? (
        <Chip
          component="span"
          size="small"
          variant="outlined"
          color="success"
          label={afterSales.refund.label}
          data-testid="refund-badge"
        />
      ) : null}
    </Stack>
  );
}
