// Display formatting shared by every screen: file sizes in bytes. Money is formatted by
// #core/format/money and dates by #core/format/dates (re-exported here for the screens).
export { formatDate, formatDateTime } from "#core/format/dates";

/** Bytes, KB, MB and GB with 2 decimals (spec 000 §9). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** exponent).toFixed(2))} ${units[exponent]}`;
}
