// The assistant's services (issue 16).
export { askAssistant } from "./ask.server";
export { loadAssistantRecords } from "./records.server";
export type { RecordsOptions } from "./records.server";
export { deleteAllConversations, deleteConversation, getConversation, latestConversation } from "./conversations.server";
export type { Conversation } from "./conversations.server";
export { setExternalModelOptIn } from "./preferences.server";
