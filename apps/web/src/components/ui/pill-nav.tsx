import { AppLink } from "@/components/app-link";
import { cn } from "./cn.ts";

type PillLink = { key: string; href: string; label: React.ReactNode; isCurrent: boolean };

/** A row of links shown as pills; the current one is filled and marked aria-current="page". */
export function PillNav({ label, links }: { label: string; links: PillLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <AppLink
              href={link.href}
              aria-current={link.isCurrent ? "page" : undefined}
              className={cn(
                "block rounded-full border px-3 py-1 text-sm font-medium",
                link.isCurrent
                  ? "border-slate-900 bg-slate-900 text-white"
                  : "border-slate-300 hover:border-slate-900",
              )}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
