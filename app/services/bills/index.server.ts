// Bills: the one import for screens and the API. The work lives in this folder's files (list,
// stats, detail, write, lines, documents) and dashboard/screens; every function is scoped by the
// acting user.
export { listBills, listBillsWithLines, listOptionsOf, lineItemJson } from "./list.server";
export type { BillList, ListBillsOptions, LineItemJson } from "./list.server";
export { billStats } from "./stats.server";
export type { BillStats } from "./stats.server";
export type { BillRow } from "./sql.server";
export { getBill, requireBill } from "./detail.server";
export type { BillDetail, BillDocumentJson } from "./detail.server";
export type { SuggestedEobJson } from "./eob-state.server";
export { createBill, deleteBill, setBillStatus, updateBill } from "./write.server";
export { addLineItem, deleteLineItem, requireVerifiedEmail } from "./lines.server";
export { listBillDocuments, uploadBillDocument } from "./documents.server";
export { findDuplicateBill, refuseUnconfirmedDuplicate } from "./duplicates.server";
export type { BillDocumentUpload } from "./documents.server";
export { getDashboardData, loadVault, DASHBOARD_BILLS } from "../dashboard/screens.server";
export type { DashboardData, VaultData } from "../dashboard/screens.server";
