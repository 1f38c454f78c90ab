// Bills: the one import for screens and the API. The work lives in the bills-*.server.ts files
// (list, detail, write, documents, dashboard); every function is scoped by the acting user.
export { listBills, listBillsWithLines, listOptionsOf, billStats, lineItemJson } from "./list.server";
export type { BillList, BillStats, ListBillsOptions, LineItemJson } from "./list.server";
export type { BillRow } from "./sql.server";
export { getBill } from "./detail.server";
export type { BillDetail, BillDocumentJson } from "./detail.server";
export { createBill, deleteBill, setBillStatus, updateBill } from "./write.server";
export { addLineItem, deleteLineItem, requireVerifiedEmail } from "./lines.server";
export { listBillDocuments, uploadBillDocument } from "./documents.server";
export type { BillDocumentUpload } from "./documents.server";
export { getDashboardData, loadVault, usageInfo, DASHBOARD_BILLS } from "../dashboard/screens.server";
export type { DashboardData, UsageInfo, VaultData } from "../dashboard/screens.server";
