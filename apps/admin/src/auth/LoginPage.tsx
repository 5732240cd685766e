import { type FormEvent, useState } from "react";
import { useLogin } from "react-admin";
import { AuthField, AuthFormLayout } from "./AuthFormLayout";
import type { StaffCredentials } from "./authProvider";

interface LoginErrors {
  readonly form?: string;
  readonly email?: string;
  readonly password?: string;
  readonly otp?: string;
}

/** Reads the API's refusal (an `HttpError` of adminFetch) into messages at the form's fields. */
function loginErrors(error: unknown): { errors: LoginErrors; askOtp: boolean } {
  const body = (error as { body?: { reason?: string | null; errors?: Record<string, string> } }).body;
  const message = error instanceof Error ? error.message : "Logowanie nie powiodło się.";
  if (body?.reason === "totp_required") return { errors: { otp: message }, askOtp: true };
  if (body?.reason === "totp_invalid") return { errors: { otp: message }, askOtp: true };
  const fields = body?.errors ?? {};
  return {
    errors: {
      ...(fields.email === undefined ? {} : { email: fields.email }),
      ...(fields.password === undefined ? {} : { password: fields.password }),
      ...(fields.otp === undefined ? {} : { otp: fields.otp }),
      ...(Object.keys(fields).length === 0 ? { form: message } : {}),
    },
    askOtp: false,
  };
}

/**
 * The staff sign-in (after-sales-and-law.md §7): e-mail and password, then the six-digit code when the
 * account has a second factor; refusals are shown in Polish at their field. A one-time password leads on to
 * the forced password change (authProvider.login's redirect).
 */
export function LoginPage() {
  const login = useLogin();
  const [askOtp, setAskOtp] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const otp = String(data.get("otp") ?? "").trim();
    const credentials: StaffCredentials = {
      email: String(data.get("email") ?? "").trim(),
      password: String(data.get("password") ?? ""),
      ...(askOtp && otp !== "" ? { otp } : {}),
    };
    setBusy(true);
    setErrors({});
    try {
      await login(credentials);
    } catch (error) {
      const read = loginErrors(error);
      setErrors(read.errors);
      if (read.askOtp) setAskOtp(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFormLayout
      title="Panel sklepu Outlet"
      lead="Zaloguj się kontem pracownika sklepu."
      formError={errors.form}
      onSubmit={submit}
      busy={busy}
      submitLabel="Zaloguj się"
      busyLabel="Logowanie…"
    >
      <AuthField message={errors.email} name="email" type="email" label="E-mail" autoComplete="username" />
      <AuthField
        message={errors.password}
        name="password"
        type="password"
        label="Hasło"
        autoComplete="current-password"
      />
      {askOtp && (
        <AuthField
          message={errors.otp}
          name="otp"
          label="Kod z aplikacji uwierzytelniającej"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]{6}", maxLength: 6 } }}
          autoFocus
          helperText="Sześć cyfr z aplikacji, np. Google Authenticator."
        />
      )}
    </AuthFormLayout>
  );
}
