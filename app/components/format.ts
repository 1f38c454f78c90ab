// Display formatting shared by every screen: times in epoch ms, file sizes in bytes. Money is
// formatted by #core/format/money.

/** 'YYYY-MM-DD' strings are shown as they are written; epoch ms as a UTC calendar date. */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  return new Date(value).toISOString().slice(0, 10);
}

/** Bytes, KB, MB and GB with 2 decimals (spec 000 §9). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** exponent).toFixed(2))} ${units[exponent]}`;
}
