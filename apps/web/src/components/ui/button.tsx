import { cn } from "./cn.ts";

/** How a button looks. Links styled as buttons use the same map through `buttonClasses`. */
export const BUTTON_VARIANTS = {
  /** The one main action of a page or form, in the site's brand colour. */
  primary: "bg-brand text-brand-foreground hover:bg-brand-hover",
  /** A strong neutral action beside a brand-coloured one (vehicle actions, checkout). */
  secondary: "bg-slate-900 text-white hover:bg-slate-800",
  outline: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50",
  /** No frame until hovered: icon buttons such as a dialog's close. */
  ghost: "text-slate-700 hover:bg-slate-100",
  /** An action that removes or cancels something. */
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

export const BUTTON_SIZES = {
  sm: "rounded-md px-3 py-2 text-sm",
  md: "rounded-md px-5 py-2",
  lg: "rounded-md px-4 py-3",
  icon: "rounded p-1",
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

// Focus rings come from the global :focus-visible rule (globals.css), the same on every control.
const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 font-semibold disabled:opacity-60";

/** Classes of a button of this variant and size; `className` wins where it conflicts. */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
): string {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A `<button>`, `type="button"` unless told otherwise so it never submits a form by accident.
 * For a link that looks like a button, put `buttonClasses(...)` on the `<Link>` or `<a>`.
 */
export function Button({
  variant = "primary",
  size = "md",
  type = "button",
  className,
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
