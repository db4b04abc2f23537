import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { ResponsiveImg } from "~/entities/listing/listing-image";
import { CATEGORIES, type Category } from "~/domain/categories";
import type { ListingImage } from "~/domain/listing";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { HeroSearchForm } from "./hero-search-form";
import type { HomeHeroImages } from "~/domain/home";
import { SlideDot } from "./slide-dot";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { Icon } from "~/components/ui/icon";

/** How long each slide stays (docs/product.md §9 "Hero slides"): houses 10 s, the others 5 s. */
const HERO_SLIDE_MS: Record<Category, number> = {
  houses: 10_000,
  cars: 5_000,
  shops: 5_000,
  hotels: 5_000,
  apartments: 5_000,
};

/** A colour wash per category: the whole background until (or without) a photo. */
const SLIDE_GRADIENTS: Record<Category, string> = {
  houses: "from-sky-900 via-teal-800 to-emerald-700",
  cars: "from-slate-900 via-orange-900 to-amber-700",
  shops: "from-indigo-950 via-violet-900 to-fuchsia-800",
  hotels: "from-cyan-950 via-sky-800 to-teal-600",
  apartments: "from-emerald-950 via-teal-900 to-cyan-800",
};

function HeroPicture({ image, priority }: { image: ListingImage; priority: boolean }) {
  return (
    <ResponsiveImg
      image={image}
      sizes="100vw"
      alt=""
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "low"}
      decoding={priority ? "sync" : "async"}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

/**
 * The rotating hero (docs/product.md §2 "Home hero"): one slide per category with a headline and a background
 * (a photo of that category on a colour wash), over a text search with suggestions (the
 * site's search box, given by the route as `search`) and the category → city → region search. The
 * section clips sideways only, so the suggestion list may hang over the section below (it stacks
 * above it, `z-10`).
 * Everything is server-rendered in its final size, slides are stacked in one grid cell and only
 * fade, so nothing moves when slides change. Rotation pauses on hover, focus and the pause button,
 * and never starts by itself for users who prefer reduced motion.
 */
export function HomeHero({ images, search }: { images: HomeHeroImages; search: ReactNode }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // Photos of the later slides wait until the page has loaded, so they never compete with the first.
  const [loadAllPhotos, setLoadAllPhotos] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (document.readyState === "complete") {
      setLoadAllPhotos(true);
      return;
    }
    const onLoad = () => setLoadAllPhotos(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);

  const rotating = hydrated && playing && !reducedMotion && !hovered && !focused;
  const category = CATEGORIES[active]!;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % CATEGORIES.length), HERO_SLIDE_MS[category]);
    return () => window.clearTimeout(timer);
  }, [rotating, active, category]);

  const userPaused = !playing || reducedMotion;

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate z-10 overflow-x-clip bg-slate-900 text-white"
      data-hydrated={hydrated ? "true" : undefined}
      data-rotating={rotating ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Backgrounds: decorative, stacked, cross-fading. */}
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {CATEGORIES.map((slide, index) => {
          const image = images[slide];
          return (
            <div
              key={slide}
              className={cn(
                "absolute inset-0 bg-gradient-to-br transition-opacity duration-1000 motion-reduce:transition-none",
                SLIDE_GRADIENTS[slide],
                index === active ? "opacity-100" : "opacity-0",
              )}
            >
              {image && (index === 0 || loadAllPhotos) ? <HeroPicture image={image} priority={index === 0} /> : null}
            </div>
          );
        })}
        <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/60 to-black/35" />
      </div>

      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-8 pt-10 sm:pb-12 sm:pt-16">
        <h1 id="hero-title" className="text-base font-semibold text-white/90 sm:text-lg">
          {t("home.heroTitle")}
        </h1>

        <div role="group" aria-roledescription="carousel" aria-label={t("homePage.hero.label")} className="flex flex-col gap-4">
          <div className="grid" aria-live={rotating ? "off" : "polite"}>
            {CATEGORIES.map((slide, index) => {
              const current = index === active;
              const name = t(`categories.${slide}`);
              return (
                <div
                  key={slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t("homePage.hero.slideLabel", { index: index + 1, total: CATEGORIES.length, name })}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  data-slide={slide}
                  className={cn(
                    "col-start-1 row-start-1 flex max-w-2xl flex-col gap-3 transition-opacity duration-700 motion-reduce:transition-none",
                    current ? "opacity-100" : "pointer-events-none opacity-0",
                  )}
                >
                  <p className="text-3xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
                    {t(`homePage.hero.slides.${slide}.headline`)}
                  </p>
                  <p className="text-base text-white/90 sm:text-lg">{t(`homePage.hero.slides.${slide}.text`)}</p>
                  <Link
                    to={paths.category(slide)}
                    className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-white underline underline-offset-4 hover:text-white/80"
                  >
                    {t("homePage.hero.browse", { category: name })}
                    <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
                  </Link>
                </div>
              );
            })}
          </div>

          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => setPlaying(userPaused)}
              aria-label={userPaused ? t("homePage.hero.play") : t("homePage.hero.pause")}
              className="flex size-9 items-center justify-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/25"
            >
              {userPaused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
            </button>
            {CATEGORIES.map((slide, index) => (
              <SlideDot
                key={slide}
                tone="photo"
                label={t("homePage.hero.goToSlide", { name: t(`categories.${slide}`) })}
                shown={index === active}
                onSelect={() => setActive(index)}
              />
            ))}
          </div>
        </div>

        <div className="flex flex-col gap-3">
          {search}
          <HeroSearchForm />
        </div>
      </div>
    </section>
  );
}
