// What description each kind of procedure code may show (docs/decisions/006-cpt-descriptors.md).
import { plainLanguageCpt } from "./cpt-plain-language";

/** "plain": our own wording for CPT codes (default). "cms": CMS's CPT descriptors, only under an AMA licence. */
export type DescriptorMode = "plain" | "cms";
export type CodeKind = "cpt" | "cdt" | "hcpcs";

export function codeKind(code: string): CodeKind {
  if (/^\d{4}[0-9FTUM]$/.test(code)) return "cpt";
  if (/^D\d{4}$/.test(code)) return "cdt";
  return "hcpcs";
}

export const CDT_DESCRIPTION = "Dental procedure (CDT code; the ADA's description is not shown)";

/** The description stored for display: public HCPCS Level II text as CMS wrote it, our wording for CPT and CDT. */
export function displayDescription(code: string, cmsText: string, mode: DescriptorMode): string {
  const kind = codeKind(code);
  if (kind === "hcpcs") return cmsText;
  if (kind === "cdt") return CDT_DESCRIPTION;
  if (mode === "cms" && cmsText) return cmsText;
  return plainLanguageCpt(code) ?? "Medical service or procedure";
}
