import { formRules } from "@outlet/checkout";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { plTx } from "../../i18n/pl.transactions";
import { isHttpError } from "../../lib/httpError";
import { issuesAtFields, REGISTER_ISSUE_PATHS } from "../../lib/serverIssues";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted } from "../../state/shop/useShopState";
import { ErrorSummary, Field } from "../forms/Field";
import { useFormErrors } from "../forms/useFormErrors";
import { SubmitButton } from "./SubmitButton";

const { email: emailRule, firstError, minLength, password: passwordRule, required, sameAs } = formRules;

function failure(error: unknown, fallback: string): string {
  if (isHttpError(error) && error.status === 401) return fallback;
  if (isHttpError(error) && error.apiError.message) return error.apiError.message;
  return plTx.common.genericError;
}

/**
 * Whether the API refused a reset link itself (used, expired or not this account's: `token_invalid` at
 * `resetToken`), which no field of the form can correct (issue 32).
 */
function isResetLinkInvalid(error: unknown): boolean {
  if (!isHttpError(error) || error.status !== 400) return false;
  const issues = (error.apiError as { issues?: unknown }).issues;
  return (
    Array.isArray(issues) &&
    issues.some((i: { code?: unknown; path?: unknown }) => String(i.path ?? "").endsWith("resetToken"))
  );
}

/**
 * The login form (behaviour.md §12.1): e-mail and password; a rejected login shows one generic message.
 *
 * @example
 * <LoginForm onDone={() => navigate("/account")} />
 */
export function LoginForm(props: { readonly onDone: () => void }) {
  const shop = useShop();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<"email" | "password">();
  return (
    <form
      ref={form.ref}
      noValidate
      className="auth-form"
      aria-busy={busy}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setMessage(null);
        if (
          !form.check({ email: firstError(required(email), emailRule(email)), password: required(password) })
        )
          return;
        setBusy(true);
        try {
          await shop.user.login({ username: email.trim(), password });
          props.onDone();
        } catch (error) {
          setMessage(failure(error, plTx.account.loginFailed));
        } finally {
          setBusy(false);
        }
      }}
    >
      <ErrorSummary count={form.count} message={message} />
      <Field
        id="login-email"
        type="email"
        label={plTx.field.email ?? ""}
        value={email}
        error={form.errors.email}
        autoComplete="email"
        required
        onValueChange={setEmail}
      />
      <Field
        id="login-password"
        type="password"
        label={plTx.field.password ?? ""}
        value={password}
        error={form.errors.password}
        autoComplete="current-password"
        required
        onValueChange={setPassword}
      />
      <SubmitButton busy={busy} label={plTx.account.login} busyLabel={plTx.account.loggingIn} />
      <p>
        <Link to="/forgot-password">{plTx.account.forgot}</Link> ·{" "}
        <Link to="/register">{plTx.account.register}</Link>
      </p>
    </form>
  );
}

/**
 * The registration form (behaviour.md §12.1): the account is created, then the shopper is logged in.
 *
 * @example
 * <RegisterForm onDone={(email) => navigate("/account")} />
 */
export function RegisterForm(props: { readonly onDone: (email: string) => void }) {
  const shop = useShop();
  const [values, setValues] = useState({
    firstname: "",
    lastname: "",
    email: "",
    password: "",
    confirmation: "",
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<keyof typeof values>();
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  return (
    <form
      ref={form.ref}
      noValidate
      className="auth-form"
      aria-busy={busy}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setMessage(null);
        const ok = form.check({
          firstname: firstError(
            required(values.firstname),
            minLength(values.firstname, 2, "Name must have at least 2 letters."),
          ),
          lastname: required(values.lastname),
          email: firstError(required(values.email), emailRule(values.email)),
          password: firstError(required(values.password), passwordRule(values.password)),
          confirmation: firstError(
            required(values.confirmation),
            sameAs(values.confirmation, values.password),
          ),
        });
        if (!ok) return;
        setBusy(true);
        try {
          await shop.user.register({
            email: values.email.trim(),
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            password: values.password,
          });
          props.onDone(values.email.trim());
        } catch (error) {
          // The API's reason at the field it concerns (a common password, a taken e-mail), else a message.
          if (!form.show(issuesAtFields(error, REGISTER_ISSUE_PATHS)))
            setMessage(failure(error, plTx.common.genericError));
        } finally {
          setBusy(false);
        }
      }}
    >
      <ErrorSummary count={form.count} message={message} />
      <Field
        id="register-firstname"
        label={plTx.field.firstName ?? ""}
        value={values.firstname}
        error={form.errors.firstname}
        autoComplete="given-name"
        required
        onValueChange={set("firstname")}
      />
      <Field
        id="register-lastname"
        label={plTx.field.lastName ?? ""}
        value={values.lastname}
        error={form.errors.lastname}
        autoComplete="family-name"
        required
        onValueChange={set("lastname")}
      />
      <Field
        id="register-email"
        type="email"
        label={plTx.field.email ?? ""}
        value={values.email}
        error={form.errors.email}
        autoComplete="email"
        required
        onValueChange={set("email")}
      />
      <Field
        id="register-password"
        type="password"
        label={plTx.field.password ?? ""}
        value={values.password}
        error={form.errors.password}
        autoComplete="new-password"
        required
        onValueChange={set("password")}
      />
      <Field
        id="register-confirmation"
        type="password"
        label={plTx.field.passwordConfirmation ?? ""}
        value={values.confirmation}
        error={form.errors.confirmation}
        autoComplete="new-password"
        required
        onValueChange={set("confirmation")}
      />
      <SubmitButton busy={busy} label={plTx.account.register} busyLabel={plTx.account.registering} />
      <p>
        <Link to="/login">{plTx.account.login}</Link>
      </p>
    </form>
  );
}

/**
 * The password reset request (behaviour.md §12.3): always the same neutral answer (api-contract.md S14).
 *
 * @example
 * <ForgotPasswordForm />
 */
export function ForgotPasswordForm() {
  const shop = useShop();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<"email">();
  if (sent) return <p role="status">{plTx.account.forgotSent}</p>;
  return (
    <form
      ref={form.ref}
      noValidate
      className="auth-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy || !form.check({ email: firstError(required(email), emailRule(email)) })) return;
        setBusy(true);
        try {
          if (await shop.user.resetPassword(email.trim())) setSent(true);
        } finally {
          setBusy(false);
        }
      }}
    >
      <ErrorSummary count={form.count} />
      <Field
        id="forgot-email"
        type="email"
        label={plTx.field.email ?? ""}
        value={email}
        error={form.errors.email}
        autoComplete="email"
        required
        onValueChange={setEmail}
      />
      <SubmitButton busy={busy} label={plTx.account.forgotSend} busyLabel={plTx.account.forgotSending} />
    </form>
  );
}

/**
 * The new-password form of the e-mailed link (behaviour.md §12.3), logging in afterwards.
 *
 * @example
 * <CreatePasswordForm email="anna@example.pl" resetToken="…" onDone={() => navigate("/account")} />
 */
export function CreatePasswordForm(props: {
  readonly email: string;
  readonly resetToken: string;
  readonly onDone: () => void;
}) {
  const shop = useShop();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [linkUsed, setLinkUsed] = useState(false);
  const [busy, setBusy] = useState(false);
  // a link already used or expired says so when its page opens, not after the new password was typed twice
  // (issue 32); nothing is known offline or before the services start, and the form stays
  const [linkClosed, setLinkClosed] = useState(false);
  const started = useStarted();
  const form = useFormErrors<"password" | "confirmation">();
  useEffect(() => {
    if (!started || !props.resetToken || !props.email) return;
    let live = true;
    shop
      .client()
      .then((client) => client.user.checkResetToken({ email: props.email, resetToken: props.resetToken }))
      .then((open) => {
        if (live && !open) setLinkClosed(true);
      })
      // offline or failing: the form stays, and setting the password says what happened
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shop, started, props.email, props.resetToken]);
  if (linkClosed)
    return (
      <div className="form-errors" role="alert" data-testid="reset-link-used">
        <p>
          {plTx.account.resetLinkUsed} <Link to="/forgot-password">{plTx.account.resetLinkAgain}</Link>
        </p>
      </div>
    );
  return (
    <form
      ref={form.ref}
      noValidate
      className="auth-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setMessage(null);
        setLinkUsed(false);
        const ok = form.check({
          password: firstError(required(password), passwordRule(password)),
          confirmation: firstError(required(confirmation), sameAs(confirmation, password)),
        });
        if (!ok) return;
        // setting the password and logging in take seconds (two password hashes): the button says so
        setBusy(true);
        try {
          await shop.user.createPassword({
            email: props.email,
            resetToken: props.resetToken,
            newPassword: password,
          });
          props.onDone();
        } catch (error) {
          if (isResetLinkInvalid(error)) setLinkUsed(true);
          else setMessage(failure(error, plTx.common.genericError));
        } finally {
          setBusy(false);
        }
      }}
    >
      {linkUsed ? (
        <div className="form-errors" role="alert" data-testid="reset-link-used">
          <p>
            {plTx.account.resetLinkUsed} <Link to="/forgot-password">{plTx.account.resetLinkAgain}</Link>
          </p>
        </div>
      ) : null}
      <ErrorSummary count={form.count} message={message} />
      <Field
        id="create-password"
        type="password"
        label={plTx.field.newPassword ?? ""}
        value={password}
        error={form.errors.password}
        autoComplete="new-password"
        required
        onValueChange={setPassword}
      />
      <Field
        id="create-password-confirmation"
        type="password"
        label={plTx.field.passwordConfirmation ?? ""}
        value={confirmation}
        error={form.errors.confirmation}
        autoComplete="new-password"
        required
        onValueChange={setConfirmation}
      />
      <SubmitButton
        busy={busy}
        label={plTx.account.createPasswordSave}
        busyLabel={plTx.account.createPasswordSaving}
      />
    </form>
  );
}
