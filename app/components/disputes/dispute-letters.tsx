// The bill's dispute letters (issue 14), newest first: each with its date, status, an Open link, the
// timeline of its deadlines (what each counts from, the day it falls on, whether it is open, met or
// passed, and the rule it comes from), the next reminder, and the milestones the person records.
import { useCallback, useState } from "react";
import type { DisputeSummary } from "#core/disputes/schemas";
import { DISPUTE_STATUS_LABELS, type DisputeStatus } from "#core/disputes/types";
import { formatDate } from "#core/format/dates";
import { formatUsd } from "#core/format/money";
import { Alert } from "../alert";
import { Badge, type BadgeTone } from "../badge";
import { Button } from "../button";
import { DEADLINE_STATE_LABELS, DISPUTE_OUTCOME_LABELS, LETTER_KIND_LABELS } from "./labels";
import { LetterEventDialog, type LetterEventKind } from "./letter-event-dialog";
import { LETTER_FORM_MESSAGES } from "./replies";
import { documentHref } from "./use-letter-generation";

const STATUS_TONES: Record<DisputeStatus, BadgeTone> = {
  requested: "slate",
  filed: "brand",
  mailed: "brand",
  response_received: "green",
  overdue: "red",
  resolved: "green",
  failed: "red",
};

/** What a person can record next, by the letter's status. */
const NEXT_EVENTS: Record<DisputeStatus, LetterEventKind[]> = {
  requested: [],
  filed: ["mailed", "resolved"],
  mailed: ["response_received", "resolved"],
  overdue: ["response_received", "resolved"],
  response_received: ["resolved"],
  resolved: [],
  failed: [],
};

/** The buttons that open each milestone's dialog (the dialogs' titles are LETTER_EVENT_TITLES). */
const EVENT_BUTTONS: Record<LetterEventKind, string> = {
  mailed: "Mark as mailed",
  response_received: "Response received",
  resolved: "Resolve",
};

const DEADLINE_TONES = { open: "brand", met: "green", passed: "red" } as const;

function Timeline({ letter }: { letter: DisputeSummary }) {
  if (!letter.deadlines.length) return null;
  return (
    <ol aria-label="Deadlines" className="space-y-2 border-l-2 border-slate-200 pl-4">
      {letter.deadlines.map((d) => (
        <li key={d.rule} data-deadline={d.rule} data-state={d.state} className="text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{d.label}</span>
            <Badge tone={DEADLINE_TONES[d.state]}>{DEADLINE_STATE_LABELS[d.state]}</Badge>
          </div>
          <p className="text-slate-600">
            Due {formatDate(d.due_on)} · counted from {d.counted_from} ·{" "}
            <a href={d.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {d.citation}
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}

function Letter({ billId, letter }: { billId: string; letter: DisputeSummary }) {
  const [recording, setRecording] = useState<LetterEventKind | null>(null);
  const stop = useCallback(() => setRecording(null), []);
  const facts = [
    letter.mailed_at ? `Mailed ${formatDate(letter.mailed_at)}` : null,
    letter.response_due ? `Response due ${formatDate(letter.response_due)}` : null,
    letter.next_reminder_at ? `Next reminder ${formatDate(letter.next_reminder_at)}` : null,
  ].filter(Boolean);
  return (
    <li data-letter={letter.id} data-status={letter.status} className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">
          {LETTER_KIND_LABELS[letter.kind]} · {formatDate(letter.created_at)}
        </span>
        <Badge tone={STATUS_TONES[letter.status]}>{DISPUTE_STATUS_LABELS[letter.status]}</Badge>
        {letter.watermarked && letter.status !== "failed" ? (
          <Badge tone="premium">Free letter (watermarked)</Badge>
        ) : null}
        {letter.letter_document_id ? (
          <a
            href={documentHref(billId, letter.letter_document_id)}
            target="_blank"
            rel="noreferrer"
            className="ml-auto text-sm font-medium text-brand-700 hover:underline"
          >
            Open<span className="sr-only"> the letter of {formatDate(letter.created_at)}</span>
          </a>
        ) : null}
      </div>
      {facts.length ? <p className="text-sm text-slate-600">{facts.join(" · ")}</p> : null}
      {letter.status === "resolved" && letter.outcome ? (
        <p className="text-sm text-slate-700">
          Resolved: {DISPUTE_OUTCOME_LABELS[letter.outcome]}
          {letter.recovered_amount ? `, ${formatUsd(letter.recovered_amount)} recovered` : ""}
        </p>
      ) : null}
      <Timeline letter={letter} />
      {NEXT_EVENTS[letter.status].length ? (
        <div className="flex flex-wrap gap-2">
          {NEXT_EVENTS[letter.status].map((kind) => (
            <Button key={kind} variant="secondary" size="sm" onClick={() => setRecording(kind)}>
              {EVENT_BUTTONS[kind]}
            </Button>
          ))}
        </div>
      ) : null}
      {recording ? (
        <LetterEventDialog billId={billId} letterId={letter.id} kind={recording} onClose={stop} />
      ) : null}
    </li>
  );
}

export function DisputeLetters({ billId, letters }: { billId: string; letters: DisputeSummary[] | null }) {
  return (
    <section aria-label="Letters" className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">Letters</h4>
      {letters === null ? (
        <Alert tone="error">{LETTER_FORM_MESSAGES.lettersUnavailable}</Alert>
      ) : letters.length ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {letters.map((letter) => (
            <Letter key={letter.id} billId={billId} letter={letter} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No letters yet.</p>
      )}
    </section>
  );
}
