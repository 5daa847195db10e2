import { cx } from "./cx.ts";

/**
 * How a button looks. Links styled as buttons use the same map through `buttonClasses`. Each
 * entry is a class of globals.css (`@layer components`): buttons repeat on every page, and one
 * short class keeps their styling out of each button's markup and the component payload.
 */
export const BUTTON_VARIANTS = {
  /** The one main action of a page or form, in the site's brand colour. */
  primary: "btn-primary",
  /** A strong neutral action beside a brand-coloured one (vehicle actions, checkout). */
  secondary: "btn-secondary",
  outline: "btn-outline",
  /** No frame until hovered: icon buttons such as a dialog's close. */
  ghost: "btn-ghost",
  /** An action that removes or cancels something. */
  destructive: "btn-destructive",
} as const;

export const BUTTON_SIZES = {
  sm: "btn-sm",
  md: "btn-md",
  lg: "btn-lg",
  icon: "btn-icon",
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
type ButtonSize = keyof typeof BUTTON_SIZES;

// Focus rings come from the global :focus-visible rule (globals.css), the same on every control.
const BUTTON_BASE = "btn";

/**
 * Classes of a button of this variant and size; `className` wins where it conflicts (utilities
 * come after the components layer in the stylesheet).
 */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
): string {
  return cx(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Working (a form being sent): the button says so to assistive technology (`aria-busy`) and
   * shows a spinner before its label, turning only where the shopper allows motion.
   */
  isBusy?: boolean;
};

/**
 * The busy button's spinner: a ring with a gap (globals.css `.btn-spinner`), turning only where
 * motion is allowed. Styled in the stylesheet, so every page's script stays as small as it was.
 */
const SPINNER_CLASS = "btn-spinner";

/**
 * A `<button>`, `type="button"` unless told otherwise so it never submits a form by accident.
 * For a link that looks like a button, put `buttonClasses(...)` on the `<Link>` or `<a>`.
 */
export function Button({
  variant = "primary",
  size = "md",
  type = "button",
  className,
  isBusy = false,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {isBusy ? <span aria-hidden="true" className={SPINNER_CLASS} /> : null}
      {children}
    </button>
  );
}
