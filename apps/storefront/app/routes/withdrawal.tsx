import { formRules } from "@outlet/checkout";
import { useEffect, useState } from "react";
import { Field } from "../components/forms/Field";
import { WithdrawalSection } from "../components/withdrawal/WithdrawalSection";
import { plWithdrawal } from "../i18n/pl.withdrawal";
import { isHttpError } from "../lib/httpError";
import { useShop } from "../state/shop/ShopProvider";
import {
  forgetGuestWithdrawalAccess,
  type GuestWithdrawalAccess,
  readGuestWithdrawalAccess,
  saveGuestWithdrawalAccess,
} from "../state/withdrawal/guestWithdrawalAccess";

/** The tab's session storage, when the browser lets the page use it. */
function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function meta() {
  return [
    { title: `${plWithdrawal.findTitle} | Outlet` },
    {
      name: "description",
      content: "Odstąpienie od umowy bez logowania: numer zamówienia i adres e-mail wystarczą.",
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * `/odstapienie` (issue 26): the footer's withdrawal function for guests. The order number and the e-mail
 * it was placed with open the order's withdrawal (a short-lived token that opens nothing else, kept in the
 * tab's session storage so a reload keeps the form; the e-mail is never in the address); a wrong pair reads
 * exactly like an unknown order.
 */
export default function WithdrawalRoute() {
  const shop = useShop();
  const [number, setNumber] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ number?: string; email?: string; form?: string }>({});
  const [found, setFound] = useState<GuestWithdrawalAccess | null>(null);
  const [busy, setBusy] = useState(false);
  // after a reload: the access the form got earlier in this tab, while it is valid
  useEffect(() => {
    const kept = readGuestWithdrawalAccess(tabStorage(), Date.now());
    if (kept) setFound(kept);
  }, []);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!/^\s*\d{1,20}\s*$/.test(number)) next.number = plWithdrawal.findNumberInvalid;
    if (!formRules.isEmailAddress(email.trim())) next.email = plWithdrawal.emailInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const client = await shop.client();
      const access = await client.withdrawal.find(number.trim(), email.trim());
      saveGuestWithdrawalAccess(tabStorage(), access);
      setFound(access);
    } catch (error) {
      setErrors({
        form: isHttpError(error)
          ? error.status === 429
            ? plWithdrawal.tooMany
            : error.apiError.message
          : plWithdrawal.failed,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="contact withdrawal-find"
      aria-labelledby="withdrawal-find-title"
      data-testid="withdrawal-find"
    >
      <h1 id="withdrawal-find-title" className="page-title" tabIndex={-1}>
        {plWithdrawal.findTitle}
      </h1>
      {found ? (
        <>
          <WithdrawalSection orderNumber={found.order_number} proof={{ withdrawalToken: found.token }} />
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                forgetGuestWithdrawalAccess(tabStorage());
                setFound(null);
              }}
              data-testid="withdrawal-find-other"
            >
              {plWithdrawal.findOther}
            </button>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{plWithdrawal.findLead}</p>
          <Field
            id="withdrawal-find-number"
            label={plWithdrawal.findNumber}
            value={number}
            onValueChange={setNumber}
            error={errors.number}
            inputMode="numeric"
            required
          />
          <Field
            id="withdrawal-find-email"
            label={plWithdrawal.findEmail}
            type="email"
            value={email}
            onValueChange={setEmail}
            error={errors.email}
            autoComplete="email"
            required
          />
          {errors.form ? (
            <p role="alert" data-testid="withdrawal-find-error">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {plWithdrawal.findSubmit}
          </button>
        </form>
      )}
    </section>
  );
}
