import { Alert, AlertTitle } from "@mui/material";

/** Shows a one-time password once, for the owner to hand over; it cannot be read again. */
export function OneTimePasswordNotice({
  email,
  password,
}: {
  readonly email: string;
  readonly password: string;
}) {
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      <AlertTitle>Hasło jednorazowe dla {email}</AlertTitle>
      <code style={{ fontSize: "1.1rem" }} data-testid="one-time-password">
        {password}
      </code>
      <br />
      Przekaż je pracownikowi. Wygasa przy pierwszym logowaniu i nie zostanie pokazane ponownie.
    </Alert>
  );
}
