import { cx } from "./cx.ts";
import { OptimisedImage } from "./optimised-image.tsx";

/** A framed card (vehicle, offer, model, article) whose body stretches to the row's height. */
export function Card({ className, ...rest }: React.ComponentProps<"article">) {
  return <article className={cx("card", className)} {...rest} />;
}

/** Shapes of a card's picture: stock photos are 3:2, offer and article banners 1200:630. */
const CARD_MEDIA_ASPECTS = {
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
  /** Widest rendition offered (`OptimisedImage`); a card is at most a phone's width. */
  maxWidth?: number;
  /** Laid over the picture (a tag, a "New" badge). */
  children?: React.ReactNode;
};

/** The card's picture through the image optimiser, cropped to fill its frame. */
export function CardMedia({
  src,
  alt = "",
  sizes,
  aspect,
  priority,
  maxWidth = 1080,
  children,
}: CardMediaProps) {
  return (
    <div className={cx("card-media", CARD_MEDIA_ASPECTS[aspect])}>
      {src ? (
        <OptimisedImage src={src} alt={alt} sizes={sizes} maxWidth={maxWidth} priority={priority} />
      ) : null}
      {children}
    </div>
  );
}

/** The card's text under the picture. */
export function CardBody({ className, ...rest }: React.ComponentProps<"div">) {
  return <div className={cx("card-body", className)} {...rest} />;
}
