// How much of a machine one document may use. Checked from headers and page boxes before anything
// is decoded or rendered; the reading process's memory cap and deadline catch whatever slips past.

/** Longer documents are refused before any page is read. */
export const MAX_PAGES = 20;

/**
 * Largest image decoded: a 600-dpi scan of a letter or A4 page is 34–35 MP, phones save 12–24 MP
 * photos. A header promising more is refused before decoding (a bomb, or a 48 MP+ "full
 * resolution" photo, which would need more memory than the reading process may use).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Pages are rendered (and photos scaled) to at most this many pixels: 200 dpi letter is 3.7 MP. */
export const MAX_RENDER_PIXELS = 12_000_000;

/** 200 inches, the largest page the PDF format allows without UserUnit: anything bigger is refused. */
export const MAX_PAGE_SIDE_PT = 14_400;

/**
 * The reading process's hard memory cap (RLIMIT_DATA: reserved as well as resident memory) and the
 * V8 heap inside it. Measured: ~600 MB warm (tesseract + pdfjs code), ~1 GB at most for a 12 MP
 * page or a 40 MP photo; before the caps one 339-byte PDF took 1.1 GB on its own.
 */
export const READER_MEMORY_MB = 1536;
export const READER_HEAP_MB = 384;

/** One document's wall-clock budget in the reading process; 20 scanned pages take ~20 s here. */
export const READER_TIMEOUT_MS = 180_000;

/**
 * Enclosure pages (a letter's EOB or prior authorization, decision 048): rendered at this many dpi
 * for print, grey, and never more than this many pixels a page (a letter page at 120 dpi is 1.3 MP).
 */
export const ENCLOSURE_DPI = 120;
export const ENCLOSURE_MAX_PIXELS = 4_000_000;
