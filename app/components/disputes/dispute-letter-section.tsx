// The bill editor's dispute letter section (001 §2, §4, §6; ADR 046, 056). Generate is enabled when
// the readiness tracker's required steps are done in the form as it stands (the personal note
// written) and the plan allows a letter now: free users see '2 AI Credits Required' while the month's
// letter is theirs, then the locked state: 'Premium Feature Required', and the button opens the
// upgrade modal (as a 403 from the server does). Generate opens the personal-statement dialog; the
// answer opens the letter in a new tab. The bill's letters are listed below.
import { useCallback, useEffect, useRef, useState } from "react";
import type { DisputeSummary } from "#core/disputes/schemas";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { RESPONSE_DAYS } from "#core/disputes/types";
import type { BillDetail } from "~/services/bills/index.server";
import type { LetterAllowance } from "~/services/disputes/index.server";
import { Alert } from "../alert";
import { Badge } from "../badge";
import { Button } from "../button";
import { useUpgradeModal } from "../upgrade-modal";
import type { LiveReadiness } from "../bills/live-readiness";
import { DisputeLetters } from "./dispute-letters";
import { PersonalStatementDialog } from "./personal-statement-dialog";
import { LETTER_FORM_MESSAGES, type GenerateLetterReply } from "./replies";
import { documentHref, GENERATING, useLetterGeneration } from "./use-letter-generation";

export const GENERATE_LABEL = "Generate Dispute Letter";
/** The Get Help tab's Letter Template links here: /bills/{id}#dispute-letter. */
export const SECTION_ID = "dispute-letter";

function PremiumRequired() {
  return (
    <Alert tone="warning">
      <strong className="block">{DISPUTE_MESSAGES.premiumFeatureRequired}</strong>
      {DISPUTE_MESSAGES.premiumRequired}
    </Alert>
  );
}

function Answer({ billId, reply }: { billId: string; reply: GenerateLetterReply }) {
  if (!reply.ok && reply.upgrade) return <PremiumRequired />;
  if (!reply.ok) return <Alert tone={reply.pending ? "info" : "error"}>{reply.error}</Alert>;
  if (!reply.document_id) return <Alert tone="info">{DISPUTE_MESSAGES.stillGenerating}</Alert>;
  return (
    <Alert tone="success">
      {LETTER_FORM_MESSAGES.ready(reply.filename ?? "dispute letter")}{" "}
      <a
        href={documentHref(billId, reply.document_id)}
        target="_blank"
        rel="noreferrer"
        className="font-medium underline"
      >
        Open the letter
      </a>
    </Alert>
  );
}

export function DisputeLetterSection({
  bill,
  readiness,
  otherEdits,
  allowance,
  letters,
  onStatementSaved,
}: {
  bill: BillDetail;
  readiness: LiveReadiness;
  /** Unsaved edits other than the personal note: the letter would not include them. */
  otherEdits: boolean;
  allowance: LetterAllowance | null;
  letters: DisputeSummary[] | null;
  /** A generated letter saved the dialog's statement on the bill: the editor's note takes it. */
  onStatementSaved?: (statement: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const statement = useRef("");
  const saved = useRef(onStatementSaved);
  saved.current = onStatementSaved;
  const { openUpgrade, upgradeModal } = useUpgradeModal();
  const answered = useCallback(
    (reply: GenerateLetterReply) => {
      setAsking(false);
      if (reply.ok) saved.current?.(statement.current);
      if (!reply.ok && reply.upgrade) openUpgrade(DISPUTE_MESSAGES.premiumRequired);
    },
    [openUpgrade],
  );
  const generation = useLetterGeneration(bill.id, answered);
  useEffect(() => {
    if (window.location.hash !== `#${SECTION_ID}`) return;
    // After the editor's dialog has opened (its effect runs after this one).
    const frame = requestAnimationFrame(() => document.getElementById(SECTION_ID)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, []);
  const locked = allowance !== null && !allowance.allowed;
  const free = allowance?.watermark === true;
  const blocked = !readiness.ready
    ? DISPUTE_MESSAGES.notReady(readiness.missing)
    : otherEdits
      ? LETTER_FORM_MESSAGES.saveFirst
      : allowance === null
        ? LETTER_FORM_MESSAGES.allowanceUnavailable
        : null;

  return (
    <section
      id={SECTION_ID}
      aria-labelledby="dispute-letter-title"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="dispute-letter-title" className="text-sm font-semibold text-slate-800">
          Dispute letter
        </h3>
        {free && !locked ? <Badge tone="premium">{DISPUTE_MESSAGES.creditsRequired}</Badge> : null}
        {locked ? <Badge tone="premium">Premium</Badge> : null}
      </div>
      <p className="text-sm text-slate-600">
        A letter to the provider built from this bill&apos;s lines, the analysis&apos; findings and your
        personal note, asking for a written response within {RESPONSE_DAYS} days.{" "}
        {locked ? LETTER_FORM_MESSAGES.monthUsed : free ? LETTER_FORM_MESSAGES.freeLetter : null}
        {allowance && !free ? LETTER_FORM_MESSAGES.unlimited : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {locked ? (
          <Button onClick={() => openUpgrade(DISPUTE_MESSAGES.premiumRequired)}>
            {GENERATE_LABEL} (Premium)
          </Button>
        ) : (
          <Button
            disabled={blocked !== null || generation.busy}
            aria-describedby={blocked ? "generate-letter-hint" : undefined}
            onClick={() => setAsking(true)}
          >
            {generation.busy ? GENERATING : GENERATE_LABEL}
          </Button>
        )}
        {blocked && !locked ? (
          <p id="generate-letter-hint" className="text-sm text-slate-600">
            {blocked}
          </p>
        ) : null}
      </div>
      {locked ? <PremiumRequired /> : null}
      {generation.reply && !(locked && !generation.reply.ok && generation.reply.upgrade) ? (
        <Answer billId={bill.id} reply={generation.reply} />
      ) : null}
      <DisputeLetters billId={bill.id} letters={letters} />
      {asking ? (
        <PersonalStatementDialog
          note={readiness.note}
          hasEob={bill.has_eob}
          hasPriorAuth={bill.documents.some((d) => d.document_type === "prior_authorization")}
          watermark={free}
          busy={generation.busy}
          onGenerate={(choices) => {
            statement.current = choices.personal_statement;
            generation.generate(choices);
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {upgradeModal}
    </section>
  );
}
