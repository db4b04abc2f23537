import { type ReactNode, createContext, createElement, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { toast } from "~/components/ui/sonner";
import type { FavouriteIdsResponse } from "~/domain/favourites";
import { useQuery, useQueryCache } from "~/lib/query-cache";
import { useViewer } from "~/lib/viewer";

const MUTATION_KEY = "favourites:toggle";
const idsKey = (userId: string) => `favourites:ids:${userId}`;

/** An /api/favourites answer that is not 2xx: carries the server's translated message. */
class FavouriteRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request(path: string, init: RequestInit): Promise<string[]> {
  const response = await fetch(path, { ...init, headers: { Accept: "application/json", ...init.headers } });
  const body = (await response.json().catch(() => null)) as (Partial<FavouriteIdsResponse> & { message?: unknown }) | null;
  if (!response.ok || !Array.isArray(body?.ids)) {
    throw new FavouriteRequestError(response.status, typeof body?.message === "string" ? body.message : `HTTP ${response.status}`);
  }
  return body.ids;
}

const fetchIds = (signal: AbortSignal) => request("/api/favourites", { signal });
const addOnServer = (listingId: string) =>
  request("/api/favourites", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ listingId }) });
const removeOnServer = (listingId: string) => request(`/api/favourites/${encodeURIComponent(listingId)}`, { method: "DELETE" });

type FavouritesState = ReturnType<typeof useFavouritesState>;

const FavouritesContext = createContext<FavouritesState | null>(null);

/**
 * The viewer and the set of listings they have favourited. For a member the ids come with who they
 * are (`useViewer`, one private request after the page has loaded) and seed the data cache, so the
 * hearts fill in as soon as the header does; visitors never fetch anything. `known`: whether the
 * page knows yet who is looking (a member's tap on a heart before that waits for it; on the page of
 * a visitor without the name cookie it stays false, and a tap is a visitor's).
 */
function useFavouritesState() {
  const state = useViewer();
  const viewer = state.viewer;
  const query = useQuery({
    key: idsKey(viewer?.id ?? ""),
    fetch: (signal) => fetchIds(signal),
    enabled: viewer !== null,
    initialData: state.favouriteIds,
    staleTime: 5 * 60_000,
  });
  const data = query.data;
  const ids = useMemo(() => new Set(viewer ? (data ?? []) : []), [viewer, data]);
  const known = state.status !== "pending";
  const loaded = viewer !== null && data !== undefined;
  return useMemo(() => ({ viewer, known, ids, loaded }), [viewer, known, ids, loaded]);
}

/**
 * Works out the favourites once for the whole page (the root layout renders it): a list page has 50
 * hearts, and each reading the viewer and the ids itself made them a good part of its render.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  return createElement(FavouritesContext.Provider, { value: useFavouritesState() }, children);
}

/** The page's favourites (see `useFavouritesState`), from the root's FavouritesProvider. */
export function useFavourites(): FavouritesState {
  const state = useContext(FavouritesContext);
  if (!state) throw new Error("useFavourites needs a FavouritesProvider (app/root.tsx)");
  return state;
}

export interface ToggleFavourite {
  listingId: string;
  /** true to add, false to remove */
  favourite: boolean;
}

const withChange = (ids: readonly string[] = [], { listingId, favourite }: ToggleFavourite) => {
  const others = ids.filter((id) => id !== listingId);
  return favourite ? [listingId, ...others] : others;
};

/**
 * Adds or removes a favourite: the heart changes at once (optimistic), the server's answer then
 * replaces the ids unless another change is still on its way; a failure undoes this one change
 * and shows a toast with the server's message. `isPending`: a change made here is on its way.
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const cache = useQueryCache();
  const { viewer } = useFavourites();
  const key = idsKey(viewer?.id ?? "");
  const [pending, setPending] = useState(0);
  const mutate = useCallback(
    (change: ToggleFavourite, callbacks?: { onSuccess?: (ids: string[]) => void }) => {
      cache.cancel(key);
      cache.setData<string[]>(key, (ids) => withChange(ids, change));
      setPending((count) => count + 1);
      const request = change.favourite ? addOnServer(change.listingId) : removeOnServer(change.listingId);
      void cache
        .trackMutation(
          MUTATION_KEY,
          request.then(
            (ids) => {
              // Only the last change in flight writes the server's list (earlier answers are outdated).
              if (cache.isMutating(MUTATION_KEY) === 1) cache.setData(key, ids);
              callbacks?.onSuccess?.(ids);
            },
            (error: unknown) => {
              cache.setData<string[]>(key, (ids) => withChange(ids, { ...change, favourite: !change.favourite }));
              toast.error(t("favourites.failed"), {
                description:
                  error instanceof FavouriteRequestError && error.status < 500 ? error.message : t("favourites.failedDescription"),
              });
            },
          ),
        )
        .finally(() => setPending((count) => count - 1));
    },
    [cache, key, t],
  );
  return { mutate, isPending: pending > 0 };
}
