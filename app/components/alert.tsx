const tones = {
  success: "border-green-300 bg-green-50 text-green-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-800",
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
      className={`flex items-start gap-3 rounded-md border p-3 text-sm ${tones[tone]}`}
    >
      <div className="flex-1">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="font-semibold opacity-70 hover:opacity-100"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
