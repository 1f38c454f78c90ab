// The Account page's assistant setting: may an external model word the answers (issue 16)?
import type { Db } from "~/db.server";

export async function setExternalModelOptIn(_db: Db, _userId: string, _optIn: boolean): Promise<void> {
  throw new Error("setExternalModelOptIn: built by the assistant-service part of issue 16");
}
