import { cx } from "./cx.ts";

/** Padding and text size of text inputs, selects and text areas. */
export const INPUT_SIZES = {
  md: "px-3 py-2",
  sm: "px-3 py-2 text-sm",
  xs: "px-2 py-1 text-sm",
} as const;

type InputSize = keyof typeof INPUT_SIZES;

// The shared frame is one class (globals.css `.field-input`: full width, slate border, red when
// aria-invalid is set by Field), so a page of fields does not repeat it; being in the components
// layer, any utility in `className` wins over it.
const INPUT_BASE = "field-input";

/** Classes of a form control of this size; `className` wins where it conflicts. */
export function inputClasses(size: InputSize = "md", className?: string): string {
  return cx(INPUT_BASE, INPUT_SIZES[size], className);
}

type Sized<P> = Omit<P, "size"> & { size?: InputSize };

export function Input({ size, className, ...rest }: Sized<React.ComponentProps<"input">>) {
  return <input className={inputClasses(size, className)} {...rest} />;
}

export function Select({ size, className, ...rest }: Sized<React.ComponentProps<"select">>) {
  return <select className={inputClasses(size, className)} {...rest} />;
}

export function Textarea({ size, className, ...rest }: Sized<React.ComponentProps<"textarea">>) {
  return <textarea className={inputClasses(size, className)} {...rest} />;
}
