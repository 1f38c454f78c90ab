// Dispute letters in the Worker (issue 14): the one import for the /api endpoints, the bill route's
// actions and the /internal routes. The work lives in this folder's files: allowance (the plan),
// generate (the request), facts (what a letter is written from), file (the rendered PDF filed),
// timeline and notices (what the dispute workflow writes and sends), list and events (the user's
// milestones).
export { letterAllowance } from "./allowance.server";
export type { LetterAllowance } from "./allowance.server";
export { generateDisputeLetter } from "./generate.server";
export { listDisputes } from "./list.server";
export { recordDisputeEvent, resolveBillDisputes, resolveDisputesIfPaid } from "./events.server";
export type { DisputeEventResult } from "./events.server";
