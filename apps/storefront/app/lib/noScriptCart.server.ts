import { fromGrosze, toGrosze } from "@outlet/pricing";
import { type Client, isHttpError } from "@outlet/transport";
import { behindTls } from "../../server/securityHeaders.mjs";
import { cookieValue } from "./sessionCookie.server";

/** The cookie holding the guest cart of a shopper without JavaScript: read by the storefront's server only. */
export const NOSCRIPT_CART_COOKIE = "outlet_cart";

/** 30 days: a guest cart the shopper comes back to. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The `Set-Cookie` value carrying the guest cart id of the cart without JavaScript: HttpOnly, SameSite=Lax
 * (the redirect after the form's POST brings it to `/koszyk`), scoped to `/koszyk` (the cart page and its
 * add action are the only readers; catalogue pages stay cookie-free and cacheable), Secure behind TLS.
 *
 * @example
 * noScriptCartCookie("g-1", { tls: false }); // "outlet_cart=g-1; Path=/koszyk; Max-Age=2592000; HttpOnly; SameSite=Lax"
 */
export function noScriptCartCookie(
  cartId: string,
  options: { readonly tls: boolean } = { tls: behindTls(process.env) },
): string {
  const parts = [
    `${NOSCRIPT_CART_COOKIE}=${encodeURIComponent(cartId)}`,
    "Path=/koszyk",
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (options.tls) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The guest cart id of the cart without JavaScript, or `""`.
 *
 * @example
 * noScriptCartIdFrom(request); // "njn2gJzjr2YwUzYlF38SQdP9WNPKW0i5"
 */
export function noScriptCartIdFrom(request: Request): string {
  const id = cookieValue(request, NOSCRIPT_CART_COOKIE);
  return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : "";
}

/**
 * CSRF check of the add-to-cart form: a POST whose `Origin` (browsers send it with every form POST) is the
 * shop's own. A page of another site cannot add to a shopper's cart.
 *
 * @example
 * formFromShop(request, "https://outlet.example"); // true for the product page's own form
 */
export function formFromShop(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (request.method !== "POST" || !origin) return false;
  return origin === new URL(request.url).origin || origin === siteOrigin;
}

/** A sku as the form may post it (the API checks it again). */
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

/** The sku to add: the variant chosen in the list without JavaScript wins over the page's sku. */
function postedSku(form: FormData): string | null {
  const variant = form.get("variant");
  const sku = typeof variant === "string" && variant !== "" ? variant : form.get("sku");
  return typeof sku === "string" && SKU.test(sku) ? sku : null;
}

/** Why an add without JavaScript failed: the code the cart page turns into its Polish message. */
export type NoScriptAddProblem = "stock" | "invalid" | "failed";

/**
 * Adds one piece of the posted sku to the guest cart (creating it when `cartId` is empty) through the
 * transport; the API prices and checks it (S4). A sku already in the cart gets one more. Returns the cart
 * id to keep, or the problem.
 *
 * @example
 * await addToNoScriptCart((id) => clientForRequest(request, context, id), "", form); // { ok: true, cartId: "g-1" }
 */
export async function addToNoScriptCart(
  clientFor: (cartId: string) => Client,
  cartId: string,
  form: FormData,
): Promise<
  | { readonly ok: true; readonly cartId: string }
  | { readonly ok: false; readonly problem: NoScriptAddProblem; readonly cartId: string }
> {
  const sku = postedSku(form);
  if (!sku) return { ok: false, problem: "invalid", cartId };
  let id = cartId;
  try {
    if (!id) id = String(await clientFor("").cart.create({ guest: true }));
    const api = clientFor(id);
    const existing = (await api.cart.pull()).find((line) => line.sku === sku);
    await api.cart.update(
      existing
        ? { sku, qty: Number(existing.qty) + 1, item_id: existing.item_id, quoteId: id }
        : { sku, qty: 1, quoteId: id },
    );
    return { ok: true, cartId: id };
  } catch (error) {
    const outOfStock =
      isHttpError(error) && error.status < 500 && JSON.stringify(error.body ?? "").includes("out_of_stock");
    return { ok: false, problem: outOfStock ? "stock" : "failed", cartId: id };
  }
}

/** A line of the cart without JavaScript as its page shows it. */
export interface NoScriptCartLine {
  readonly sku: string;
  readonly name: string;
  readonly options: string;
  readonly qty: number;
  readonly rowTotal: number;
}

/**
 * The guest cart of the cart without JavaScript: its lines (from the API's totals) and the grand total, or
 * `null` without a cart or when the API cannot give it.
 *
 * @example
 * await readNoScriptCart(clientForRequest(request, context, cartId)); // { lines: [...], grandTotal: 114.99 }
 */
export async function readNoScriptCart(
  api: Client,
): Promise<{ readonly lines: readonly NoScriptCartLine[]; readonly grandTotal: number } | null> {
  try {
    const [lines, totals] = await Promise.all([api.cart.pull(), api.cart.totals()]);
    return {
      lines: lines.map((line) => {
        const total = (totals.items ?? []).find((item) => String(item.item_id) === String(line.item_id)) as
          | { row_total_incl_tax?: number; options?: { label: string; value: unknown }[] }
          | undefined;
        return {
          sku: line.sku,
          name: String(line.name ?? line.sku),
          options: (total?.options ?? [])
            .map((option) => `${option.label}: ${String(option.value)}`)
            .join(", "),
          qty: Number(line.qty),
          // the server's row total; without one, the unit price times the quantity in grosze
          rowTotal:
            total?.row_total_incl_tax ??
            fromGrosze(toGrosze(Number(line.price_incl_tax ?? 0)) * Number(line.qty)),
        };
      }),
      grandTotal: Number(totals.grand_total),
    };
  } catch {
    return null;
  }
}
