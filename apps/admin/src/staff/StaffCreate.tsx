import { useState } from "react";
import { Create, email, type RaRecord, required, SelectInput, SimpleForm, TextInput } from "react-admin";
import { OneTimePasswordNotice } from "./OneTimePasswordNotice";
import { STAFF_ROLE_CHOICES } from "./staffRoleChoices";

/**
 * A new staff account: e-mail and role; the API answers its one-time password, shown here once, for that
 * person only. Saving the next account hides the previous password at once (it belongs to someone else) and
 * shows the new one; the form starts empty again; leaving the screen drops the password with the component.
 */
export function StaffCreate() {
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  // a new form (empty fields) after each account: the next save cannot resend the previous person's e-mail
  const [round, setRound] = useState(0);
  return (
    <>
      {created && <OneTimePasswordNotice email={created.email} password={created.password} />}
      <Create
        key={round}
        title="Nowy pracownik"
        redirect={false}
        // the previous person's password goes away as soon as another account is being saved
        transform={(data: RaRecord) => {
          setCreated(null);
          return data;
        }}
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            setCreated(
              typeof data.oneTimePassword === "string"
                ? { email: String(data.email), password: data.oneTimePassword }
                : null,
            );
            setRound((n) => n + 1);
          },
        }}
      >
        <SimpleForm>
          <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
          <SelectInput source="role" choices={STAFF_ROLE_CHOICES} validate={required()} />
        </SimpleForm>
      </Create>
    </>
  );
}
