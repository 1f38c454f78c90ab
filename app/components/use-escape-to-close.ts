// Escape closes the topmost open dialog only: a dialog stacked on another (the upgrade modal over
// the bill editor, a confirmation over Smart Capture) must not take the one beneath with it.
import { useEffect, useRef } from "react";

const openDialogs: object[] = [];

export function useEscapeToClose(onClose: () => void, open = true) {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    if (!open) return;
    const me = {};
    openDialogs.push(me);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || openDialogs.at(-1) !== me) return;
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      openDialogs.splice(openDialogs.indexOf(me), 1);
    };
  }, [open]);
}
