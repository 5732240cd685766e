import { z } from "zod";
import {
  createFacebookProvider,
  createGoogleProvider,
  type SocialProvider,
  SocialSignInError,
} from "../auth/socialProviders.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { sendTokens } from "../http/sendTokens.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const optionalText = z.string().max(254).optional();
const NAME = /^\p{L}[\p{L}\p{M} .'-]{0,63}$/u;

/** `POST /api/ext/user/login-token` (§4.4): social sign-in through a provider interface. */
export const socialRoutes: RouteGroup = {
  name: "social",
  register(router, context) {
    let providers: { google: SocialProvider | null; facebook: SocialProvider | null } | null = null;
    const provider = (type: "google" | "facebook"): SocialProvider | null => {
      if (providers === null) {
        const { google, facebook } = shopServices(context).config;
        providers = {
          google: google ? createGoogleProvider({ ...google, now: context.now }) : null,
          facebook: facebook ? createFacebookProvider(facebook) : null,
        };
      }
      return providers[type];
    };

    router.post(
      "/api/ext/user/login-token",
      { rateLimit: [SHOP_LIMITS.socialIp] },
      async (request, reply) => {
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            type: z.enum(["google", "facebook"]),
            token: z.string().min(1).max(4096),
            user_id: optionalText,
            email: optionalText,
            firstName: optionalText,
            lastName: optionalText,
          }),
          request.body,
        );
        const chosen = provider(body.type);
        if (chosen === null) {
          throw new ApiError("unauthorized", {
            message: {
              pl: "Logowanie tym kontem jest niedostępne.",
              en: "This sign-in method is not available.",
            },
          });
        }
        let identity: Awaited<ReturnType<SocialProvider["verify"]>>;
        try {
          identity = await chosen.verify(body.token);
        } catch (error) {
          if (error instanceof SocialSignInError && error.reason === "unavailable")
            throw new ApiError("unavailable", { cause: error });
          throw new ApiError("unauthorized", {
            message: { pl: "Nie udało się zalogować tym kontem.", en: "Sign-in with this account failed." },
            cause: error,
          });
        }
        const { db, auth } = shopServices(context);
        const column = identity.provider === "google" ? "google_sub" : "facebook_id";
        let created = false;
        let customer = await db
          .selectFrom("customer")
          .select("id")
          .where(column, "=", identity.subject)
          .executeTakeFirst();
        if (!customer && identity.email && identity.emailVerified) {
          // link only an account whose e-mail the provider reports as verified
          customer = await db
            .selectFrom("customer")
            .select("id")
            .where("email", "=", identity.email)
            .executeTakeFirst();
          if (customer)
            await db
              .updateTable("customer")
              .set({ [column]: identity.subject })
              .where("id", "=", customer.id)
              .execute();
        }
        if (!customer) {
          const t = context.now();
          const taken =
            identity.email === null ||
            (await db
              .selectFrom("customer")
              .select("id")
              .where("email", "=", identity.email)
              .executeTakeFirst()) !== undefined;
          const name = (value: string | null | undefined, fallback: string): string =>
            value && NAME.test(value) ? value : fallback;
          customer = await db
            .insertInto("customer")
            .values({
              email: taken
                ? `${identity.provider}-${identity.subject}@users.invalid`
                : (identity.email as string),
              firstname: name(identity.firstname ?? body.firstName, "Klient"),
              lastname: name(identity.lastname ?? body.lastName, "Sklepu"),
              password_hash: null,
              google_sub: identity.provider === "google" ? identity.subject : null,
              facebook_id: identity.provider === "facebook" ? identity.subject : null,
              created_at: t,
              updated_at: t,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          created = true;
        }
        return sendTokens(reply, await auth.startSession(customer.id), { created });
      },
    );
  },
};
