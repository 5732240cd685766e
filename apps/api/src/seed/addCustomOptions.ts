import type { ProductSink } from "./productSink.js";

/**
 * Custom options (catalogue.md "Custom option value", behaviour.md §4.5) on the first three bags on sale
 * and the first two configurable blazers on sale (on the parent: every size has them): an engraving of
 * initials (a text field of up to 10 characters, 15 zł net only when a text is given) and gift wrapping at a
 * percentage, whose free "no wrapping" value has
 * `option_type_id` 0 (it never counts). Given after the random draws, so the rest of the catalogue stays
 * as it was.
 */
export function addCustomOptions(sink: ProductSink): void {
  const onSale = (type: string, prefix: string) =>
    sink.documents
      .map((document) => document.body)
      .filter(
        (body) =>
          body.type_id === type &&
          String(body.sku).startsWith(prefix) &&
          body.status === 1 &&
          body.visibility === 4 &&
          (body.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true,
      );
  // Three bags, and two configurable blazers (options on the parent, priced on the chosen size).
  const products = [...onSale("simple", "TOR-").slice(0, 3), ...onSale("configurable", "MAR-").slice(0, 2)];
  for (const body of products) {
    const id = body.id as number;
    body.options = [
      {
        // issue 32: an engraving is paid for its text, so it is a text field (a checkbox took no initials)
        option_id: id * 10 + 1,
        title: "Grawer inicjałów",
        type: "field",
        is_require: false,
        sort_order: 1,
        max_characters: 10,
        price: 15,
        price_type: "fixed",
      },
      {
        option_id: id * 10 + 2,
        title: "Pakowanie na prezent",
        type: "radio",
        is_require: false,
        sort_order: 2,
        values: [
          { option_type_id: 0, title: "Bez pakowania", price: 0, price_type: "fixed", sort_order: 1 },
          {
            option_type_id: id * 100 + 21,
            title: "Pudełko prezentowe",
            price: 10,
            price_type: "percent",
            sort_order: 2,
          },
        ],
      },
    ];
  }
}
