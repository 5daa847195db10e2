import type { RangeModel } from "@forecourt/core/domain/model";
import { SiteLink } from "../site-link.tsx";
import { Card, CardBody, CardMedia } from "../ui/card.tsx";

type RangeModelCardProps = { model: RangeModel; headingLevel?: "h2" | "h3" };

/** A range item; its link honours the model's override URL (spec §3 Model). */
function rangeModelHref(model: Pick<RangeModel, "slug" | "overrideUrl">): string {
  return model.overrideUrl ?? `/models/${model.slug}`;
}

function RangeModelCard({ model, headingLevel = "h2" }: RangeModelCardProps) {
  const Heading = headingLevel;
  return (
    <Card className="relative">
      <CardMedia
        src={model.imageThumbUrl ?? model.imageUrl}
        aspect="photo"
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      >
        {model.isNew ? (
          <span className="absolute left-3 top-3 rounded bg-brand px-2 py-1 text-xs font-bold uppercase text-brand-foreground">
            New
          </span>
        ) : null}
      </CardMedia>
      <CardBody className="gap-1">
        <Heading className="text-lg font-semibold">
          <SiteLink
            href={rangeModelHref(model)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {model.name}
          </SiteLink>
        </Heading>
        <p className="text-sm text-slate-700">{model.bodyStyles.join(", ")}</p>
      </CardBody>
    </Card>
  );
}

/** The range as a grid of cards, up to three a row. */
export function RangeModelGrid({ models }: { models: RangeModel[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {models.map((model) => (
        <li key={model.id}>
          <RangeModelCard model={model} />
        </li>
      ))}
    </ul>
  );
}
