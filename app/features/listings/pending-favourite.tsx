import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/sonner";
import { PENDING_FAVOURITE_PARAM } from "~/domain/favourites";
import { isListingId } from "~/domain/listing-detail";
import { useFavourites, useToggleFavourite } from "~/entities/listing/use-favourites";

/**
 * Finishes a visitor's tap on a heart: the login page sent them back to the page with
 * `?fav=<listingId>`. Once a member is signed in, the favourite is saved (a same-origin POST, never
 * a state-changing GET), 'Favorilere eklendi' is shown and the parameter is removed from the
 * address (replace). Rendered once, in the root layout.
 */
export function PendingFavourite() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { viewer } = useFavourites();
  const toggle = useToggleFavourite();
  const { mutate } = toggle;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!viewer) return;
    const params = new URLSearchParams(location.search);
    const listingId = params.get(PENDING_FAVOURITE_PARAM);
    if (listingId === null || handled.current === location.key) return;
    handled.current = location.key;
    params.delete(PENDING_FAVOURITE_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    if (!isListingId(listingId)) return;
    mutate({ listingId, favourite: true }, { onSuccess: () => toast.success(t("favourites.added")) });
  }, [viewer, location, navigate, mutate, t]);

  return null;
}
