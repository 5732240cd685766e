import { useState } from "react";
import { Create, email, type RaRecord, required, SelectInput, SimpleForm, TextInput } from "react-admin";
import { OneTimePasswordNotice } from "./OneTimePasswordNotice";
import { STAFF_ROLE_CHOICES } from "./staffRoleChoices";

/** A new staff account: e-mail and role; the API answers its one-time password, shown here once. */
export function StaffCreate() {
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  return (
    <>
      {created && <OneTimePasswordNotice email={created.email} password={created.password} />}
      <Create
        title="Nowy pracownik"
        redirect={false}
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            if (typeof data.oneTimePassword === "string")
              setCreated({ email: String(data.email), password: data.oneTimePassword });
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
