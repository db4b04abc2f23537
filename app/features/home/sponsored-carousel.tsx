import { directionOf } from "~/lib/i18n/locales";
import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { cn } from "~/lib/cn";
import type { HomeSponsoredItem } from "~/domain/home";
import { SlideDot } from "./slide-dot";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { Icon } from "~/components/ui/icon";

/** docs/product.md §9 "Home": the carousel advances every 5 s and fades over 900 ms. */
const SPONSORED_ADVANCE_MS = 5_000;
const SPONSORED_FADE_MS = 900;

// Embla (swipe and drag) is fetched once the carousel is on screen or touched after the page has
// loaded: it is not needed to show or advance the slides, and a carousel below the fold never needs it.
const SponsoredSwipe = lazy(() => import("./sponsored-swipe"));

/** True once the element has been on screen (scrolled into view or visible at load). */
function useSeenOnScreen(element: HTMLElement | null) {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

function useWindowLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

/**
 * The sponsored-content carousel (docs/product.md §2, §9): at most 10 active items, a 900 ms cross-fade every
 * 5 s, paused while hovered or focused (and for reduced motion), with previous/next buttons and
 * dots. Each item links to the sponsor in a new tab.
 */
export function SponsoredCarousel({ items }: { items: HomeSponsoredItem[] }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === "en";
  const rtl = directionOf(i18n.language) === "rtl";
  const reducedMotion = usePrefersReducedMotion();
  const loaded = useWindowLoaded();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [touched, setTouched] = useState(false);
  const swipeWanted = useSeenOnScreen(viewport) || touched;
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Pictures load when their slide is shown or next, so hidden slides cost nothing up front.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = items.length;
  const current = Math.min(selected, Math.max(count - 1, 0));

  useEffect(() => {
    setSeen((previous) => {
      const next = (current + 1) % Math.max(count, 1);
      if (previous.has(current) && previous.has(next)) return previous;
      return new Set([...previous, current, next]);
    });
  }, [current, count]);

  const goTo = useCallback((index: number) => setSelected(((index % count) + count) % count), [count]);

  const autoplay = loaded && count > 1 && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => goTo(current + 1), SPONSORED_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, current, goTo]);

  if (count === 0) return null;
  const newTab = t("common.opensInNewTab");

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t("homePage.sponsored.label")}
      data-autoplay={autoplay ? "on" : "off"}
      className="relative"
      onMouseEnter={() => {
        setHovered(true);
        setTouched(true);
      }}
      onTouchStart={() => setTouched(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setTouched(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={setViewport} className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <div className="flex touch-pan-y" aria-live={autoplay ? "off" : "polite"}>
          {items.map((item, index) => {
            const shown = index === current;
            const title = (english && item.titleEn) || item.title;
            const description = (english && item.descriptionEn) || item.description;
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("homePage.sponsored.slideLabel", { index: index + 1, total: count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                data-sponsored-slide={index}
                // Every slide moved onto the first (a cross-fade): leftwards, or rightwards on a right-to-left page.
                style={{ transform: `translateX(${(rtl ? 100 : -100) * index}%)`, transitionDuration: `${SPONSORED_FADE_MS}ms` }}
                className={cn(
                  "relative min-w-0 flex-[0_0_100%] bg-card transition-opacity ease-in-out motion-reduce:transition-none",
                  shown ? "z-10 opacity-100" : "pointer-events-none z-0 opacity-0",
                )}
              >
                <article className="grid h-full md:grid-cols-2">
                  <div className="relative aspect-[2/1] overflow-hidden bg-muted">
                    {item.imageUrl && seen.has(index) ? (
                      <img
                        src={item.imageUrl}
                        alt=""
                        width={1200}
                        height={600}
                        loading="lazy"
                        decoding="async"
                        className="absolute inset-0 size-full object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="flex flex-col gap-2 p-5 pb-14 md:p-8 md:pb-16">
                    <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                      <span className="rounded bg-muted px-1.5 py-0.5 text-foreground">{t("homePage.sponsored.ad")}</span>
                      {/* The name as written: CSS upper case would turn a Turkish i into I (or an English i into İ). */}
                      <span className="normal-case">{item.company}</span>
                    </p>
                    <h3 className="text-xl font-semibold leading-snug md:text-2xl">{title}</h3>
                    {description ? <p className="line-clamp-3 text-sm text-muted-foreground md:text-base">{description}</p> : null}
                    {item.linkUrl ? (
                      <a
                        href={item.linkUrl}
                        target="_blank"
                        rel="sponsored noopener noreferrer"
                        className="mt-2 inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        {t("homePage.sponsored.visit")}
                        <span className="sr-only">
                          {": "}
                          {title} ({newTab})
                        </span>
                        <Icon name="external-link" className="size-4" />
                      </a>
                    ) : null}
                  </div>
                </article>
              </div>
            );
          })}
        </div>
      </div>

      {loaded && swipeWanted && viewport && count > 1 ? (
        <Suspense fallback={null}>
          <SponsoredSwipe viewport={viewport} selected={current} onSelect={setSelected} />
        </Suspense>
      ) : null}

      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 z-20 flex items-center justify-center gap-1 px-3 md:left-1/2">
          <button
            type="button"
            onClick={() => goTo(current - 1)}
            aria-label={t("homePage.sponsored.previous")}
            className="flex size-9 items-center justify-center rounded-full border bg-background/90 text-foreground shadow-sm hover:bg-accent"
          >
            <Icon name="chevron-left" className="size-4 rtl:-scale-x-100" />
          </button>
          {items.map((item, index) => (
            <SlideDot
              key={item.id}
              tone="page"
              label={t("homePage.sponsored.goTo", { index: index + 1 })}
              shown={index === current}
              onSelect={() => goTo(index)}
            />
          ))}
          <button
            type="button"
            onClick={() => goTo(current + 1)}
            aria-label={t("homePage.sponsored.next")}
            className="flex size-9 items-center justify-center rounded-full border bg-background/90 text-foreground shadow-sm hover:bg-accent"
          >
            <Icon name="chevron-right" className="size-4 rtl:-scale-x-100" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
