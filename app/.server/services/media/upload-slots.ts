import { UPLOADS_IN_FLIGHT_MAX } from "~/domain/uploads";

/**
 * Uploads being received or processed per member on this node (decision 036): each holds its file
 * in memory while it is processed, so one member may not have more than UPLOADS_IN_FLIGHT_MAX at
 * once. Per node, not per cluster: N nodes allow N times as many, each bounded.
 */
const inFlight = new Map<string, number>();

/** Takes a slot for `memberId`; false when the member already has the most allowed. */
export function acquireUploadSlot(memberId: string): boolean {
  const current = inFlight.get(memberId) ?? 0;
  if (current >= UPLOADS_IN_FLIGHT_MAX) return false;
  inFlight.set(memberId, current + 1);
  return true;
}

/** Gives back a slot taken by acquireUploadSlot (always, in a `finally`). */
export function releaseUploadSlot(memberId: string) {
  const current = inFlight.get(memberId) ?? 0;
  if (current <= 1) inFlight.delete(memberId);
  else inFlight.set(memberId, current - 1);
}
