import type { EmblaCarouselType, EmblaPluginType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";

/**
 * An Embla plugin that turns sliding into fading: Embla keeps the selected index and handles
 * dragging and swiping, but never moves the slides; they stay stacked and cross-fade (CSS).
 */
function fade(): EmblaPluginType {
  return {
    name: "fade",
    options: {},
    // Embla calls init again after every re-initialisation (resize, new slides).
    init(api: EmblaCarouselType) {
      const { translate, slideLooper } = api.internalEngine();
      translate.clear();
      translate.toggleActive(false);
      for (const point of slideLooper.loopPoints) {
        point.translate.clear();
        point.translate.toggleActive(false);
      }
    },
    destroy() {},
  } as EmblaPluginType;
}

const plugins = [fade()];

/**
 * Swipe and drag for the sponsored carousel, loaded after the page (it is not needed to show or
 * advance the slides): Embla on the carousel's viewport, kept in step with the selected slide.
 */
export default function SponsoredSwipe({
  viewport,
  selected,
  onSelect,
}: {
  viewport: HTMLElement;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const [emblaRef, api] = useEmblaCarousel(
    // Right-to-left pages swipe the other way (Embla needs to be told; the slides follow `dir`).
    {
      loop: false,
      duration: 20,
      containScroll: false,
      startIndex: selected,
      direction: document.documentElement.dir === "rtl" ? "rtl" : "ltr",
    },
    plugins,
  );

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    if (!api) return;
    const handleSelect = () => onSelect(api.selectedScrollSnap());
    api.on("select", handleSelect);
    viewport.dataset.swipe = "ready";
    return () => {
      api.off("select", handleSelect);
      delete viewport.dataset.swipe;
    };
  }, [api, onSelect, viewport]);

  useEffect(() => {
    if (api && api.selectedScrollSnap() !== selected) api.scrollTo(selected, true);
  }, [api, selected]);

  return null;
}
