// The Account page's "AI assistant" card (issue 16): the external-model opt-in and deleting the
// chat history, each for the signed-in user only.
import {
  ASSISTANT_SETTINGS_TEXTS as T,
  type AssistantSettingIntent,
  type AssistantSettingReply,
} from "~/components/assistant/settings-texts";
import type { Db } from "~/db.server";
import { deleteAllConversations, setExternalModelOptIn } from "~/services/assistant/index.server";
import type { SignedIn } from "~/services/auth/session.server";
import { logFailure } from "~/services/platform/failures.server";

export async function assistantSettingsAction(
  db: Db,
  signedIn: SignedIn,
  intent: AssistantSettingIntent,
  formData: FormData,
): Promise<AssistantSettingReply> {
  const userId = signedIn.user.id;
  if (intent === "delete-chat-history") {
    try {
      await deleteAllConversations(db, userId);
      return { intent, saved: true, message: T.historyDeleted };
    } catch (error) {
      logFailure("chat history deletion failed", error);
      return { intent, saved: false, message: T.deleteFailed };
    }
  }
  const value = formData.get("external_model");
  if (value !== "on" && value !== "off") return { intent, saved: false, message: T.saveFailed };
  try {
    await setExternalModelOptIn(db, userId, value === "on");
    return { intent, saved: true, message: value === "on" ? T.optedIn : T.optedOut };
  } catch (error) {
    logFailure("assistant opt-in save failed", error);
    return { intent, saved: false, message: T.saveFailed };
  }
}
