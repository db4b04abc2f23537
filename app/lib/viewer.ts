import { startTransition, useCallback, useEffect, useState } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { USER_NAME_COOKIE, VIEWER_ENDPOINT, type Viewer, type ViewerResponse } from "~/domain/viewer";
import { useQuery, useQueryCache } from "./query-cache";

/**
 * Who is looking at a public page (decision 021). Public pages are the same HTML
 * for everyone, so a shared cache can keep them; what is the member's own (the header's name and
 * menu, the admin link, the hearts) comes from one private request, GET /api/viewer, made once the
 * page has loaded. It is made only when the readable name cookie is there: visitors never make it.
 * The head script MEMBER_SCRIPT (head-scripts.ts) starts it before the page's scripts have even
 * loaded and shows the name from that cookie before the first paint, so nothing flashes.
 */

declare global {
  interface Window {
    /** The /api/viewer request MEMBER_SCRIPT started (null when it failed); taken by the first fetch. */
    __kkViewer?: Promise<ViewerResponse | null>;
  }
}

const listeners = new Set<() => void>();
/** The name cookie as last read, and how many times it changed in this document (null: not read yet). */
let current: { name: string | null; generation: number } | null = null;

function readNameCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${USER_NAME_COOKIE}=([^;]+)`).exec(document.cookie);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

function snapshot() {
  const name = readNameCookie();
  if (current === null || name !== current.name) current = { name, generation: current === null ? 0 : current.generation + 1 };
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Reads the name cookie again: a sign-in, a sign-out or a rename may have changed it. */
function checkNameCookie() {
  for (const listener of listeners) listener();
}

/**
 * The name cookie: undefined while the server renders and the page hydrates (the HTML is the same
 * for everyone), then its value (null without one). Each change (sign-in, sign-out, another
 * account) starts a new generation, so one account's answer is never shown for the next.
 *
 * The value is taken in a transition, not with useSyncExternalStore: that hook re-renders at once
 * when the value differs from the server's, and React must first hydrate, in one go, every part of
 * the page still waiting to be hydrated that reads it (the hearts of every card) — a long task on
 * a slow phone. In a transition the same work is done in slices between frames.
 */
function useNameCookie() {
  const [cookie, setCookie] = useState<ReturnType<typeof snapshot> | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const next = snapshot();
      // A visitor who has not signed in on this page keeps the page as the server rendered it:
      // "not known yet" shows the visitor's links already (app.css), and a heart knows from the
      // cookie (`hasNameCookie`), so hydration is followed by no re-render at all.
      if (next.name === null && next.generation === 0) return;
      startTransition(() => setCookie(next));
    };
    read();
    return subscribe(read);
  }, []);
  return cookie;
}

/** Whether the browser holds the readable name cookie, i.e. someone may be signed in (a visitor's page never asks who). */
export function hasNameCookie(): boolean {
  return readNameCookie() !== null;
}

async function fetchViewer(signal: AbortSignal): Promise<ViewerResponse> {
  const early = window.__kkViewer;
  window.__kkViewer = undefined;
  const started = early ? await early.catch(() => null) : null;
  if (started) return started;
  const response = await fetch(VIEWER_ENDPOINT, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ViewerResponse;
}

export type ViewerState =
  /**
   * Not known yet: the server's render, the hydration, or the request on its way (`name`: the
   * cookie's); and for good on the page of a visitor without the name cookie (see useNameCookie).
   */
  | { status: "pending"; viewer: null; name: string | null; favouriteIds: undefined; savedSearchCount?: undefined }
  | { status: "visitor"; viewer: null; name: null; favouriteIds: undefined; savedSearchCount?: undefined }
  | { status: "member"; viewer: Viewer; name: string; favouriteIds: string[]; savedSearchCount: number };

const viewerKey = (cookie: { generation: number } | undefined | null) => `viewer:${cookie?.generation ?? "server"}`;

/**
 * Sets the member's count of saved searches the header shows, without asking again: after a search
 * is saved, or from the saved searches page's own list. Nothing happens before the viewer is known.
 */
export function useSetSavedSearchCount(): (update: (count: number) => number) => void {
  const cache = useQueryCache();
  const cookie = useNameCookie();
  return useCallback(
    (update) => {
      const key = viewerKey(cookie);
      const answer = cache.getData<ViewerResponse>(key);
      if (answer?.viewer) cache.setData<ViewerResponse>(key, { ...answer, savedSearchCount: Math.max(0, update(answer.savedSearchCount)) });
    },
    [cache, cookie],
  );
}

/** The viewer of the page (see above); one request per document and sign-in, shared by every caller. */
export function useViewer(): ViewerState {
  const cookie = useNameCookie();
  const signedIn = cookie !== undefined && cookie.name !== null;
  const query = useQuery<ViewerResponse>({
    key: viewerKey(cookie),
    fetch: fetchViewer,
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (cookie === undefined) return { status: "pending", viewer: null, name: null, favouriteIds: undefined };
  const answer = signedIn ? query.data : undefined;
  if (answer?.viewer)
    return {
      status: "member",
      viewer: answer.viewer,
      name: answer.viewer.name,
      favouriteIds: answer.favouriteIds,
      savedSearchCount: answer.savedSearchCount,
    };
  // Still asking (a failed request counts as signed out: the header offers to sign in again).
  if (signedIn && answer === undefined && !query.isError)
    return { status: "pending", viewer: null, name: cookie.name, favouriteIds: undefined };
  return { status: "visitor", viewer: null, name: null, favouriteIds: undefined };
}

/**
 * Reads the name cookie again whenever it may have changed: after each navigation or submission
 * settles (sign-in, sign-out and renames answer with a new cookie) and when the tab comes back
 * (a sign-in in another tab). Rendered once, by the root layout.
 */
export function useNameCookieWatch() {
  const location = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  useEffect(() => {
    if (!busy) checkNameCookie();
  }, [location.key, busy]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") checkNameCookie();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
}
