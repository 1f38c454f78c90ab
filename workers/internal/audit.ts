// The operator trail lives in app/services/platform/audit.server.ts; /internal routes record through it.
export { recordAudit, type AuditEntry } from "~/services/platform/audit.server";
