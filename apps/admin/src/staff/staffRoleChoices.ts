import { STAFF_ROLE_LABELS } from "../auth/staffSession";

/** The staff roles as choices of a select input. */
export const STAFF_ROLE_CHOICES = Object.entries(STAFF_ROLE_LABELS).map(([id, name]) => ({ id, name }));
