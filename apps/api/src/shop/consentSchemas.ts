import { z } from "zod";

/** A consent box that must be ticked (§11.1–§11.3): only `true` passes. */
export const consentSchema = z.literal(true);

/** The language of the mails a subscriber gets (§11.1, §11.2); `pl` when absent. */
export const mailLanguageSchema = z.enum(["pl", "de", "it"]);
