"use client";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/hydrated";

/**
 * A console button whose work is the page's script, not a form's post (add, move or remove an
 * item of a list being edited, ask before an action): disabled until the page has hydrated, so a
 * press that comes before then is not silently lost.
 */
export function ScriptButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const isHydrated = useHydrated();
  return <Button {...props} type="button" disabled={!isHydrated || disabled} />;
}
