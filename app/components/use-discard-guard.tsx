// Closing an editor with unsaved changes asks first (decision 029): Escape, ×, the dimmed page and
// Cancel all go through `requestClose`, which compares the form's fields with what they held when
// the editor opened (hidden fields too, so chips and suggestion picks count) and, if they differ,
// asks in a dialog of our own whether to keep editing or discard.
import { useEffect, useRef, useState } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export const DISCARD_MESSAGES = {
  title: "Discard changes?",
  message: "You have changes that are not saved. If you close now, they will be lost.",
  keep: "Keep Editing",
  discard: "Discard Changes",
} as const;

/** The fields of form `formId` as one comparable string, leaving out `ignore` (saved on their own). */
function fieldsOf(formId: string, ignore: readonly string[]): string | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, key) => {
    if (!ignore.includes(key)) entries.push([key, typeof value === "string" ? value : value.name]);
  });
  return new URLSearchParams(entries).toString();
}

export function useDiscardGuard(formId: string, close: () => void, ignore: readonly string[] = []) {
  const opened = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  const ignored = ignore.join("\n");
  useEffect(() => {
    opened.current = fieldsOf(formId, ignored.split("\n"));
  }, [formId, ignored]);

  /** What the form holds now is saved (e.g. the note a generated letter saved): compare from here. */
  const rebase = () => {
    // After React has put the new values into the form.
    setTimeout(() => {
      opened.current = fieldsOf(formId, ignored.split("\n"));
    }, 50);
  };

  const requestClose = () => {
    const now = fieldsOf(formId, ignore);
    if (opened.current !== null && now !== null && now !== opened.current) setAsking(true);
    else close();
  };

  const dialog = asking ? (
    <Modal title={DISCARD_MESSAGES.title} open onClose={() => setAsking(false)}>
      <p className="text-sm text-slate-700">{DISCARD_MESSAGES.message}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {DISCARD_MESSAGES.keep}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setAsking(false);
            close();
          }}
        >
          {DISCARD_MESSAGES.discard}
        </Button>
      </div>
    </Modal>
  ) : null;

  return { requestClose, dialog, rebase };
}

/**
 * Whether form `formId` holds edits beyond `ignore` since it opened, re-read whenever `watch`
 * changes (the form's current value): the dispute letter is written from the saved bill.
 */
export function useUnsavedBesides(formId: string, ignore: readonly string[], watch: unknown): boolean {
  const opened = useRef<string | null>(null);
  const [changed, setChanged] = useState(false);
  const ignored = ignore.join("\n");
  useEffect(() => {
    opened.current = fieldsOf(formId, ignored.split("\n"));
  }, [formId, ignored]);
  useEffect(() => {
    const now = fieldsOf(formId, ignored.split("\n"));
    setChanged(opened.current !== null && now !== null && now !== opened.current);
  }, [formId, ignored, watch]);
  return changed;
}
