import { formRules } from "@outlet/checkout";
import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Checkbox, ErrorSummary, Field, TextAreaField } from "./Field";
import { useFormErrors } from "./useFormErrors";

const { email: emailRule, firstError, minLength, required } = formRules;

/**
 * The contact form (api-contract.md §11.3): a single-use form token from the mail service, a honeypot
 * field, and the consent.
 *
 * @example
 * <ContactForm />
 */
export function ContactForm(
  props: {
    /** The subject filled in beforehand (the accessibility report form). @default "" */
    readonly subject?: string;
  } = {},
) {
  const shop = useShop();
  const [values, setValues] = useState({
    name: "",
    email: "",
    subject: props.subject ?? "",
    message: "",
    order: "",
    website: "",
  });
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors<"name" | "email" | "message" | "consent">();
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  if (sent) return <p role="status">{plTx.contact.sent}</p>;
  return (
    <form
      ref={form.ref}
      noValidate
      className="contact-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setMessage(null);
        const ok = form.check({
          name: firstError(
            required(values.name),
            minLength(values.name, 2, "Name must have at least 2 letters."),
          ),
          email: firstError(required(values.email), emailRule(values.email)),
          message:
            required(values.message) ??
            (values.message.trim().length < 10 ? plTx.contact.messageTooShort : null),
          consent: consent ? null : "Field is required",
        });
        if (!ok) return;
        try {
          const client = await shop.client();
          const token = await client.mail.getToken();
          await client.contact({
            name: values.name.trim(),
            email: values.email.trim(),
            message: values.message.trim(),
            ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
            ...(values.order.trim() ? { order_number: values.order.trim() } : {}),
            consent: true,
            form_token: token,
            website: values.website as "",
          });
          setSent(true);
        } catch {
          setMessage(plTx.contact.failed);
        }
      }}
    >
      <ErrorSummary count={form.count} message={message} />
      <Field
        id="contact-name"
        label={plTx.contact.name}
        value={values.name}
        error={form.errors.name}
        autoComplete="name"
        required
        onValueChange={set("name")}
      />
      <Field
        id="contact-email"
        type="email"
        label={plTx.field.email ?? ""}
        value={values.email}
        error={form.errors.email}
        autoComplete="email"
        required
        onValueChange={set("email")}
      />
      <Field
        id="contact-subject"
        label={plTx.contact.subject}
        value={values.subject}
        maxLength={150}
        onValueChange={set("subject")}
      />
      <Field
        id="contact-order"
        label={plTx.contact.orderNumber}
        value={values.order}
        maxLength={32}
        onValueChange={set("order")}
      />
      <TextAreaField
        id="contact-message"
        label={plTx.contact.message}
        value={values.message}
        error={form.errors.message}
        maxLength={5000}
        required
        onValueChange={set("message")}
      />
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => set("website")(event.target.value)}
        />
      </div>
      <Checkbox
        id="contact-consent"
        label={plTx.contact.consent}
        checked={consent}
        error={form.errors.consent}
        onCheckedChange={setConsent}
      />
      <button type="submit" className="button button--primary">
        {plTx.contact.send}
      </button>
    </form>
  );
}
