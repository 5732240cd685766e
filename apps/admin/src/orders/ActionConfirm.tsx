import { Confirm } from "react-admin";
import type { ActionConfirmation } from "./staffActionTexts";

/**
 * The dialog before a staff action that moves money or cannot be undone: react-admin's `Confirm` (MUI's
 * dialog: focus moves in, Escape or "Wróć" closes it, the focus goes back to the button that opened it).
 * Open while `question` is not `null`.
 */
export function ActionConfirm({
  question,
  onConfirm,
  onClose,
}: {
  readonly question: ActionConfirmation | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={question !== null}
      title={question?.title ?? ""}
      content={question?.content ?? ""}
      confirm={question?.confirm ?? ""}
      cancel="Wróć"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
