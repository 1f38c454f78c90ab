import { redirect } from "@remix-run/cloudflare";

// The old name of the bills workspace.
export const loader = () => redirect("/bills", 301);
