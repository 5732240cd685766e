import { shippingMethodName } from "@outlet/checkout";

type Doc = Readonly<Record<string, unknown>>;

/** "flatrate_flatrate": the shipping method's code as the order stores it (its shipping assignment). */
function storedMethodCode(doc: Doc): string {
  const assignments = (doc.extension_attributes as { shipping_assignments?: unknown } | undefined)
    ?.shipping_assignments;
  const first = Array.isArray(assignments)
    ? (assignments[0] as { shipping?: { method?: unknown } })
    : undefined;
  return typeof first?.shipping?.method === "string" ? first.shipping.method : "";
}

/**
 * A stored order as shown, with delivery named the one way the shop names a shipping method
 * (`shippingMethodName` of `@outlet/checkout`, s22): its `shipping_description` and its totals' shipping
 * segment. An order placed before keeps its stored words in the database ("Dostawa (Kurier)", "Kurier -
 * Dostawa kurierem"); it is shown through the method's name whenever its method code is still a known
 * method, else its segment takes the stored description. Pure.
 *
 * @example
 * withDeliveryName(doc, [{ carrier_code: "flatrate", method_code: "flatrate", carrier_title: "Kurier",
 *   method_title: "Dostawa kurierem" }]).shipping_description; // "Dostawa kurierem"
 */
export function withDeliveryName<T extends Doc>(doc: T, methods: readonly Doc[]): T {
  const code = storedMethodCode(doc);
  const method = code
    ? methods.find((m) => `${String(m.carrier_code)}_${String(m.method_code)}` === code)
    : undefined;
  const stored = typeof doc.shipping_description === "string" ? doc.shipping_description : "";
  const name = method
    ? shippingMethodName({
        carrier_title: typeof method.carrier_title === "string" ? method.carrier_title : null,
        method_title: typeof method.method_title === "string" ? method.method_title : null,
      })
    : stored;
  if (!name) return doc;
  const segments = Array.isArray(doc.total_segments)
    ? (doc.total_segments as readonly { code?: unknown }[]).map((segment) =>
        segment.code === "shipping" ? { ...segment, title: name } : segment,
      )
    : doc.total_segments;
  return {
    ...doc,
    shipping_description: name,
    ...(segments === undefined ? {} : { total_segments: segments }),
  };
}
