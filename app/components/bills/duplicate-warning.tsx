// Issue 12: the server found a bill with the same provider, date and bill number. The warning says
// which one, and the button sends the same form again with allow_duplicate, deliberately.
import { BILL_MESSAGES } from "#core/bills/messages";
import { Alert } from "../alert";
import { Button } from "../button";

export function DuplicateWarning({ message, busy }: { message: string; busy: boolean }) {
  return (
    <Alert tone="warning">
      <p>{message}</p>
      <div className="mt-2">
        <Button type="submit" name="allow_duplicate" value="on" variant="secondary" disabled={busy}>
          {BILL_MESSAGES.saveDuplicateAnyway}
        </Button>
      </div>
    </Alert>
  );
}
