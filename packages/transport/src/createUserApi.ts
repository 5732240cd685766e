import type { ProviderSignInRequest } from "@outlet/contract";
import * as z from "zod/mini";
import { customerSchema, loginMetaSchema, orderHistorySchema, wishlistSchema } from "./accountSchemas.js";
import type { Transport } from "./createTransport.js";
import { isMissingEndpoint, isNotFound } from "./degrade.js";

/**
 * A customer profile (api-contract §12.11).
 *
 * @example
 * const me: Customer = await client.user.me();
 */
export type Customer = z.output<typeof customerSchema>;
/**
 * An address of a customer (api-contract §12.11).
 *
 * @example
 * const shipping: Address | undefined = me.addresses.find((a) => a.default_shipping);
 */
export type Address = Customer["addresses"][number];
/**
 * A page of the order history (api-contract §4.8).
 *
 * @example
 * const page: OrderHistory = await client.user.orderHistory({ currentPage: 2 });
 */
export type OrderHistory = z.output<typeof orderHistorySchema>;
/**
 * An order of the history (api-contract §12.15).
 *
 * @example
 * const numbers = page.items.map((order: Order) => order.increment_id);
 */
export type Order = OrderHistory["items"][number];
/**
 * The server wishlist (api-contract §4.12).
 *
 * @example
 * const server: Wishlist | null = await client.wishlist.list();
 */
export type Wishlist = z.output<typeof wishlistSchema>;

/**
 * What login, refresh and social sign-in return: the access token and the session `meta`.
 *
 * @example
 * const { token, refreshToken }: Session = await client.user.login({ username, password });
 */
export interface Session {
  /** The opaque access token (never parsed, api-contract §4.2). */
  readonly token: string;
  /** The refresh token; store it whenever present, RB rotates it (api-contract §13.9). */
  readonly refreshToken: string | undefined;
  /** Seconds until the access token expires, when the backend says. */
  readonly expiresIn: number | undefined;
  /** Social sign-in only: whether a new account was created. */
  readonly created: boolean | undefined;
}

/**
 * An address as sent in bodies (api-contract §12.11 input rules).
 *
 * @example
 * const address: AddressInput = { firstname: "Anna", lastname: "Nowak", street: ["Długa 5"], city: "Gdańsk", postcode: "80-827", country_id: "PL" };
 */
export interface AddressInput {
  readonly id?: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly postcode: string;
  readonly country_id: string;
  readonly telephone?: string;
  readonly email?: string;
  readonly company?: string;
  readonly vat_id?: string;
  readonly region?: string | Readonly<Record<string, unknown>>;
  readonly region_id?: number;
  readonly default_shipping?: boolean;
  readonly default_billing?: boolean;
}

/**
 * The profile fields that may be modified (behaviour §1 `users.allowModification`, api-contract §4.7).
 *
 * @example
 * PROFILE_FIELDS.includes("email") // true
 */
export const PROFILE_FIELDS = ["firstname", "lastname", "email", "addresses"] as const;

const tokenResult = z.string().check(z.minLength(1));
const sessionOf = (result: string, meta: z.output<typeof loginMetaSchema>): Session => ({
  token: result,
  refreshToken: meta?.refreshToken,
  expiresIn: meta?.expiresIn,
  created: meta?.created,
});
const anything = z.unknown();

/**
 * Account calls (api-contract §4, transactions §7, behaviour §12): register, login, refresh, social
 * sign-in, logout, profile, order history and passwords. The calls marked "token" send the configured token.
 *
 * @example
 * const user = createUserApi(transport);
 * const session = await user.login({ username: "anna@example.pl", password: "…" });
 */
export function createUserApi(transport: Transport) {
  const login = async (
    endpoint: "userLogin" | "userRefresh" | "userLoginToken",
    json: unknown,
  ): Promise<Session> => {
    const { result, meta } = await transport.call({ endpoint, method: "POST", json, schema: tokenResult });
    const parsedMeta = loginMetaSchema.safeParse(meta);
    return sessionOf(result, parsedMeta.success ? parsedMeta.data : undefined);
  };

  return {
    /**
     * Registers a customer: `POST /api/user/create {customer, password}` (§4.1). Log in afterwards.
     * @example await user.create({ customer: { email, firstname: "Anna", lastname: "Nowak" }, password });
     */
    async create(input: {
      readonly customer: {
        readonly email: string;
        readonly firstname: string;
        readonly lastname: string;
        readonly addresses?: readonly AddressInput[];
      };
      readonly password: string;
    }): Promise<Customer> {
      return (
        await transport.call({ endpoint: "userCreate", method: "POST", json: input, schema: customerSchema })
      ).result;
    },
    /**
     * `POST /api/user/login {username, password}` (§4.2) → the token and `meta.refreshToken`.
     * @example const { token, refreshToken } = await user.login({ username: "anna@example.pl", password });
     */
    login(credentials: { readonly username: string; readonly password: string }): Promise<Session> {
      return login("userLogin", credentials);
    },
    /**
     * `POST /api/user/refresh {refreshToken}` (§4.3) → a new token and a **new** refresh token to store.
     * @example const next = await user.refresh(session.refreshToken);
     */
    refresh(refreshToken: string): Promise<Session> {
      return login("userRefresh", { refreshToken });
    },
    /**
     * Social sign-in `POST /api/ext/user/login-token` (§4.4): success is code 200 only.
     * @example await user.loginWithProvider({ type: "google", token: idToken });
     */
    loginWithProvider(payload: ProviderSignInRequest): Promise<Session> {
      return login("userLoginToken", payload);
    },
    /**
     * Revokes the session family (`POST /api/ext/user/logout`, §4.5). Failures are ignored, as the
     * contract says.
     * @example await user.logout(session.refreshToken);
     */
    async logout(refreshToken: string): Promise<void> {
      try {
        await transport.call({
          endpoint: "userLogout",
          method: "POST",
          json: { refreshToken },
          schema: anything,
        });
      } catch {
        // api-contract §4.5: TP calls it on logout and ignores failures.
      }
    },
    /**
     * The current customer with `groupToken` (`GET /api/user/me`, token, §4.6).
     * @example const me = await user.me();
     */
    async me(): Promise<Customer> {
      return (await transport.call({ endpoint: "userMe", method: "GET", schema: customerSchema })).result;
    },
    /**
     * Updates the profile (`POST /api/user/me {customer}`, token, §4.7); keys other than firstname, lastname,
     * email and addresses are stripped first (behaviour §12.3).
     * @example await user.updateMe({ firstname: "Anna", lastname: "Kowalska", email: "anna@example.pl" });
     */
    async updateMe(customer: {
      readonly firstname: string;
      readonly lastname: string;
      readonly email: string;
      readonly addresses?: readonly AddressInput[];
      readonly [other: string]: unknown;
    }): Promise<Customer> {
      const allowed = Object.fromEntries(
        Object.entries(customer).filter(([key]) => (PROFILE_FIELDS as readonly string[]).includes(key)),
      );
      return (
        await transport.call({
          endpoint: "userMe",
          method: "POST",
          json: { customer: allowed },
          schema: customerSchema,
        })
      ).result;
    },
    /**
     * One page of the order history, newest first (`GET /api/user/order-history`, token, §4.8).
     * @default pageSize 20, currentPage 1
     * @example const { items, total_count } = await user.orderHistory({ currentPage: 2 });
     */
    async orderHistory(
      options: { readonly pageSize?: number; readonly currentPage?: number } = {},
    ): Promise<OrderHistory> {
      return (
        await transport.call({
          endpoint: "userOrderHistory",
          method: "GET",
          params: { pageSize: options.pageSize ?? 20, currentPage: options.currentPage ?? 1 },
          schema: orderHistorySchema,
        })
      ).result;
    },
    /**
     * Asks for a reset e-mail (`POST /api/user/reset-password`, §4.9). A 404 (LB, unknown e-mail) counts as
     * done, like 200, so the shopper always sees the neutral message (§13.11).
     * @example await user.resetPassword("anna@example.pl");
     */
    async resetPassword(email: string): Promise<void> {
      try {
        await transport.call({
          endpoint: "userResetPassword",
          method: "POST",
          json: { email },
          schema: anything,
        });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    /**
     * Sets a new password with a reset token (`POST /api/user/create-password`, §4.10).
     * @example await user.createPassword({ email, resetToken, newPassword });
     */
    async createPassword(input: {
      readonly email: string;
      readonly resetToken: string;
      readonly newPassword: string;
    }): Promise<void> {
      await transport.call({ endpoint: "userCreatePassword", method: "POST", json: input, schema: anything });
    },
    /**
     * Whether a reset link still sets a password (`POST /api/user/check-reset-token`, the API's extension of
     * §4.10, issue 32): `false` for a used, expired or wrong link; nothing is changed.
     * @example if (!(await user.checkResetToken({ email, resetToken }))) showLinkUsed();
     */
    async checkResetToken(input: { readonly email: string; readonly resetToken: string }): Promise<boolean> {
      const { result } = await transport.call({
        endpoint: "userCheckResetToken",
        method: "POST",
        json: input,
        schema: anything,
      });
      return result === true;
    },
    /**
     * Changes the password (`POST /api/user/change-password`, token, §4.11). A wrong current password is a
     * 400 `wrong_password` HttpError whose `apiError.message` the storefront shows.
     * @example await user.changePassword({ currentPassword, newPassword });
     */
    async changePassword(input: {
      readonly currentPassword: string;
      readonly newPassword: string;
    }): Promise<void> {
      await transport.call({ endpoint: "userChangePassword", method: "POST", json: input, schema: anything });
    },
  };
}

/**
 * The account calls bound to one transport.
 *
 * @example
 * const user: UserApi = createUserApi(transport);
 */
export type UserApi = ReturnType<typeof createUserApi>;

/**
 * The server wishlist (api-contract §4.12, behaviour §13.1). Called only with a token: without one, and on a
 * deployment without the path (LB, HTML 404), every call resolves `null` — the wishlist stays local.
 *
 * @example
 * const wishlist = createWishlistApi(transport);
 * const server = await wishlist.list(); // null → keep the local list
 */
export function createWishlistApi(transport: Transport) {
  const run = async (
    endpoint: "wishlist" | "wishlistItem",
    method: "GET" | "POST" | "DELETE",
    params: Record<string, number>,
    json: unknown,
  ): Promise<Wishlist | null> => {
    if ((await transport.currentToken()) === undefined) return null;
    try {
      return (await transport.call({ endpoint, method, params, json, schema: wishlistSchema })).result;
    } catch (error) {
      if (isMissingEndpoint(error)) return null;
      throw error;
    }
  };
  return {
    /**
     * `GET /api/ext/user/wishlist` → `{ items: [{ product_id, sku, qty, added_at }] }`, or `null`.
     * @example const server = await wishlist.list();
     */
    list(): Promise<Wishlist | null> {
      return run("wishlist", "GET", {}, undefined);
    },
    /**
     * Adds a product (idempotent); `product_id = parentId || id` with type `parent_id` (behaviour §13.1).
     * @example await wishlist.add(19);
     */
    add(productId: number, productIdType: "parent_id" | "id" = "parent_id"): Promise<Wishlist | null> {
      return run("wishlist", "POST", {}, { product_id: productId, product_id_type: productIdType });
    },
    /**
     * Removes a product (idempotent).
     * @example await wishlist.remove(19);
     */
    remove(productId: number, productIdType: "parent_id" | "id" = "parent_id"): Promise<Wishlist | null> {
      return run(
        "wishlistItem",
        "DELETE",
        { productId },
        { product_id: productId, product_id_type: productIdType },
      );
    },
  };
}

/**
 * The wishlist calls bound to one transport.
 *
 * @example
 * const wishlist: WishlistApi = createWishlistApi(transport);
 */
export type WishlistApi = ReturnType<typeof createWishlistApi>;
