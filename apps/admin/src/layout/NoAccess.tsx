import { Alert, Box, Button, Typography } from "@mui/material";
import { Title, usePermissions } from "react-admin";
import { Link } from "react-router-dom";
import { noAccessText, type StaffArea } from "../auth/staffAreas";

/**
 * The page a role gets at an address it may not open (typed in, or an old link): says which role may, rather
 * than react-admin's "Nie znaleziono". The API refuses the data anyway; this only explains.
 */
export function NoAccess({ area }: { readonly area: StaffArea }) {
  const { permissions } = usePermissions<string | null>();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: "40rem" }}>
      <Title title="Brak dostępu" />
      <Typography component="h1" variant="h5" gutterBottom>
        Brak dostępu
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-access">
        {noAccessText(area, permissions ?? null)}
      </Alert>
      <Button component={Link} to="/" variant="contained">
        Wróć do strony startowej
      </Button>
    </Box>
  );
}
