import { Box, Typography } from "@mui/material";
import type { ShopSettings } from "@outlet/contract";
import { fromGrosze, toGrosze } from "@outlet/pricing";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ArrayInput,
  NumberInput,
  ResourceContextProvider,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  Toolbar,
  useNotify,
} from "react-admin";
import { useFormContext } from "react-hook-form";
import { adminFetch } from "../api/adminFetch";
import { RETURN_COST, RETURN_METHOD } from "./returnChoices";

/** Empty optional registry numbers go to the API as `null`. */
const orNull = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The save button clears the API's field errors of the last attempt first: react-hook-form keeps errors set
 * from a server answer until they are cleared, which would block the corrected form from being sent.
 */
function SettingsToolbar() {
  const { clearErrors } = useFormContext();
  return (
    <Toolbar>
      <SaveButton alwaysEnable onClick={() => clearErrors()} />
    </Toolbar>
  );
}

function Heading({ children }: { readonly children: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * The owner's shop settings (one document: company data, returns, carriers with tracking links, bank
 * account). The API validates each field in Polish; its refusals are shown at the field.
 */
export function SettingsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({
    queryKey: ["admin-settings"],
    queryFn: () => adminFetch<ShopSettings>("/api/admin/settings"),
  });

  async function save(values: Record<string, unknown>) {
    // react-admin's form holds the record's id, which is not part of the document
    const { id: _id, ...form } = values as unknown as ShopSettings & { id: number };
    const body: ShopSettings = {
      ...form,
      company: { ...form.company, regon: orNull(form.company.regon), krs: orNull(form.company.krs) },
      returns: { ...form.returns, periodDays: Number(form.returns.periodDays) },
      bankAccount: { ...form.bankAccount, paymentDays: Number(form.bankAccount.paymentDays) },
    };
    try {
      await adminFetch("/api/admin/settings", { method: "POST", body });
      notify("Zapisano ustawienia sklepu.", { type: "success" });
      await queryClient.invalidateQueries({ queryKey: ["admin-settings"] });
      return undefined;
    } catch (caught) {
      const errors = (caught as { body?: { errors?: Record<string, string> } }).body?.errors;
      notify(caught instanceof Error ? caught.message : "Nie udało się zapisać.", { type: "error" });
      return errors ?? {};
    }
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="Ustawienia sklepu" />
      <Typography component="h1" variant="h5" gutterBottom>
        Ustawienia sklepu
      </Typography>
      {error && <Typography role="alert">{error.message}</Typography>}
      {data && (
        <ResourceContextProvider value="settings">
          <SimpleForm
            record={{ ...data, id: 1 }}
            onSubmit={save}
            sanitizeEmptyValues={false}
            toolbar={<SettingsToolbar />}
          >
            <Heading>Dane firmy</Heading>
            <TextInput source="company.name" label="Nazwa firmy" validate={required()} />
            <TextInput source="company.street" label="Ulica i numer" validate={required()} />
            <TextInput source="company.postcode" label="Kod pocztowy" validate={required()} />
            <TextInput source="company.city" label="Miejscowość" validate={required()} />
            <TextInput source="company.country" label="Kraj (kod, np. PL)" validate={required()} />
            <TextInput source="company.nip" label="NIP" validate={required()} />
            <TextInput source="company.regon" label="REGON (opcjonalnie)" />
            <TextInput source="company.krs" label="KRS (opcjonalnie)" />
            <TextInput source="company.email" label="E-mail" type="email" validate={required()} />
            <TextInput source="company.phone" label="Telefon" validate={required()} />

            <Heading>Zwroty</Heading>
            <NumberInput
              source="returns.periodDays"
              label="Czas na zwrot (dni)"
              min={14}
              max={365}
              step={1}
            />
            <SelectInput source="returns.cost" label="Koszt odesłania" choices={RETURN_COST} />
            <NumberInput
              source="returns.costGrosze"
              label="Koszt odesłania płacony przez klienta (zł)"
              format={(grosze: number | null) =>
                grosze === null || grosze === undefined ? null : fromGrosze(grosze)
              }
              parse={(zloty: string | number | null) =>
                zloty === null || zloty === "" ? 0 : toGrosze(Number(String(zloty).replace(",", ".")))
              }
              step={0.01}
              min={0}
            />
            <SelectInput source="returns.method" label="Sposób odesłania" choices={RETURN_METHOD} />
            <TextInput source="returns.address.name" label="Adres zwrotów: odbiorca" validate={required()} />
            <TextInput
              source="returns.address.street"
              label="Adres zwrotów: ulica i numer"
              validate={required()}
            />
            <TextInput
              source="returns.address.postcode"
              label="Adres zwrotów: kod pocztowy"
              validate={required()}
            />
            <TextInput
              source="returns.address.city"
              label="Adres zwrotów: miejscowość"
              validate={required()}
            />

            <Heading>Przewoźnicy</Heading>
            <ArrayInput source="carriers" label="Przewoźnicy i linki do śledzenia przesyłek">
              <SimpleFormIterator inline disableReordering>
                <TextInput source="code" label="Kod" validate={required()} />
                <TextInput source="name" label="Nazwa" validate={required()} />
                <TextInput
                  source="trackingUrlTemplate"
                  label="Link do śledzenia ({number} = numer przesyłki)"
                  validate={required()}
                  sx={{ minWidth: { sm: 380 } }}
                />
              </SimpleFormIterator>
            </ArrayInput>

            <Heading>Konto bankowe (przelewy i zwroty)</Heading>
            <TextInput source="bankAccount.holder" label="Właściciel rachunku" validate={required()} />
            <TextInput source="bankAccount.iban" label="Numer rachunku (IBAN)" validate={required()} />
            <TextInput source="bankAccount.bankName" label="Bank" validate={required()} />
            <NumberInput
              source="bankAccount.paymentDays"
              label="Termin na wpłatę przelewu (dni)"
              helperText="Nieopłacone zamówienie anulujemy po tym terminie (od 1 do 30 dni)."
              min={1}
              max={30}
              step={1}
            />
          </SimpleForm>
        </ResourceContextProvider>
      )}
    </Box>
  );
}
