import { cn } from "./cn.ts";

/** Padding and text size of text inputs, selects and text areas. */
export const INPUT_SIZES = {
  md: "px-3 py-2",
  sm: "px-3 py-2 text-sm",
  xs: "px-2 py-1 text-sm",
} as const;

export type InputSize = keyof typeof INPUT_SIZES;

// An invalid control (aria-invalid, set by Field) shows a red border as well as its message.
const INPUT_BASE =
  "block w-full rounded-md border border-slate-400 bg-white text-slate-900 aria-[invalid=true]:border-red-700";

/** Classes of a form control of this size; `className` wins where it conflicts. */
export function inputClasses(size: InputSize = "md", className?: string): string {
  return cn(INPUT_BASE, INPUT_SIZES[size], className);
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
