import type { ListingImage } from "~/domain/listing";
import { cn } from "~/lib/cn";

/** A listing photo with its responsive WebP variants; width/height reserve its space. */
export function MediaImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ListingImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  return (
    <img
      src={image.variants[0]?.url ?? image.url}
      srcSet={srcSet || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      draggable={false}
      className={cn("object-cover", className)}
    />
  );
}
