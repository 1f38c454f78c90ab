// /upgrade is the same plans page as /subscribe (spec 001 §2).
export { action, default, loader, meta } from "./subscribe";
