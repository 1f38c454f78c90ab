// The whole product's tables, one file per feature under db/schema/; drizzle-kit (drizzle.config.ts)
// and the app (app/db.server.ts) read them all from here. Money is stored as integer cents; times as
// epoch milliseconds.
export * from "./schema/users";
export * from "./schema/family";
export * from "./schema/bills";
export * from "./schema/documents";
export * from "./schema/letters";
export * from "./schema/plans";
export * from "./schema/local-payments";
export * from "./schema/insurance";
export * from "./schema/platform";
export * from "./schema/assistant";
