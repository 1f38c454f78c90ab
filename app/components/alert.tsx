// Alerts (docs/design-system.md): a message about the page or the last action. error is announced
// at once (role alert); the others politely (role status).
const tones = {
  success: "border-success-line bg-success-50 text-success",
  warning: "border-warning-line bg-warning-50 text-warning",
  error: "border-danger-line bg-danger-50 text-danger-strong",
  info: "border-brand-600/30 bg-brand-50 text-brand-700",
};

export function Alert({
  tone,
  children,
  onDismiss,
}: {
  tone: keyof typeof tones;
  children: React.ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-control border p-3 text-body ${tones[tone]}`}
    >
      <div className="flex-1">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded-control px-1 font-semibold opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
