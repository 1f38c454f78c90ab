// The one dialog shell of the product (decision 028): a native <dialog> opened with showModal(), so
// the page behind is inert and the dialog sits in the top layer. On top of what the browser gives,
// it keeps Tab inside, gives focus back to the control that opened it, and routes every way of
// closing (Escape, the × button, a click on the dimmed page) through one `onClose`, which may ask
// before it closes (an editor with unsaved changes). A dialog opened over another is its child in
// the DOM: Escape and Tab act on the topmost only.
import { useEffect, useRef, useState } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** The controls of `dialog` a person can Tab to, leaving out those of a dialog opened over it. */
function tabbable(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.closest("dialog") === dialog && el.getClientRects().length > 0,
  );
}

/** A trigger that could not take focus back yet (disabled while its change saves). */
let unreturned: HTMLElement | null = null;

/** Gives focus back to `trigger`, waiting up to 3 s for it to be enabled again; a dialog opened meanwhile adopts it. */
function giveFocusBack(trigger: HTMLElement) {
  trigger.focus();
  if (document.activeElement === trigger) return;
  unreturned = trigger;
  const until = Date.now() + 3000;
  const retry = () => {
    if (unreturned !== trigger) return;
    const elsewhere = document.activeElement && document.activeElement !== document.body;
    if (!elsewhere) trigger.focus();
    if (elsewhere || document.activeElement === trigger || !trigger.isConnected || Date.now() > until)
      unreturned = null;
    else setTimeout(retry, 50);
  };
  setTimeout(retry, 50);
}

/** What opened a dialog: the control focused when it rendered, or (after another dialog) what that one gives back. */
function triggerOf(rendered: Element | null): Element | null {
  const active = document.activeElement;
  const trigger =
    rendered?.isConnected && rendered !== document.body
      ? rendered
      : active && active !== document.body
        ? active
        : unreturned;
  unreturned = null;
  return trigger;
}

export function CloseButton({ onClick, label = "Close" }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="-m-1 rounded-md px-2 text-2xl leading-none text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      ×
    </button>
  );
}

export function Dialog({
  label,
  onClose,
  children,
  className = "max-w-md",
  align = "center",
}: {
  /** The dialog's accessible name (usually its heading). */
  label: string;
  /** Every way of closing asks this; it decides (and may ask the person first). */
  onClose: () => void;
  children: React.ReactNode;
  /** Width and look of the panel. */
  className?: string;
  align?: "center" | "top";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(onClose);
  latest.current = onClose;
  // Read while rendering, before an autoFocus inside the dialog moves focus away from the trigger.
  const [rendered] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A dialog that replaces another (the editor's "Loading…" shell) finds focus already given back.
    const trigger = triggerOf(rendered);
    const focusedInside = dialog.contains(document.activeElement) ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (focusedInside instanceof HTMLElement) focusedInside.focus();
    // The field a person fills first (marked data-autofocus), rather than the × the browser picks.
    else dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    let closingHere = false;
    // Escape while focus is on nothing in particular reaches the browser's own close request.
    const onCancel = (event: Event) => {
      if (!event.cancelable) return;
      event.preventDefault();
      latest.current();
    };
    // The browser closes a dialog itself when asked twice without a click or key in between; it
    // stays open and the request goes through onClose like any other.
    const onNativeClose = () => {
      if (closingHere || !dialog.isConnected) return;
      dialog.showModal();
      latest.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      closingHere = true;
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      if (trigger instanceof HTMLElement && trigger.isConnected) giveFocusBack(trigger);
    };
  }, [rendered]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || (event.target as Element).closest("dialog") !== dialog) return;
    if (event.key === "Escape") {
      // An open suggestion list takes Escape first (it calls preventDefault).
      if (event.isDefaultPrevented()) return;
      event.preventDefault();
      latest.current();
    } else if (event.key === "Tab") {
      const controls = tabbable(dialog);
      if (!controls.length) return event.preventDefault();
      const first = controls[0];
      const last = controls[controls.length - 1];
      const at = document.activeElement;
      if (event.shiftKey && (at === first || !dialog.contains(at))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === last || !dialog.contains(at))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-transparent p-4 backdrop:bg-slate-900/50 md:p-10"
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && pressedOnBackdrop.current) latest.current();
      }}
    >
      {/* The padding around the panel is the dimmed page: a click there closes. */}
      <div
        className={`pointer-events-none flex min-h-full justify-center ${align === "center" ? "items-center" : "items-start"}`}
      >
        <div
          className={`pointer-events-auto relative w-full rounded-lg bg-white text-slate-900 shadow-xl ${className}`}
        >
          {children}
        </div>
      </div>
    </dialog>
  );
}
