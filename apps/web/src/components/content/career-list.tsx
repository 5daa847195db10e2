import { AppLink } from "@/components/app-link";
import type { Career } from "@forecourt/core/domain/content";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { RichText } from "./rich-text.tsx";
import { buttonClasses } from "../ui/button.tsx";

/** Open positions, each linking to the careers application form. */
export function CareerList({ careers, words }: { careers: Career[]; words: SiteWords }) {
  if (careers.length === 0) {
    return (
      <p className="text-slate-700">
        There are no open positions right now. Please check back soon.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {careers.map((career) => (
        <li
          key={career.id}
          className="rounded-lg border border-slate-200 p-5"
          data-position={career.id}
        >
          <h2 className="text-xl font-semibold">{career.title}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {career.locationName} · {career.employmentType} · Posted{" "}
            <time dateTime={career.postedAt.toISOString()}>{words.date(career.postedAt)}</time>
          </p>
          <RichText html={career.descriptionHtml} className="mt-3" />
          <p className="mt-4">
            <AppLink
              href={`/careers/apply?position=${career.id}`}
              className={buttonClasses("primary", "md", "px-4")}
            >
              Apply for {career.title}
            </AppLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
