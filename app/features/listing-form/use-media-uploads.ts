import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/sonner";
import type { ListingImage } from "~/domain/listing";
import { MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING, type UploadKind } from "~/domain/uploads";
import { useTranslation } from "~/lib/i18n/react";
import { type MediaItem, isInFlight, itemsOfKind, moveMediaItem, savedMedia, storedMediaItems } from "./media-items";
import {
  PROGRESS_CLEAR_MS,
  UploadCancelledError,
  UploadError,
  UploadScheduler,
  UploadTimeoutError,
  fileIdentity,
  isHeicFile,
  prepareImage,
  uploadFile,
} from "./upload-pipeline";

/** Completed versus total uploads of the current round ('Yükleniyor (done/total)'), null when none ran lately. */
export type UploadProgress = { done: number; total: number } | null;

/**
 * The listing form's media: every picked photo or video starts uploading at once
 * in the background, 3 at a time (docs/product.md §7), with per-file progress; a failed file can be retried, a
 * running one cancelled and any removed; photos are reordered (the first is the cover), each move
 * announced. `settle` lets the save wait for what is still running.
 */
export function useMediaUploads({
  listingId,
  initialImages,
  initialVideos,
  onSessionLost,
}: {
  listingId: string;
  initialImages: readonly ListingImage[];
  initialVideos: readonly string[];
  onSessionLost: () => void;
}) {
  const { t } = useTranslation();
  const photoName = (index: number) => t("listingForm.media.photo", { index });
  const [items, setItems] = useState<readonly MediaItem[]>(() => storedMediaItems(initialImages, initialVideos, photoName));
  // The latest list for the upload callbacks, changed only together with the state.
  const current = useRef<readonly MediaItem[]>(items);
  const scheduler = useRef<UploadScheduler | null>(null);
  const round = useRef({ done: 0, total: 0 });
  const [progress, setProgress] = useState<UploadProgress>(null);
  /** What screen readers are told of the last move. */
  const [announcement, setAnnouncement] = useState("");
  /** The save waits for uploads still running. */
  const [waiting, setWaiting] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sessionLost = useRef(onSessionLost);
  useEffect(() => {
    sessionLost.current = onSessionLost;
  }, [onSessionLost]);

  const update = useCallback((change: (items: readonly MediaItem[]) => readonly MediaItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: string, values: Partial<MediaItem>) => update((list) => list.map((item) => (item.key === key ? { ...item, ...values } : item))),
    [update],
  );
  const find = (key: string) => current.current.find((item) => item.key === key);

  // Leaving the form cancels what still uploads and releases the previews' object URLs.
  useEffect(() => {
    const list = current;
    const queue = scheduler;
    return () => {
      for (const item of list.current) {
        queue.current?.cancel(item.key);
        if (item.preview) URL.revokeObjectURL(item.preview);
      }
    };
  }, []);

  const showProgress = () => setProgress({ ...round.current });
  /** One upload of the round ended: uploaded or failed (counted as done), or cancelled (no longer counted). */
  const settled = (counted: boolean) => {
    if (counted) round.current.done += 1;
    else round.current.total = Math.max(0, round.current.total - 1);
    showProgress();
  };

  const preparing = useRef(new Map<string, Promise<File>>());
  /**
   * A photo as it is uploaded (HEIC converted, a large one compressed in a worker), started as soon
   * as it is picked, outside the 3 upload places: it is ready when a place frees up.
   */
  const prepare = (key: string, file: File): Promise<File> => {
    let prepared = preparing.current.get(key);
    if (!prepared) {
      prepared = (async () => {
        if (find(key)?.status === "queued") patch(key, { status: "preparing" });
        const ready = await prepareImage(file);
        const item = find(key);
        // A HEIC photo gets its thumbnail once converted (browsers cannot show HEIC).
        const preview = item?.preview ?? (isHeicFile(ready) ? null : URL.createObjectURL(ready));
        if (!item) {
          if (preview) URL.revokeObjectURL(preview);
          return ready;
        }
        patch(key, { prepared: ready, preview, ...(item.status === "preparing" ? { status: "queued" as const } : {}) });
        return ready;
      })();
      preparing.current.set(key, prepared);
      // Settled either way: a retry prepares again only if this failed.
      prepared.catch(() => preparing.current.delete(key));
    }
    return prepared;
  };

  const upload = async (key: string, signal: AbortSignal) => {
    const item = find(key);
    if (!item?.file) return;
    try {
      let file = item.prepared ?? item.file;
      if (item.kind === "image" && !item.prepared) {
        file = await prepare(key, item.file);
        if (signal.aborted) throw signal.reason;
      }
      patch(key, { status: "uploading", progress: 0 });
      let shown = 0;
      const answer = await uploadFile(file, item.kind, listingId, signal, (share) => {
        // Re-render for each visible step only.
        if (share - shown < 0.02 && share < 1) return;
        shown = share;
        patch(key, { progress: share });
      });
      patch(key, {
        status: "done",
        progress: 1,
        error: null,
        timedOut: false,
        ...("image" in answer ? { image: answer.image } : { video: answer.video.url }),
      });
      settled(true);
    } catch (error) {
      if (error instanceof UploadCancelledError || !find(key)) {
        settled(false);
        return;
      }
      const timedOut = error instanceof UploadTimeoutError;
      const message = timedOut
        ? t("listingForm.media.timedOut")
        : error instanceof UploadError && error.status === 0
          ? t("listingForm.toasts.network")
          : error instanceof Error && error.message
            ? error.message
            : t("listingForm.toasts.network");
      patch(key, { status: "failed", progress: 0, error: message, timedOut });
      settled(true);
      if (error instanceof UploadError && error.status === 401) sessionLost.current();
      else
        toast.error(t(timedOut ? "listingForm.media.timeout" : "listingForm.media.uploadFailed", { name: item.name }), {
          description: timedOut ? undefined : message,
        });
    }
  };

  const start = (key: string) => {
    scheduler.current ??= new UploadScheduler();
    clearTimeout(clearTimer.current);
    round.current.total += 1;
    showProgress();
    const queue = scheduler.current;
    queue.add(key, (signal) => upload(key, signal));
    // The indicator clears 0.8 s after the last upload of the round (docs/product.md §9).
    void queue.whenIdle().then(() => {
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        if (queue.size > 0) return;
        round.current = { done: 0, total: 0 };
        setProgress(null);
      }, PROGRESS_CLEAR_MS);
    });
  };

  /** Adds picked files (images accept HEIC too; duplicates and files over the limit are refused) and starts their uploads. */
  const add = (kind: UploadKind, files: readonly File[]) => {
    const max = kind === "image" ? MAX_IMAGES_PER_LISTING : MAX_VIDEOS_PER_LISTING;
    const known = new Set(current.current.map((item) => item.identity));
    let count = itemsOfKind(current.current, kind).length;
    const added: MediaItem[] = [];
    for (const file of files) {
      const identity = fileIdentity(file);
      const fits = kind === "image" ? file.type.startsWith("image/") || isHeicFile(file) : file.type.startsWith("video/");
      if (!fits) {
        toast.error(t(kind === "image" ? "listingForm.media.notImage" : "listingForm.media.notVideo", { name: file.name }));
        continue;
      }
      if (known.has(identity)) {
        toast.warning(t("listingForm.media.duplicate", { name: file.name }));
        continue;
      }
      if (count >= max) {
        toast.error(t("listingForm.media.tooMany", { max }));
        break;
      }
      known.add(identity);
      count += 1;
      const preview = kind === "image" && !isHeicFile(file) ? URL.createObjectURL(file) : null;
      added.push({
        key: `new:${identity}:${Math.random().toString(36).slice(2, 8)}`,
        kind,
        name: file.name,
        status: "queued",
        progress: 0,
        preview,
        file,
        prepared: null,
        identity,
        image: null,
        video: null,
        error: null,
        timedOut: false,
      });
    }
    if (!added.length) return;
    update((list) => [...list, ...added]);
    for (const item of added) {
      if (item.kind === "image") void prepare(item.key, item.file!).catch(() => undefined);
      start(item.key);
    }
  };

  /** Removes an item; a queued or running upload is cancelled (its request aborted). */
  const remove = (key: string) => {
    const item = find(key);
    if (!item) return;
    update((list) => list.filter((candidate) => candidate.key !== key));
    preparing.current.delete(key);
    if (item.preview) URL.revokeObjectURL(item.preview);
    // A queued one never started: it leaves the round here (a running one does when its request ends).
    if (scheduler.current?.cancel(key) === "queued") settled(false);
  };

  /** Uploads a failed file again. */
  const retry = (key: string) => {
    const item = find(key);
    if (item?.status !== "failed") return;
    patch(key, { status: "queued", progress: 0, error: null, timedOut: false });
    start(key);
  };

  /** Moves a photo to a 0-based place among the photos (clamped) and announces it; returns that place, or null. */
  const move = (key: string, to: number): number | null => {
    const photos = itemsOfKind(current.current, "image");
    const photo = photos.find((item) => item.key === key);
    if (!photo) return null;
    const target = Math.max(0, Math.min(photos.length - 1, to));
    update((list) => moveMediaItem(list, key, target));
    setAnnouncement(
      target === 0
        ? t("listingForm.media.madeCover", { name: photo.name })
        : t("listingForm.media.moved", { name: photo.name, position: target + 1, total: photos.length }),
    );
    return target;
  };

  /**
   * Once no upload is queued or running (waiting meanwhile, with `waiting` set): what the listing
   * saves, and the failed files — those over the 90 s limit (`timedOut`) and the others (`failed`).
   */
  const settle = async () => {
    if (current.current.some(isInFlight)) {
      setWaiting(true);
      await (scheduler.current?.whenIdle() ?? Promise.resolve());
      setWaiting(false);
    }
    const failed = current.current.filter((item) => item.status === "failed");
    return {
      ...savedMedia(current.current),
      failed: failed.filter((item) => !item.timedOut),
      timedOut: failed.filter((item) => item.timedOut),
    };
  };
  /** What the listing would save now (the form's checks before saving). */
  const saved = () => savedMedia(current.current);

  return { items, progress, announcement, waiting, add, remove, retry, move, settle, saved };
}
