// What the Account page's "AI assistant" card says (issue 16): the opt-in and its explanation, the
// chat history's deletion, and what each says when it worked or failed.
export const ASSISTANT_SETTINGS_TEXTS = {
  title: "AI assistant",
  optInLabel: "Let an external AI model word my answers",
  explanation:
    "Fairbill answers your questions from your own bills, documents and insurance. With this on, an external AI model may reword those answers so they read more naturally. Names, member IDs and claim numbers are replaced before anything leaves Fairbill, and the facts always come from your records: an answer that adds an amount, code or date your records don't have is not used.",
  optedIn: "An external AI model may now word your answers.",
  optedOut: "Your answers are worded by Fairbill only.",
  deleteHistory: "Delete chat history",
  confirmDelete: "Delete all your conversations with Fairbill? This cannot be undone.",
  historyDeleted: "Your chat history was deleted.",
  saveFailed: "Failed to save your AI assistant setting. Please try again.",
  deleteFailed: "Failed to delete your chat history. Please try again.",
} as const;

export const ASSISTANT_SETTING_INTENTS = ["assistant-opt-in", "delete-chat-history"] as const;
export type AssistantSettingIntent = (typeof ASSISTANT_SETTING_INTENTS)[number];

export const isAssistantSettingIntent = (intent: unknown): intent is AssistantSettingIntent =>
  (ASSISTANT_SETTING_INTENTS as readonly unknown[]).includes(intent);

/** The card's answer: what to say, and whether it worked. */
export interface AssistantSettingReply {
  intent: AssistantSettingIntent;
  saved: boolean;
  message: string;
}
