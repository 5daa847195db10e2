import { Button } from "@/components/ui/button";

/**
 * A console list's filters: a plain GET form, so the filters are the URL and it works without
 * script (a search landmark named by `label`). Its fields (FilterField) come first, then the
 * submit button and anything that goes beside it (a "Clear" link).
 */
export function FilterForm({
  action,
  label,
  className,
  submitLabel = "Show",
  submitClassName = "flex flex-wrap items-end gap-3",
  beside,
  children,
}: {
  action: string;
  label: string;
  className: string;
  submitLabel?: string;
  /** The classes of the box holding the submit button (and `beside`). */
  submitClassName?: string;
  beside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className={className}>
      {children}
      <div className={submitClassName}>
        <Button type="submit">{submitLabel}</Button>
        {beside}
      </div>
    </form>
  );
}
