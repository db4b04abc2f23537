import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/sonner";
import type { FavouriteIdsResponse } from "~/domain/favourites";
import type { Viewer } from "~/domain/viewer";

/** What the root loader hands every page: the viewer and, for a member, their favourite ids. */
interface RootFavouriteData {
  viewer: Viewer | null;
  favouriteIds: string[];
}

const MUTATION_KEY = ["favourites", "toggle"] as const;
const idsKey = (userId: string) => ["favourites", "ids", userId] as const;

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

/**
 * The viewer and the set of listings they have favourited. For a member the ids arrive with the
 * page (root loader) and seed the query cache, so hearts are right at hydration; visitors never
 * fetch anything.
 */
export function useFavourites() {
  const root = useRouteLoaderData("root") as RootFavouriteData | undefined;
  const viewer = root?.viewer ?? null;
  const query = useQuery({
    queryKey: idsKey(viewer?.id ?? ""),
    queryFn: ({ signal }) => fetchIds(signal),
    enabled: viewer !== null,
    initialData: viewer ? root?.favouriteIds : undefined,
    staleTime: 5 * 60_000,
  });
  const ids = useMemo(() => new Set(viewer ? (query.data ?? []) : []), [viewer, query.data]);
  return { viewer, ids, loaded: viewer !== null && query.data !== undefined };
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
 * and shows a toast with the server's message.
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { viewer } = useFavourites();
  const key = idsKey(viewer?.id ?? "");
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (change: ToggleFavourite) => (change.favourite ? addOnServer(change.listingId) : removeOnServer(change.listingId)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<string[]>(key, (ids) => withChange(ids, change));
    },
    onSuccess: (ids) => {
      // Only the last change in flight writes the server's list (earlier answers are outdated).
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) queryClient.setQueryData(key, ids);
    },
    onError: (error, change) => {
      queryClient.setQueryData<string[]>(key, (ids) => withChange(ids, { ...change, favourite: !change.favourite }));
      toast.error(t("favourites.failed"), {
        description: error instanceof FavouriteRequestError && error.status < 500 ? error.message : t("favourites.failedDescription"),
      });
    },
  });
}
