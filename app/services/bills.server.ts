// Bills: the one import for screens and the API. The work lives in the bills-*.server.ts files
// (list, detail, write, documents, dashboard); every function is scoped by the acting user.
export { listBills, listBillsWithLines, billStats, lineItemJson } from "./bills-list.server";
export type { BillList, BillStats, ListBillsOptions, LineItemJson } from "./bills-list.server";
export type { BillRow } from "./bills-sql.server";
export { getBill } from "./bills-detail.server";
export type { BillDetail, BillDocumentJson } from "./bills-detail.server";
export { createBill, deleteBill, setBillStatus, updateBill } from "./bills-write.server";
export { addLineItem, deleteLineItem, requireVerifiedEmail } from "./bills-lines.server";
export { listBillDocuments, uploadBillDocument } from "./bills-documents.server";
export type { BillDocumentUpload } from "./bills-documents.server";
export { getDashboardData, loadVault, usageInfo, DASHBOARD_BILLS } from "./bills-dashboard.server";
export type { DashboardData, UsageInfo, VaultData } from "./bills-dashboard.server";
