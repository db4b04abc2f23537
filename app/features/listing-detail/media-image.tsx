import { ResponsiveImg } from "~/components/listing-image";
import type { ListingImage } from "~/domain/listing";
import { cn } from "~/lib/cn";

/** A listing photo with its responsive WebP (and AVIF) variants; width/height reserve its space. */
export function MediaImage({
  image,
  alt,
  sizes,
  priority = false,
  fit = "cover",
  className,
}: {
  image: ListingImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** How the photo fills its box: cropped (cover) or whole (contain). */
  fit?: "cover" | "contain";
  className?: string;
}) {
  return (
    <ResponsiveImg
      image={image}
      sizes={sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      draggable={false}
      className={cn(fit === "contain" ? "object-contain" : "object-cover", className)}
    />
  );
}
