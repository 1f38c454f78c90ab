// One page-wide signal that the user's documents changed outside a list (a held document was
// approved), so every document list on the page asks its resource route again.
export const DOCUMENTS_CHANGED_EVENT = "fairbill:documents-changed";

export function announceDocumentsChanged() {
  window.dispatchEvent(new Event(DOCUMENTS_CHANGED_EVENT));
}
