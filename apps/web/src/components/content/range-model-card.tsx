import Image from "next/image";
import type { RangeModel } from "@forecourt/core/domain/model";
import { SiteLink } from "../site-link.tsx";

type RangeModelCardProps = { model: RangeModel; headingLevel?: "h2" | "h3" };

/** A range item; its link honours the model's override URL (spec §3 Model). */
export function rangeModelHref(model: Pick<RangeModel, "slug" | "overrideUrl">): string {
  return model.overrideUrl ?? `/models/${model.slug}`;
}

export function RangeModelCard({ model, headingLevel = "h2" }: RangeModelCardProps) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-slate-100">
        {(model.imageThumbUrl ?? model.imageUrl) ? (
          <Image
            src={model.imageThumbUrl ?? model.imageUrl ?? ""}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        ) : null}
        {model.isNew ? (
          <span className="absolute left-3 top-3 rounded bg-brand px-2 py-1 text-xs font-bold uppercase text-brand-foreground">
            New
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold">
          <SiteLink
            href={rangeModelHref(model)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {model.name}
          </SiteLink>
        </Heading>
        <p className="text-sm text-slate-700">{model.bodyStyles.join(", ")}</p>
      </div>
    </article>
  );
}
