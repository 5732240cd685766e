import { Box, Button, Card, CardContent, TextField, type TextFieldProps, Typography } from "@mui/material";
import { type FormEvent, type ReactNode, useId } from "react";

/**
 * The page of a sign-in form outside the back office's shell (the log-in, the password change): one card in
 * the middle of the screen with its heading, an optional lead, the form's own error read out first, the
 * fields and one full-width submit button that says when it is busy.
 */
export function AuthFormLayout(props: {
  readonly title: string;
  readonly lead?: ReactNode;
  /** The card's width in pixels. @default 420 */
  readonly maxWidth?: number;
  /** A refusal not about one field (shown above the fields, as an alert). */
  readonly formError: string | undefined;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly busy: boolean;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly children: ReactNode;
}) {
  const formErrorId = useId();
  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Card sx={{ width: "100%", maxWidth: props.maxWidth ?? 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {props.title}
          </Typography>
          {props.lead !== undefined && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {props.lead}
            </Typography>
          )}
          <form
            onSubmit={props.onSubmit}
            noValidate
            aria-describedby={props.formError ? formErrorId : undefined}
          >
            {props.formError && (
              <Typography id={formErrorId} role="alert" color="error" sx={{ mb: 2 }}>
                {props.formError}
              </Typography>
            )}
            {props.children}
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={props.busy}>
              {props.busy ? props.busyLabel : props.submitLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A required full-width field of an {@link AuthFormLayout} form, the API's refusal of it under it. */
export function AuthField({
  message,
  helperText,
  ...props
}: Omit<TextFieldProps, "error"> & { readonly name: string; readonly message: string | undefined }) {
  return (
    <TextField
      required
      fullWidth
      margin="normal"
      {...props}
      error={message !== undefined}
      helperText={message ?? helperText}
    />
  );
}
