// The assistant's services (issue 16).
export { askAssistant } from "./ask.server";
export { loadAssistantRecords } from "./records.server";
export type { RecordsOptions } from "./records.server";
export {
  deleteAllConversations,
  deleteConversation,
  getConversation,
  latestConversation,
} from "./conversations.server";
export type { ChatTurn, Conversation } from "./conversations.server";
export { externalModelOptIn, setExternalModelOptIn } from "./preferences.server";
export { assistantModel, configuredProvider } from "./models.server";
