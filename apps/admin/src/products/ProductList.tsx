import { type Theme, useMediaQuery } from "@mui/material";
import { formatPrice } from "@outlet/formatting";
import { DataTable, FunctionField, List, SelectInput, SimpleList, TextInput } from "react-admin";
import type { ProductListRecord } from "../api/dataProvider";

const STATUS_CHOICES = [
  { id: "enabled", name: "Włączone" },
  { id: "disabled", name: "Wyłączone" },
];

const filters = [
  <TextInput key="q" source="q" alwaysOn resettable label="Szukaj: SKU lub nazwa" autoComplete="off" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const priceOf = (record: ProductListRecord): string =>
  record.price === null
    ? "—"
    : record.specialPrice !== null && record.specialPrice < record.price
      ? `${formatPrice(record.specialPrice)} (zamiast ${formatPrice(record.price)})`
      : formatPrice(record.price);
const statusOf = (record: ProductListRecord): string => (record.enabled ? "Włączony" : "Wyłączony");
const stockOf = (record: ProductListRecord): string =>
  record.stockQty === null ? "—" : `${record.stockQty} szt.`;

/** The catalogue: search by SKU (a variant's finds its product) or name, enabled and disabled, server-paged. */
export function ProductList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title="Produkty"
      filters={filters}
      perPage={25}
      exporter={false}
      sort={{ field: "id", order: "ASC" }}
    >
      {phone ? (
        <SimpleList<ProductListRecord>
          linkType="show"
          primaryText={(record) => record.name}
          secondaryText={(record) => `${record.sku} · ${statusOf(record)} · ${stockOf(record)}`}
          tertiaryText={priceOf}
        />
      ) : (
        <DataTable<ProductListRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="sku" disableSort />
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="enabled" disableSort>
            <FunctionField<ProductListRecord> render={statusOf} />
          </DataTable.Col>
          <DataTable.Col source="stockQty" disableSort align="right">
            <FunctionField<ProductListRecord> render={stockOf} />
          </DataTable.Col>
          <DataTable.Col source="price" disableSort align="right">
            <FunctionField<ProductListRecord> render={priceOf} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
