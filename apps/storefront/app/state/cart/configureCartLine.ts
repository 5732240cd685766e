import { type CartLine, checksum, planConfigureItem } from "@outlet/cart-merge";
import type { LinkableProduct } from "@outlet/url-resolution";
import { type Configuration, configureProduct, prepareProduct } from "@outlet/variant-selection";
import { variantHref } from "../../lib/links";
import { shopConfig } from "../../lib/shopConfig";
import { type CartEngine, MAX_QTY } from "./cartStoreDeps";
import { changeLineVariant, variantChangeMessage } from "./changeLineVariant";
import { knownMaxQuantity } from "./knownStock";
import { lineParent, matchesEveryChoice } from "./lineOptions";

/**
 * Cart edit (behaviour.md §9.8 `configureItem`): the line's parent is configured with the new size or
 * colour by `@outlet/variant-selection`, then `planConfigureItem` merges a line of the same variant and
 * syncs. Returns false when no child matches (the shopper keeps the old line).
 *
 * @example
 * await configureCartLine(engine, line, { size: "M" });
 */
export async function configureCartLine(
  engine: CartEngine,
  line: CartLine,
  configuration: Configuration,
): Promise<boolean> {
  const parent = lineParent(line);
  const { product, variant } = configureProduct(prepareProduct(parent), configuration, {
    assignProductConfiguration: true,
    fallbackToDefaultWhenNoAvailable: false,
    config: shopConfig.variants,
  });
  if (!variant || !matchesEveryChoice(variant, configuration)) {
    engine.deps.notify({
      type: "error",
      message: "No such configuration for the product. Please do choose another combination of attributes.",
      action1: { label: "OK" },
      topic: `cart-line:${String(line.parentSku ?? line.sku)}`,
    });
    return false;
  }
  const configured = product as unknown as Record<string, unknown>;
  const props: Record<string, unknown> = { sku: variant.sku, parentSku: line.parentSku ?? line.sku };
  for (const key of ["price_incl_tax", "product_option", "options", "configuration", "image", "name"])
    if (configured[key] !== undefined) props[key] = configured[key];
  // The line links to its new variant at the product page's own address for it.
  if (typeof line.href === "string") props.href = variantHref(parent as LinkableProduct, String(variant.sku));
  // The old variant's limit does not hold for the new one (null: unknown until its stock check).
  props[MAX_QTY] = knownMaxQuantity(configured.stock);
  if (variant.sku === line.sku) return true;
  // Every outcome about this line replaces the older ones (issue 12).
  const topic = `cart-line:${String(line.parentSku ?? line.sku)}`;
  const max = props[MAX_QTY];
  if (typeof max === "number" && Number(line.qty) > max) {
    engine.deps.notify({
      type: "error",
      message: "Only {maxQuantity} products of this type are available.",
      params: { maxQuantity: max },
      action1: { label: "OK" },
      topic,
    });
    return false;
  }
  // A line the server holds changes there first; a refusal keeps the line as it was (issue 12).
  const server = line.server_item_id && engine.syncEnabled() && engine.getState().cartServerToken;
  if (server) {
    const answer = await changeLineVariant(await engine.deps.client(), line, {
      sku: String(variant.sku),
      product_option: product.product_option,
    });
    if (!answer.ok) {
      engine.deps.notify({
        type: "error",
        message: answer.message ?? "cart-sync-failed",
        action1: { label: "OK" },
        topic,
      });
      return false;
    }
    Object.assign(props, answer.stored);
    props.server_item_id = answer.serverItemId;
  }
  // The line's identity follows its new options (the old variant's checksum made the next sync take the
  // server's line for another one and drop a quantity typed afterwards).
  props.checksum = checksum(props as CartLine);
  const plan = planConfigureItem(engine.getState().cartItems, line, props as CartLine, {
    cartSyncEnabled: engine.syncEnabled(),
  });
  engine.dispatch(plan.actions);
  const changed = variantChangeMessage(line.configuration, props.configuration, line.configurable_options);
  if (changed) engine.deps.notify({ type: "success", message: changed, action1: { label: "OK" }, topic });
  if (!server) {
    engine.report(await engine.runCommands(plan.commands));
    return true;
  }
  // The server already holds the change: only the totals are due. A full sync here would pull the cart
  // while the shopper may already change the quantity, and its merge would put the old quantity back.
  engine.saveHash();
  await engine.syncTotals({ forceServerSync: true });
  return true;
}
