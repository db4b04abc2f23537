import type { ListingImage as ListingImageData } from "~/domain/listing";
import { cn } from "~/lib/cn";

/** A listing photo with responsive WebP variants; width/height reserve its space (no layout shift). */
export function ListingImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ListingImageData | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!image) return <div className={cn("bg-muted", className)} aria-hidden="true" />;
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  return (
    <img
      src={image.variants[0]?.url ?? image.url}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("object-cover", className)}
    />
  );
}
