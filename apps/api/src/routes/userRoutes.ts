import { z } from "zod";
import { afterSalesOfStoredOrders } from "../afterSales/orderAfterSalesView.js";
import { emailTaken, passwordPolicyError } from "../auth/accountErrors.js";
import { type CustomerDoc, loadCustomer, replaceAddresses } from "../auth/customerStore.js";
import { newPasswordSchema } from "../auth/newPasswordSchema.js";
import { hashPassword } from "../auth/passwords.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput, queryInt } from "../http/validation.js";
import { welcomeMail } from "../mail/engagementMails.js";
import { sendMail } from "../mail/sendMail.js";
import { formatOrderForHistory } from "../orders/orderDocument.js";
import { type Address, addressSchema, emailSchema, personNameSchema } from "../shop/addressSchema.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

async function customerOr404(context: AppContext, id: number): Promise<CustomerDoc> {
  const customer = await loadCustomer(shopServices(context).db, id);
  if (!customer) throw new ApiError("unauthorized");
  return customer;
}

/**
 * Inserts a new customer with its address book (one transaction) and returns the id; an e-mail already
 * registered, also by a request racing this one, is 400 `email_taken` at `customer.email`.
 */
async function insertCustomer(
  context: AppContext,
  customer: { email: string; firstname: string; lastname: string; addresses?: Address[] | undefined },
  password: string,
): Promise<number> {
  const { db, config } = shopServices(context);
  const taken = await db
    .selectFrom("customer")
    .select("id")
    .where("email", "=", customer.email)
    .executeTakeFirst();
  if (taken) throw emailTaken("customer.email");
  const hash = await hashPassword(password, config.scryptLogN);
  const t = context.now();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("customer")
      .values({
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        password_hash: hash,
        google_sub: null,
        facebook_id: null,
        created_at: t,
        updated_at: t,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) throw emailTaken("customer.email");
    await replaceAddresses(trx, row.id, customer.addresses ?? []);
    return row.id;
  });
  return id;
}

/**
 * Account endpoints of api-contract §4.1, §4.6–§4.8: registration, the profile, the order history. The
 * session endpoints are in `sessionRoutes`, the password ones in `passwordRoutes`.
 */
export const userRoutes: RouteGroup = {
  name: "user",
  register(router, context) {
    // created at start, so a bad setting (PASSWORD_SCRYPT_LOG_N …) stops the server instead of failing requests
    shopServices(context);
    const services = () => shopServices(context);
    const account = { rateLimit: [SHOP_LIMITS.accountIp] };
    const emptyQuery = z.strictObject({ ...commonQuery });

    router.post(
      "/api/user/create",
      { gate: "hash", rateLimit: [SHOP_LIMITS.registerIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        const countries = await services().countries();
        const body = parseInput(
          "body",
          z.strictObject({
            customer: z.strictObject({
              email: emailSchema,
              firstname: personNameSchema,
              lastname: personNameSchema,
              addresses: z.array(addressSchema({ countries })).max(5).optional(),
              storeId: z.union([z.number().int(), z.string().max(10)]).optional(),
            }),
            password: newPasswordSchema,
          }),
          request.body,
        );
        const policy = passwordPolicyError("password", body.password, body.customer.email);
        if (policy) throw policy;
        const id = await insertCustomer(context, body.customer, body.password);
        // a shopper expects a welcome in the inbox (issue 32); sent only once the account exists
        const welcome = welcomeMail(
          context.config.storefrontUrl,
          body.customer.firstname,
          body.customer.email,
        );
        await sendMail(context, {
          kind: "welcome",
          to: body.customer.email,
          subject: welcome.subject,
          text: welcome.text,
          html: welcome.html,
          data: { links: [welcome.accountLink] },
        });
        return customerOr404(context, id);
      },
    );

    router.get("/api/user/me", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const id = await services().auth.requireCustomer(request);
      const customer = await customerOr404(context, id);
      return { ...customer, groupToken: services().auth.groupToken(customer.group_id) };
    });

    router.post("/api/user/me", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { auth, db } = services();
      const id = await auth.requireCustomer(request);
      const body = parseInput(
        "body",
        z.strictObject({
          customer: z.strictObject({
            firstname: personNameSchema,
            lastname: personNameSchema,
            email: emailSchema,
            addresses: z
              .array(addressSchema({ countries: await services().countries() }))
              .max(20)
              .optional(),
          }),
        }),
        request.body,
      );
      const before = await customerOr404(context, id);
      const c = body.customer;
      if (c.email !== before.email) {
        const taken = await db
          .selectFrom("customer")
          .select("id")
          .where("email", "=", c.email)
          .executeTakeFirst();
        if (taken) throw emailTaken("customer.email");
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("customer")
          .set({ firstname: c.firstname, lastname: c.lastname, email: c.email, updated_at: context.now() })
          .where("id", "=", id)
          .execute();
        if (c.addresses !== undefined) await replaceAddresses(trx, id, c.addresses);
      });
      if (c.email !== before.email) {
        await sendMail(context, {
          kind: "email_changed",
          to: before.email,
          subject: "Zmiana adresu e-mail w Twoim koncie",
          text: `Adres e-mail Twojego konta został zmieniony na ${c.email}. Jeśli to nie Ty, skontaktuj się z nami.`,
          data: { new_email: c.email },
        });
      }
      const customer = await customerOr404(context, id);
      return { ...customer, groupToken: auth.groupToken(customer.group_id) };
    });

    router.get("/api/user/order-history", account, async (request) => {
      const { auth, db } = services();
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          pageSize: queryInt(1, 100).optional(),
          currentPage: queryInt(1, 1000).optional(),
        }),
        request.query,
      );
      const id = await auth.requireCustomer(request);
      const pageSize = query.pageSize ?? 20;
      const currentPage = query.currentPage ?? 1;
      const count = await db
        .selectFrom("sales_order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("customer_id", "=", id)
        .executeTakeFirstOrThrow();
      const page = () =>
        db
          .selectFrom("sales_order")
          .select(["id", "body", "status", "paid_grosze", "refunded_grosze"])
          .where("customer_id", "=", id)
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((currentPage - 1) * pageSize)
          .execute();
      // orders waiting for the gateway are settled by its notifications (and the payment sweep), not here
      const rows = await page();
      const reviewed = await db
        .selectFrom("review_submission")
        .select("product_id")
        .where("customer_id", "=", id)
        .where("review_entity", "=", "product")
        .execute();
      const reviewedIds = new Set(reviewed.map((r) => r.product_id));
      // a returned order reads „Zwrócone” in the history as on its page (one rule: orderAfterSales)
      const afterSales = await afterSalesOfStoredOrders(db, rows);
      const methods = await context.catalog.documents("shipping_method");
      return {
        items: rows.map((r) => ({
          ...formatOrderForHistory(r.id, r.body, reviewedIds, methods),
          after_sales: afterSales.get(r.id) ?? null,
        })),
        total_count: Number(count.n),
        search_criteria: { page_size: pageSize, current_page: currentPage },
      };
    });
  },
};
