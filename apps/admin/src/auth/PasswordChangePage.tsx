import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { adminFetch } from "../api/adminFetch";
import { AuthField, AuthFormLayout } from "./AuthFormLayout";
import { currentSession, loadSession, rememberSession, type StaffSessionView } from "./staffSession";

interface PasswordErrors {
  readonly form?: string;
  readonly currentPassword?: string;
  readonly newPassword?: string;
  readonly repeat?: string;
}

/**
 * The password change: forced after a one-time password's log-in (no current password is asked: it was
 * used up), and reachable from the user menu otherwise. The API's password policy answers in Polish.
 */
export function PasswordChangePage() {
  const navigate = useNavigate();
  const [session, setSession] = useState<StaffSessionView | null>(currentSession());
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session === null)
      loadSession().then(
        (view) => (view === null ? navigate("/login") : setSession(view)),
        () => navigate("/login"),
      );
  }, [session, navigate]);

  const forced = session?.mustChangePassword ?? false;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get("newPassword") ?? "");
    if (newPassword !== String(data.get("repeat") ?? "")) {
      setErrors({ repeat: "Hasła się różnią. Wpisz to samo hasło dwa razy." });
      return;
    }
    const currentPassword = String(data.get("currentPassword") ?? "");
    setBusy(true);
    setErrors({});
    try {
      const view = await adminFetch<StaffSessionView>("/api/admin/session/password", {
        method: "POST",
        body: forced ? { newPassword } : { currentPassword, newPassword },
      });
      rememberSession(view);
      navigate("/");
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      const fields = body?.errors ?? {};
      setErrors({
        ...(fields.currentPassword === undefined ? {} : { currentPassword: fields.currentPassword }),
        ...(fields.newPassword === undefined ? {} : { newPassword: fields.newPassword }),
        ...(fields.currentPassword === undefined && fields.newPassword === undefined
          ? { form: error instanceof Error ? error.message : "Nie udało się zmienić hasła." }
          : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFormLayout
      title={forced ? "Ustaw własne hasło" : "Zmiana hasła"}
      {...(forced
        ? {
            lead: "Hasło jednorazowe zostało wykorzystane. Ustaw własne hasło (co najmniej 8 znaków), aby korzystać z panelu.",
          }
        : {})}
      maxWidth={460}
      formError={errors.form}
      onSubmit={submit}
      busy={busy}
      submitLabel="Zapisz hasło"
      busyLabel="Zapisywanie…"
    >
      <input type="hidden" name="username" autoComplete="username" value={session?.staff.email ?? ""} />
      {!forced && (
        <AuthField
          message={errors.currentPassword}
          name="currentPassword"
          type="password"
          label="Obecne hasło"
          autoComplete="current-password"
        />
      )}
      <AuthField
        message={errors.newPassword}
        name="newPassword"
        type="password"
        label="Nowe hasło"
        autoComplete="new-password"
      />
      <AuthField
        message={errors.repeat}
        name="repeat"
        type="password"
        label="Powtórz nowe hasło"
        autoComplete="new-password"
      />
    </AuthFormLayout>
  );
}
