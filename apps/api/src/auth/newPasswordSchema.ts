import { z } from "zod";

/**
 * A new password as the account endpoints accept it (§4.1, §4.10, §4.11); the S6 policy is checked after
 * parsing, with the e-mail at hand (`passwordPolicyError`).
 */
export const newPasswordSchema = z.string().min(1).max(4096);
