import { redirect } from "@remix-run/cloudflare";

// The old password sign-in page; every method now lives on /signin.
export const loader = () => redirect("/signin");
