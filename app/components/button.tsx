import { Link, type LinkProps } from "@remix-run/react";

// The design system's buttons (docs/design-system.md): primary for the one main action of a view,
// secondary for the others, danger for what cannot be undone, ghost for a quiet inline action.
type Variant = "primary" | "secondary" | "danger" | "ghost";
type Size = "md" | "sm";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-line-strong bg-surface text-ink hover:bg-surface-muted",
  danger: "bg-danger text-white hover:bg-danger-strong",
  ghost: "text-brand-700 hover:bg-brand-50",
};

const sizes: Record<Size, string> = {
  md: "px-4 py-2 text-body",
  sm: "px-3 py-1 text-fine",
};

/** The class list of a button, for the few places that style a Link or a summary as one. */
export function buttonClass(variant: Variant = "primary", extra = "", size: Size = "md"): string {
  return `inline-flex items-center justify-center gap-2 rounded-control font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${sizes[size]} ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  size = "md",
  className = "",
  type = "button",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  size = "md",
  className = "",
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, className, size)} {...props} />;
}
