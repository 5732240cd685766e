import type { RaRecord } from "react-admin";

/** A stock row (`null` when the sku keeps none). */
export interface ProductStock {
  readonly qty: number;
  readonly isInStock: boolean;
}

/** The price fields of a product or variant (gross PLN; window dates as Warsaw wall-clock text). */
export interface ProductPrices {
  readonly price: number | null;
  readonly specialPrice: number | null;
  readonly specialFrom: string | null;
  readonly specialTo: string | null;
}

/** One variant of a configurable product. */
export interface ProductVariant extends ProductPrices {
  readonly sku: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly options: Readonly<Record<string, unknown>>;
  /** The options by name, `[{ label: "Kolor", value: "Niebieski" }]` (the values' ids stay in `options`). */
  readonly optionLabels?: readonly { readonly label: string; readonly value: string }[];
  readonly stock: ProductStock | null;
}

/** `GET /api/admin/products/:sku`: the product, its variants and its price history (Omnibus). */
export interface ProductDetailRecord extends RaRecord<string>, ProductPrices {
  readonly sku: string;
  readonly name: string;
  readonly type: string;
  readonly enabled: boolean;
  readonly stock: ProductStock | null;
  readonly variants: readonly ProductVariant[];
  readonly priceHistory: readonly { sku: string; validFrom: string; priceGrosze: number }[];
}
