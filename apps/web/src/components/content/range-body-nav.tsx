import Link from "next/link";
import { RANGE_BODIES, rangeBodyHref } from "@forecourt/core/content/range-body";

/** Links to /range?body= for the seven RV body types (spec §2). */
export function RangeBodyNav({ current }: { current: string | null }) {
  return (
    <nav aria-label="Range by body type">
      <ul className="flex flex-wrap gap-2">
        {RANGE_BODIES.map((body) => (
          <li key={body.param}>
            <Link
              href={rangeBodyHref(body)}
              aria-current={current === body.param ? "page" : undefined}
              className={`block rounded-full border px-3 py-1 text-sm font-medium ${
                current === body.param
                  ? "border-slate-900 bg-slate-900 text-white"
                  : "border-slate-300 hover:border-slate-900"
              }`}
            >
              {body.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
