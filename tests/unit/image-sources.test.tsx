import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImg, imageSources } from "~/entities/listing/listing-image";
import type { ListingImage } from "~/domain/listing";
import { variantAtLeast } from "~/features/listing-detail/media";

const v = (width: number, format: "webp" | "avif") => ({ url: `/media/listing-images/u/l/1-a-${width}w.${format}`, width, format });
const withAvif: ListingImage = {
  url: v(1600, "webp").url,
  width: 1600,
  height: 1067,
  variants: [v(480, "webp"), v(960, "webp"), v(1600, "webp"), v(480, "avif"), v(960, "avif")],
};
const webpOnly: ListingImage = { url: v(960, "webp").url, width: 960, height: 640, variants: [v(480, "webp"), v(960, "webp")] };

describe("responsive image sources", () => {
  it("gives <img> the WebP variants and the AVIF source the AVIF ones plus the wider WebP", () => {
    expect(imageSources(withAvif)).toEqual({
      src: v(480, "webp").url,
      srcSet: `${v(480, "webp").url} 480w, ${v(960, "webp").url} 960w, ${v(1600, "webp").url} 1600w`,
      avifSrcSet: `${v(480, "avif").url} 480w, ${v(960, "avif").url} 960w, ${v(1600, "webp").url} 1600w`,
    });
    expect(imageSources(webpOnly).avifSrcSet).toBeUndefined();
  });

  it("renders a <picture> with an AVIF source only when there are AVIF variants", () => {
    const picture = renderToStaticMarkup(<ResponsiveImg image={withAvif} sizes="100vw" alt="Villa" loading="lazy" />);
    expect(picture).toMatch(/^<picture class="contents"><source type="image\/avif" srcSet="[^"]+avif 480w[^"]+" sizes="100vw"\/><img /);
    expect(picture).toContain('width="1600" height="1067"');
    const plain = renderToStaticMarkup(<ResponsiveImg image={webpOnly} sizes="50vw" alt="Villa" loading="lazy" />);
    expect(plain).toMatch(/^<img /);
    expect(plain).not.toContain("avif");
  });

  it("preloads an eager picture's AVIF candidates, as React does for a plain eager <img>", () => {
    const eager = renderToStaticMarkup(<ResponsiveImg image={withAvif} sizes="100vw" alt="" fetchPriority="high" />);
    expect(eager).toMatch(/<link rel="preload" as="image" type="image\/avif"[^>]*imageSrcSet="[^"]*480w\.avif 480w/);
    expect(eager).toContain("<picture");
  });

  it("picks WebP thumbnails only", () => {
    expect(variantAtLeast(withAvif, 400)).toBe(v(480, "webp").url);
    expect(variantAtLeast(withAvif, 2000)).toBe(v(1600, "webp").url);
  });
});
