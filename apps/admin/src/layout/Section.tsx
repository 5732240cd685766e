import { Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** One titled, outlined part of a record's page (an order's, a product's). */
export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
