import type { ComponentProps } from "react";
import { preload } from "react-dom";
import type { ListingImage as ListingImageData } from "~/domain/listing";
import { cn } from "~/lib/cn";

/**
 * The `src`/`srcset` candidates of a stored image: its WebP variants for `<img>`, and for an AVIF
 * `<source>` the AVIF variants plus the WebP ones wider than the widest AVIF (AVIF is only made at
 * small widths to spare the server's CPU; every AVIF-capable browser decodes WebP, so a large screen
 * still gets a sharp picture).
 */
export function imageSources(image: ListingImageData) {
  const webp = image.variants.filter((variant) => variant.format === "webp");
  const avif = image.variants.filter((variant) => variant.format === "avif");
  const widestAvif = Math.max(0, ...avif.map((variant) => variant.width));
  const list = (variants: ListingImageData["variants"]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  return {
    src: webp[0]?.url ?? image.url,
    srcSet: list(webp) || undefined,
    avifSrcSet: avif.length > 0 ? list([...avif, ...webp.filter((variant) => variant.width > widestAvif)]) : undefined,
  };
}

/**
 * An `<img>` of a stored image with its responsive variants, wrapped in a `<picture>` (laid out as if
 * absent: `display: contents`) with an AVIF source when the image has AVIF variants.
 */
export function ResponsiveImg({
  image,
  sizes,
  ...props
}: { image: ListingImageData; sizes: string } & Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height">) {
  const { src, srcSet, avifSrcSet } = imageSources(image);
  const img = <img src={src} srcSet={srcSet} sizes={sizes} width={image.width} height={image.height} {...props} />;
  if (!avifSrcSet) return img;
  // React preloads a plain eager <img> by itself but not one inside a <picture>: do it for the AVIF source.
  if (props.loading !== "lazy") {
    preload(src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      fetchPriority: props.fetchPriority ?? undefined,
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * A listing photo with responsive WebP (and AVIF) variants; width/height reserve its space (no layout
 * shift). A `priority` photo (the page's largest, e.g. the gallery's first) loads at once and is
 * decoded with the paint; the others load lazily and decode off the main thread. Without a photo, a
 * muted box of the same size.
 */
export function ListingImage({
  image,
  alt,
  sizes,
  priority = false,
  fit = "cover",
  draggable,
  className,
}: {
  image: ListingImageData | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** How the photo fills its box: cropped (cover) or whole (contain). */
  fit?: "cover" | "contain";
  /** false where photos are swiped (the gallery). */
  draggable?: boolean;
  className?: string;
}) {
  if (!image) return <div className={cn("bg-muted", className)} aria-hidden="true" />;
  return (
    <ResponsiveImg
      image={image}
      sizes={sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      draggable={draggable}
      className={cn(fit === "contain" ? "object-contain" : "object-cover", className)}
    />
  );
}
