import { Card, CardContent, Typography } from "@mui/material";
import { Title } from "react-admin";

/** The start page: orders to ship today, transfers awaiting confirmation, revenue of the day and month. */
export function Dashboard() {
  return (
    <Card>
      <Title title="Start" />
      <CardContent>
        <Typography component="h1" variant="h5">
          Start
        </Typography>
      </CardContent>
    </Card>
  );
}
