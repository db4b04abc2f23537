import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PENDING_FAVOURITE_PARAM } from "~/domain/favourites";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { hasNameCookie } from "~/lib/viewer";
import { useFavourites, useToggleFavourite } from "./use-favourites";

/** The current page with `?fav=<listingId>` added: where login sends a visitor back to. */
function returnPathWithFavourite(location: { pathname: string; search: string; hash: string }, listingId: string) {
  const params = new URLSearchParams(location.search);
  params.set(PENDING_FAVOURITE_PARAM, listingId);
  return `${location.pathname}?${params}${location.hash}`;
}

/**
 * The heart of a listing: a toggle button (`aria-pressed`) for members; a
 * visitor is sent to the login page and comes back with the favourite saved (`PendingFavourite`).
 * `variant="card"` is the round icon button over a card's photo, `"detail"` a labelled button.
 */
export function FavouriteButton({
  listingId,
  title,
  variant,
  className,
}: {
  listingId: string;
  /** The listing's title, named in the card button's label (many hearts share one page). */
  title?: string;
  variant: "card" | "detail";
  className?: string;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { viewer, known, ids } = useFavourites();
  const toggle = useToggleFavourite();
  // A tap before the page knows who is looking (the viewer's request is on its way) counts once it does.
  const waiting = useRef(false);
  const pressed = ids.has(listingId);
  const label = pressed ? t("favourites.remove") : t("favourites.add");
  const accessibleName =
    variant === "card" && title ? t(pressed ? "favourites.removeWithTitle" : "favourites.addWithTitle", { title }) : label;

  function onClick() {
    // A member's tap before the page knows them waits for it; without the name cookie it is a visitor's.
    if (!known && hasNameCookie()) {
      waiting.current = true;
      return;
    }
    if (!viewer) {
      void navigate(paths.login(returnPathWithFavourite(location, listingId)));
      return;
    }
    // One change at a time per heart keeps the server's order of changes the visitor's order.
    if (toggle.isPending) return;
    toggle.mutate({ listingId, favourite: !pressed });
  }

  const replay = useEffectEvent(onClick);
  useEffect(() => {
    if (!known || !waiting.current) return;
    waiting.current = false;
    replay();
  }, [known]);

  // From the page's sprite: a list page repeats it 50 times.
  const icon = <Icon name="heart" className={cn(pressed && "fill-current")} />;
  if (variant === "detail") {
    return (
      <Button
        type="button"
        variant="outline"
        aria-pressed={pressed}
        data-favourite={listingId}
        className={cn(pressed && "text-rose-700 dark:text-rose-400", className)}
        onClick={onClick}
      >
        {icon}
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={accessibleName}
      title={label}
      data-favourite={listingId}
      onClick={onClick}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full bg-background/90 shadow-sm transition-colors hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5",
        pressed ? "text-rose-700 dark:text-rose-400" : "text-foreground",
        className,
      )}
    >
      {icon}
    </button>
  );
}
