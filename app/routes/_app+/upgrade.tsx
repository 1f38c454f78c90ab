// /upgrade is the same plans page as /subscribe (spec 001 §2).
export { action, clientAction, default, loader, meta } from "./subscribe";
