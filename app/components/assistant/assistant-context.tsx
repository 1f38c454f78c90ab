// The chat widget's page-wide handle (issue 16): it is mounted once at the root, and pages reach it
// through this context — the Explainer's smart-help buttons open it with a question, and the
// selected bill of the workspace tells it which bill questions are about.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** A common question the widget shows with its written answer (GET stored-answer, costs nothing). */
export interface StoredQuestion {
  /** The stored answer's key (the smart-help id). */
  key: string;
  question: string;
  /** The bill on screen: the widget offers to ask the same question about its numbers. */
  billId: string | null;
}

interface AssistantHandle {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The last stored question a page asked for; `nonce` tells a repeat of the same one apart. */
  storedRequest: (StoredQuestion & { nonce: number }) | null;
  showStoredAnswer: (question: StoredQuestion) => void;
  /** The bill a page has selected (the Explainer's selection, which may be its first bill). */
  pageBillId: string | null;
  setPageBillId: (billId: string | null) => void;
  /** What had focus when the chat opened (a smart-help button, the launcher): focus goes back there. */
  openedFrom: () => HTMLElement | null;
}

const AssistantContext = createContext<AssistantHandle | null>(null);

export function AssistantProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [storedRequest, setStoredRequest] = useState<AssistantHandle["storedRequest"]>(null);
  const [pageBillId, setPageBillId] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const setOpen = useCallback((next: boolean) => {
    if (next) {
      const active = document.activeElement;
      trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    setOpenState(next);
  }, []);
  const showStoredAnswer = useCallback(
    (question: StoredQuestion) => {
      setStoredRequest((previous) => ({ ...question, nonce: (previous?.nonce ?? 0) + 1 }));
      setOpen(true);
    },
    [setOpen],
  );
  const openedFrom = useCallback(() => trigger.current, []);
  const handle = useMemo(
    () => ({ open, setOpen, storedRequest, showStoredAnswer, pageBillId, setPageBillId, openedFrom }),
    [open, setOpen, storedRequest, showStoredAnswer, pageBillId, openedFrom],
  );
  return <AssistantContext.Provider value={handle}>{children}</AssistantContext.Provider>;
}

/** The widget's handle, or null where no widget is mounted (error pages). */
export function useAssistant(): AssistantHandle | null {
  return useContext(AssistantContext);
}

/** While the calling component is on screen, questions in the widget are about `billId`. */
export function useAssistantBill(billId: string | null) {
  const setPageBillId = useContext(AssistantContext)?.setPageBillId;
  useEffect(() => {
    if (!setPageBillId) return;
    setPageBillId(billId);
    return () => setPageBillId(null);
  }, [billId, setPageBillId]);
}
