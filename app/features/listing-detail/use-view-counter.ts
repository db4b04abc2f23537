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
 * Counts one view per browser per listing (docs/product.md §4 "Views"): after hydration, unless the browser
 * already holds the `viewed:<id>` flag, POSTs /api/listings/<id>/view and sets the flag once the
 * server has answered (counted, or ignored as a bot). `onCounted` receives the new total. The flag
 * keeps that total: the page may come from a cache (decision 022) rendered before this browser's
 * view, and a reload must not show a smaller count than the browser has seen, so a remembered total
 * is passed to `onCounted` too (the page keeps the larger count). Not `enabled` (a listing that is not
 * public, seen by its owner or an admin): nothing is sent.
 */
export function useViewCounter(listingId: string, onCounted: (views: number) => void, enabled = true) {
  const callback = useRef(onCounted);
  useEffect(() => {
    callback.current = onCounted;
  });

  useEffect(() => {
    if (!enabled) return;
    // A task of its own: hydration's last task (every effect of the page) is long enough on a slow
    // phone without storage reads and a request.
    const timer = setTimeout(() => count(listingId, (views) => callback.current(views)), 0);
    return () => clearTimeout(timer);
  }, [listingId, enabled]);
}

/** Counts this browser's view of the listing unless it already did (see useViewCounter). */
function count(listingId: string, onCounted: (views: number) => void) {
  const key = viewedFlagKey(listingId);
  let flag: string | null = null;
  try {
    flag = window.localStorage.getItem(key);
  } catch {
    // Storage unavailable: count this page view.
  }
  if (flag !== null) {
    // The total seen when it was counted (a flag set before totals were kept holds a date).
    const seen = /^\d+$/.test(flag) ? Number(flag) : null;
    if (seen !== null) onCounted(seen);
    return;
  }
  if (inFlight.has(listingId)) return;
  inFlight.add(listingId);
  const id = browserId();
  fetch(`/api/listings/${encodeURIComponent(listingId)}/view`, {
    method: "POST",
    keepalive: true,
    headers: id ? { [BROWSER_ID_HEADER]: id } : {},
  })
    .then(async (response) => {
      if (response.status !== 200 && response.status !== 204) return;
      const body = response.status === 200 ? ((await response.json()) as { views?: unknown }) : {};
      const views = typeof body.views === "number" ? body.views : null;
      try {
        window.localStorage.setItem(key, views === null ? new Date().toISOString() : String(views));
      } catch {
        // Storage unavailable: nothing to remember.
      }
      if (views !== null) onCounted(views);
    })
    .catch(() => {
      // Offline: the view is simply not counted.
    })
    .finally(() => inFlight.delete(listingId));
}
