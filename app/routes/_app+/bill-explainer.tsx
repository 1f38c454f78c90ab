// /bill-explainer is the same screen as /upload-bill (spec 001 §2).
export { action, clientAction, default, loader, meta, shouldRevalidate } from "./upload-bill";
