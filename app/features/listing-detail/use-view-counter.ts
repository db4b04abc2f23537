import { useEffect, useRef } from "react";
import { BROWSER_ID_HEADER, BROWSER_ID_STORAGE_KEY, isBrowserId, viewedFlagKey } from "~/domain/listing-detail";

const inFlight = new Set<string>();

/** This browser's random id (kept in localStorage), which tells visitors sharing an address apart. */
function browserId(): string | null {
  try {
    const stored = window.localStorage.getItem(BROWSER_ID_STORAGE_KEY);
    if (isBrowserId(stored)) return stored;
    const fresh = window.crypto.randomUUID();
    window.localStorage.setItem(BROWSER_ID_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}

/**
 * Counts one view per browser per listing (spec §4 "Views"): after hydration, unless the browser
 * already holds the `viewed:<id>` flag, POSTs /api/listings/<id>/view and sets the flag once the
 * server has answered (counted, or ignored as a bot). `onCounted` receives the new total. Not
 * `enabled` (a listing that is not public, seen by its owner or an admin): nothing is sent.
 */
export function useViewCounter(listingId: string, onCounted: (views: number) => void, enabled = true) {
  const callback = useRef(onCounted);
  useEffect(() => {
    callback.current = onCounted;
  });

  useEffect(() => {
    if (!enabled) return;
    const key = viewedFlagKey(listingId);
    let alreadyViewed = false;
    try {
      alreadyViewed = window.localStorage.getItem(key) !== null;
    } catch {
      // Storage unavailable: count this page view.
    }
    if (alreadyViewed || inFlight.has(listingId)) return;
    inFlight.add(listingId);
    const id = browserId();
    fetch(`/api/listings/${encodeURIComponent(listingId)}/view`, {
      method: "POST",
      keepalive: true,
      headers: id ? { [BROWSER_ID_HEADER]: id } : {},
    })
      .then(async (response) => {
        if (response.status !== 200 && response.status !== 204) return;
        try {
          window.localStorage.setItem(key, new Date().toISOString());
        } catch {
          // Storage unavailable: nothing to remember.
        }
        if (response.status === 200) {
          const body = (await response.json()) as { views?: unknown };
          if (typeof body.views === "number") callback.current(body.views);
        }
      })
      .catch(() => {
        // Offline: the view is simply not counted.
      })
      .finally(() => inFlight.delete(listingId));
  }, [listingId, enabled]);
}
