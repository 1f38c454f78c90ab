// Where a queued document stands in the reading queue (decision 077): how many documents are read
// before it, counted across everyone's uploads. Shown while it waits; nothing once reading starts.

export const QUEUE_PLACE_MESSAGES = {
  nextInLine: "Next in line",
  ahead: (n: number) => `Waiting to be read — ${n} ${n === 1 ? "document" : "documents"} ahead of yours`,
} as const;

/** The line for a document still queued with `position` documents ahead; null when there is none. */
export function queuePlaceText(status: string | null, position: number | null | undefined): string | null {
  if (status !== "queued" || position === null || position === undefined || position < 0) return null;
  return position === 0 ? QUEUE_PLACE_MESSAGES.nextInLine : QUEUE_PLACE_MESSAGES.ahead(position);
}

export function QueuePlace({
  status,
  position,
}: {
  status: string | null;
  position: number | null | undefined;
}) {
  const text = queuePlaceText(status, position);
  if (!text) return null;
  return (
    <span data-testid="queue-place" data-position={position ?? undefined}>
      {text}
    </span>
  );
}
