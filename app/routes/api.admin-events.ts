import type { Route } from "./+types/api.admin-events";
import { requireAdminApi } from "~/.server/http/admin-guard";
import { LIVE_HEARTBEAT_MS, LIVE_RECONNECT_DELAYS_MS } from "~/domain/admin";

const EVENT_NAMES = { listing: "pending", revision: "revision", report: "report" } as const;

/**
 * GET /api/admin/events — the live moderation queue as server-sent events: `pending`
 * with the listing id whenever a listing is submitted or resubmitted on any node, `revision` with
 * the listing id when an owner's edit of a live listing waits for approval (decision 017), `report`
 * with the listing id when someone reports a listing, a comment every 20 s as a
 * heartbeat. Admins only.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminApi(context.app, request);
  const encoder = new TextEncoder();
  let cleanup = () => {};
  // Set when the stream is cancelled (the client went away), possibly while the subscription below
  // was still being set up: it must then be undone as soon as it exists.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by a cancel.
        }
      };
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close(); // the stream was closed under us: stop listening
        }
      };
      const unsubscribe = await context.app.liveQueue.subscribe((event) =>
        send(`event: ${EVENT_NAMES[event.kind]}\ndata: ${JSON.stringify({ id: event.id })}\n\n`),
      );
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), LIVE_HEARTBEAT_MS);
      const forget = context.app.liveQueue.onShutdown(close);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        forget();
      };
      // The client may have hung up while the subscription was being set up.
      // (Or a first event found the stream closed before `cleanup` existed.)
      if (!open || cancelled || request.signal.aborted) {
        open = true;
        close();
        return;
      }
      request.signal.addEventListener("abort", close);
      // Only now (this node LISTENs): from this comment on, no submission on any node is missed.
      send(`retry: ${LIVE_RECONNECT_DELAYS_MS[0]}\n: connected\n\n`);
    },
    cancel() {
      cancelled = true;
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}
