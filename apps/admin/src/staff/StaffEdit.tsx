import { useState } from "react";
import { BooleanInput, Edit, type RaRecord, SelectInput, SimpleForm, TextField } from "react-admin";
import { OneTimePasswordNotice } from "./OneTimePasswordNotice";
import { STAFF_ROLE_CHOICES } from "./staffRoleChoices";

/**
 * The owner changes a staff account: its role, disabled or not, a new one-time password. The API refuses
 * leaving the shop without an active owner (shown at the form).
 */
export function StaffEdit() {
  const [reset, setReset] = useState<{ email: string; password: string } | null>(null);
  return (
    <>
      {reset && <OneTimePasswordNotice email={reset.email} password={reset.password} />}
      <Edit
        title="Pracownik"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            if (typeof data.oneTimePassword === "string")
              setReset({ email: String(data.email), password: data.oneTimePassword });
          },
        }}
      >
        <SimpleForm>
          <TextField source="email" component="p" />
          <SelectInput source="role" choices={STAFF_ROLE_CHOICES} />
          <BooleanInput source="disabled" />
          <BooleanInput source="resetPassword" defaultValue={false} />
        </SimpleForm>
      </Edit>
    </>
  );
}
