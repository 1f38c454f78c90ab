import { CloseButton, Dialog } from "./dialog";

/** A centred dialog over a dimmed page; Escape, its × button and the dimmed page close it. */
export function Modal({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  if (!open) return null;
  return (
    <Dialog label={title} onClose={onClose} className="max-w-md p-6">
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        <CloseButton onClick={onClose} />
      </div>
      {children}
    </Dialog>
  );
}
