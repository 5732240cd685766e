import { Card, CardContent, Typography } from "@mui/material";
import { Title } from "react-admin";

/** The shop settings (owner). */
export function SettingsPage() {
  return (
    <Card>
      <Title title="Ustawienia sklepu" />
      <CardContent>
        <Typography component="h1" variant="h5">
          Ustawienia sklepu
        </Typography>
      </CardContent>
    </Card>
  );
}
