// /internal/letters/* — the dispute workflow's activities (core/contracts/internal-letters.ts): the
// facts a letter is written from, the rendered PDF filed, a letter that could not be made, the
// timeline and the reminders. Thin handlers over app/services/disputes/; a letter that is not the
// named user's (or is gone with its bill or account) answers 404 and the workflow stops.
import * as api from "#core/contracts/internal-letters";
import { letterFacts } from "~/services/disputes/facts.server";
import { fileLetter, letterFailed } from "~/services/disputes/file.server";
import { sendDisputeNotice, writeDisputeTimeline } from "~/services/disputes/timeline.server";
import { internalRoute, refuse, type InternalRoute } from "./route";
import { base64ToBytes } from "./user-files";

const gone = () => refuse("Dispute letter not found", 404);
const found = <T>(value: T | null): T => {
  if (value === null) throw gone();
  return value;
};

export const letterInternalRoutes: InternalRoute[] = [
  internalRoute(api.readLetterFacts, async ({ params, query }, { db }) => ({
    body: { facts: found(await letterFacts(db, query.userId, params.letterId)) },
  })),
  internalRoute(api.fileLetter, async ({ params, body }, { env, db }) => {
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(body.contentBase64);
    } catch {
      throw refuse("contentBase64 is not base64");
    }
    const filed = found(
      await fileLetter(env, db, body.userId, params.letterId, {
        filename: body.filename,
        bytes,
        pages: body.pages,
        letterContent: body.letterContent,
        opportunitiesCount: body.opportunitiesCount,
        potentialSavings: body.potentialSavings,
      }),
    );
    return { body: filed };
  }),
  internalRoute(api.letterFailed, async ({ params, body }, { db }) => ({
    body: found(await letterFailed(db, body.userId, params.letterId, body.reason)),
  })),
  internalRoute(api.writeDisputeTimeline, async ({ params, body }, { db }) => {
    const { userId, ...timeline } = body;
    return { body: found(await writeDisputeTimeline(db, userId, params.letterId, timeline)) };
  }),
  internalRoute(api.sendDisputeNotice, async ({ params, body }, { env, db }) => ({
    body: found(await sendDisputeNotice(env, db, body.userId, params.letterId, body.kind, body.dueOn)),
  })),
];
