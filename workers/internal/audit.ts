// The operator trail lives in app/services/audit.server.ts; /internal routes record through it.
export { recordAudit, type AuditEntry } from "~/services/audit.server";
