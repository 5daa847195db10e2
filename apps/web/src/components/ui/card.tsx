import Image from "next/image";
import { cn } from "./cn.ts";

/** A framed card (vehicle, offer, model, article) whose body stretches to the row's height. */
export function Card({ className, ...rest }: React.ComponentProps<"article">) {
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
        className,
      )}
      {...rest}
    />
  );
}

/** Shapes of a card's picture: stock photos are 3:2, offer and article banners 1200:630. */
export const CARD_MEDIA_ASPECTS = {
  photo: "aspect-[3/2]",
  banner: "aspect-[1200/630]",
} as const;

type CardMediaProps = {
  /** No picture: the grey frame still holds the card's shape. */
  src: string | null | undefined;
  alt?: string;
  sizes: string;
  aspect: keyof typeof CARD_MEDIA_ASPECTS;
  priority?: boolean;
  /** Laid over the picture (a tag, a "New" badge). */
  children?: React.ReactNode;
};

/** The card's picture through the image optimiser, cropped to fill its frame. */
export function CardMedia({ src, alt = "", sizes, aspect, priority, children }: CardMediaProps) {
  return (
    <div className={cn("relative bg-slate-100", CARD_MEDIA_ASPECTS[aspect])}>
      {src ? (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      ) : null}
      {children}
    </div>
  );
}

/** The card's text under the picture. */
export function CardBody({ className, ...rest }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-1 flex-col gap-2 p-4", className)} {...rest} />;
}
