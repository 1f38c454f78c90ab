// Retrieval for the assistant (issue 16): the signed-in user's own records as AssistantRecords —
// bills with lines, the Medicare price for the user's ZIP, findings with evidence (premium),
// documents' verified fields, EOBs, dispute deadlines and insurance policies with their benefits.
// Every query is scoped to signedIn.user.id.
import type { AssistantRecords } from "#core/assistant/types";
import type { Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";

export interface RecordsOptions {
  /** The bill the question is about; a bill that is not the user's is treated as none. */
  billId?: string | null;
  now?: Date;
}

export async function loadAssistantRecords(
  _db: Db,
  _signedIn: SignedIn,
  _options: RecordsOptions = {},
): Promise<AssistantRecords> {
  throw new Error("loadAssistantRecords: built by the assistant-service part of issue 16");
}
