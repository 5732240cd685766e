import { Box, Button, Card, CardContent, TextField, Typography } from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { useLogin } from "react-admin";
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
  const formError = useId();
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
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Card sx={{ width: "100%", maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Panel sklepu Outlet
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Zaloguj się kontem pracownika sklepu.
          </Typography>
          <form onSubmit={submit} noValidate aria-describedby={errors.form ? formError : undefined}>
            {errors.form && (
              <Typography id={formError} role="alert" color="error" sx={{ mb: 2 }}>
                {errors.form}
              </Typography>
            )}
            <TextField
              name="email"
              type="email"
              label="E-mail"
              autoComplete="username"
              required
              fullWidth
              margin="normal"
              error={errors.email !== undefined}
              helperText={errors.email}
            />
            <TextField
              name="password"
              type="password"
              label="Hasło"
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
              error={errors.password !== undefined}
              helperText={errors.password}
            />
            {askOtp && (
              <TextField
                name="otp"
                label="Kod z aplikacji uwierzytelniającej"
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]{6}", maxLength: 6 } }}
                required
                fullWidth
                margin="normal"
                autoFocus
                error={errors.otp !== undefined}
                helperText={errors.otp ?? "Sześć cyfr z aplikacji, np. Google Authenticator."}
              />
            )}
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
              {busy ? "Logowanie…" : "Zaloguj się"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
