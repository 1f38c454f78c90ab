// Every workflow the Temporal Worker registers (Worker.create bundles this file with webpack).
export { accountDeletion } from "./account-deletion";
export { dispute } from "./dispute";
export { document } from "./document";
export { subscription } from "./subscription";
