import { z } from "zod";

/** An order's public uuid (§9.4, §9.5): a version 1–8 UUID, either case. */
export const orderUuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);

/** An order's secret from its e-mail link (§9.1, §9.3–§9.5). */
export const orderSecretSchema = z.string().min(1).max(128);
