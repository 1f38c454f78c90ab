import { CloseButton, Dialog } from "../dialog";

/** A large dialog (bill editor, Add Dependents table) over a dimmed page; Escape, × and the dimmed page close it. */
export function WideModal({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <Dialog label={title} onClose={onClose} className="max-w-4xl" align="top">
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        <CloseButton onClick={onClose} label="Close dialog" />
      </div>
      <div className="space-y-5 px-6 py-5">{children}</div>
      {footer ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</div>
      ) : null}
    </Dialog>
  );
}
