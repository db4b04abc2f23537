import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { LIVE_RECONNECT_DELAYS_MS } from "~/domain/admin";

/**
 * The live moderation queue: an EventSource on /api/admin/events. Each `pending` event
 * (a listing submitted or resubmitted on any app node) and each `revision` event (an owner's edit
 * of a live listing waiting for approval, decision 017) and each `report` event (someone reported a
 * listing) re-runs the panel's loader and calls `onPending` with its kind. A dropped stream reconnects after 0.5 s, 1 s, 2 s, 5 s, then every
 * 10 s; once it is back, the loader re-runs, since a listing submitted while it was down sent no
 * event to this page. So does the first connection: a listing submitted between the page's render
 * and the stream's start (hydration, a slow or held connection) sent none either.
 *
 * One re-run at a time: an event that comes while one runs asks for one more once it has ended. A
 * burst of submissions re-runs the loader twice at most, and no re-run is aborted half-way by the
 * next (React Router would reject the aborted one's promise, an uncaught AbortError on the page).
 */
export function useLiveQueue(onPending: (kind: "listing" | "revision" | "report") => void): "connecting" | "open" {
  const [state, setState] = useState<"connecting" | "open">("connecting");
  const revalidator = useRevalidator();
  const latest = useRef({ onPending, revalidator });
  latest.current = { onPending, revalidator };

  useEffect(() => {
    let source: EventSource | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // Set until the first connection, and when a stream failed (dropped, or never connected): the
    // page's data may have missed events.
    let missedEvents = true;
    let reloading = false;
    let reloadAgain = false;
    const reload = () => {
      if (reloading) {
        reloadAgain = true;
        return;
      }
      reloading = true;
      latest.current.revalidator
        .revalidate()
        .catch((error: unknown) => {
          // Another navigation (the admin's own) took over: it loads the page's data itself.
          if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
        })
        .finally(() => {
          reloading = false;
          if (!reloadAgain || closed) return;
          reloadAgain = false;
          reload();
        });
    };
    const connect = () => {
      source = new EventSource("/api/admin/events");
      source.addEventListener("open", () => {
        attempt = 0;
        setState("open");
        if (missedEvents) reload();
        missedEvents = false;
      });
      source.addEventListener("pending", () => {
        reload();
        latest.current.onPending("listing");
      });
      source.addEventListener("revision", () => {
        reload();
        latest.current.onPending("revision");
      });
      source.addEventListener("report", () => {
        reload();
        latest.current.onPending("report");
      });
      source.addEventListener("error", () => {
        missedEvents = true;
        source?.close();
        setState("connecting");
        if (closed) return;
        const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(attempt, LIVE_RECONNECT_DELAYS_MS.length - 1)];
        attempt += 1;
        timer = setTimeout(connect, delay);
      });
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);

  return state;
}
