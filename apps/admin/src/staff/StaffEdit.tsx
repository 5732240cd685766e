import { useState } from "react";
import {
  BooleanInput,
  Edit,
  type RaRecord,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
} from "react-admin";
import { OneTimePasswordNotice } from "./OneTimePasswordNotice";
import { STAFF_ROLE_CHOICES } from "./staffRoleChoices";

/**
 * Only "Zapisz": an account is disabled, never deleted. Like Shopify's admin, which deactivates a staff
 * account and keeps it, so that the audit log and the orders' timelines still name who did what (a deleted
 * account would leave "—" there, or a dangling id); disabling already ends the person's sessions at once, is
 * audited and refuses to leave the shop without an active owner.
 */
function StaffToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

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
        <SimpleForm toolbar={<StaffToolbar />}>
          <TextField source="email" component="p" />
          <SelectInput source="role" choices={STAFF_ROLE_CHOICES} />
          <BooleanInput
            source="disabled"
            helperText="Wyłączone konto nie zaloguje się, a jego sesje kończą się od razu. Konto zostaje w dzienniku zmian; można je znów włączyć."
          />
          <BooleanInput source="resetPassword" defaultValue={false} />
        </SimpleForm>
      </Edit>
    </>
  );
}
