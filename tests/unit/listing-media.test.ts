import { describe, expect, it } from "vitest";
import { listingContactErrors, listingFieldErrors, listingInputSchema } from "~/domain/listing-form";
import type { ListingImage } from "~/domain/listing";
import { type MediaItem, moveMediaItem, positionOf, savedMedia, storedMediaItems } from "~/features/listing-form/media-items";
import { UploadCancelledError, UploadScheduler, UploadTimeoutError } from "~/features/listing-form/upload-pipeline";
import { listingFormBody } from "../support/listing-form-body";

/**
 * The listing form's pure parts of decision 019: the order of photos (first = cover), what a save
 * sends while files upload in the background, the background upload queue, and the contact rule.
 */

const image = (name: string): ListingImage => ({ url: `/media/listing-images/u/l/${name}.webp`, width: 800, height: 600, variants: [] });
const photos = storedMediaItems(
  [image("a"), image("b"), image("c")],
  ["/media/listing-videos/u/l/tur.mp4"],
  (index) => `Fotoğraf ${index}`,
);
const names = (items: readonly MediaItem[]) =>
  items.filter((item) => item.kind === "image").map((item) => item.image!.url.split("/").pop());
const key = (name: string) => `stored:/media/listing-images/u/l/${name}.webp`;

describe("photo order", () => {
  it("moves a photo earlier, later or to the front (the cover); videos keep their place", () => {
    expect(names(moveMediaItem(photos, key("c"), 0))).toEqual(["c.webp", "a.webp", "b.webp"]);
    expect(names(moveMediaItem(photos, key("a"), 1))).toEqual(["b.webp", "a.webp", "c.webp"]);
    expect(names(moveMediaItem(photos, key("a"), 99))).toEqual(["b.webp", "c.webp", "a.webp"]);
    expect(moveMediaItem(photos, key("b"), 1)).toBe(photos);
    expect(moveMediaItem(photos, "nope", 0)).toBe(photos);
    const moved = moveMediaItem(photos, key("c"), 0);
    expect(moved.find((item) => item.kind === "video")).toEqual(photos.find((item) => item.kind === "video"));
    expect(positionOf(moved, key("c"))).toBe(1);
  });

  it("saves the uploaded media in their order and nothing still uploading or failed", () => {
    const [a, b, c, video] = photos as [MediaItem, MediaItem, MediaItem, MediaItem];
    const list = [{ ...c }, { ...a, status: "uploading" as const }, { ...b, status: "failed" as const }, video];
    expect(savedMedia(list)).toEqual({ images: [image("c")], videos: ["/media/listing-videos/u/l/tur.mp4"] });
  });
});

describe("UploadScheduler (uploads in the background, 3 at a time)", () => {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs at most 3 at once, takes files added while others run, and waits for all", async () => {
    const scheduler = new UploadScheduler({ concurrency: 3, timeoutMs: 1000 });
    let running = 0;
    let peak = 0;
    const finished: string[] = [];
    const task = (name: string, ms: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await later(ms);
      running -= 1;
      finished.push(name);
    };
    for (const [name, ms] of [
      ["1", 30],
      ["2", 10],
      ["3", 20],
      ["4", 5],
    ] as const)
      scheduler.add(name, task(name, ms));
    expect(scheduler.size).toBe(4);
    await later(12);
    scheduler.add("5", task("5", 5));
    await scheduler.whenIdle();
    expect(peak).toBe(3);
    expect(finished.sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(scheduler.size).toBe(0);
    await scheduler.whenIdle();
  });

  it("cancels a queued file before it starts and aborts a running one", async () => {
    const scheduler = new UploadScheduler({ concurrency: 1, timeoutMs: 1000 });
    const reasons: unknown[] = [];
    let secondStarted = false;
    scheduler.add(
      "running",
      (signal) => new Promise((resolve) => signal.addEventListener("abort", () => resolve(reasons.push(signal.reason)))),
    );
    scheduler.add("queued", async () => {
      secondStarted = true;
    });
    expect(scheduler.cancel("queued")).toBe("queued");
    expect(scheduler.cancel("running")).toBe("running");
    expect(scheduler.cancel("gone")).toBe(false);
    await scheduler.whenIdle();
    expect(secondStarted).toBe(false);
    expect(reasons[0]).toBeInstanceOf(UploadCancelledError);
  });

  it("aborts a file after the time limit (90 s in the form) and goes on with the next", async () => {
    const scheduler = new UploadScheduler({ concurrency: 1, timeoutMs: 30 });
    let reason: unknown;
    let next = false;
    // This one ignores its signal: its place is freed anyway.
    scheduler.add("slow", (signal) => {
      signal.addEventListener("abort", () => (reason = signal.reason));
      return later(500);
    });
    scheduler.add("next", async () => {
      next = true;
    });
    await scheduler.whenIdle();
    expect(reason).toBeInstanceOf(UploadTimeoutError);
    expect(next).toBe(true);
  });
});

describe("the contact section (decision 019)", () => {
  const contact = (whatsapp: string, phone: string, saveToProfile: boolean) => ({ whatsapp, phone, saveToProfile });

  it("needs a valid typed number to save, or one on the profile", () => {
    expect(listingContactErrors(contact("0533 123 45 67", "", true), false)).toEqual({});
    expect(listingContactErrors(contact("", "+44 7911 123456", true), false)).toEqual({});
    expect(listingContactErrors(contact("", "", false), true)).toEqual({});
    expect(listingContactErrors(undefined, true)).toEqual({});
    expect(listingContactErrors(contact("0533 123 45 67", "", false), false)).toEqual({
      "contact.whatsapp": "listingForm.validation.contactRequired",
    });
    expect(listingContactErrors(contact("", "", true), true)).toEqual({ "contact.whatsapp": "listingForm.validation.contactRequired" });
    expect(listingContactErrors(undefined, false)).toEqual({ contact: "listingForm.validation.contactRequired" });
  });

  it("refuses what cannot be a number, per field", () => {
    const base = listingFormBody({
      id: "3f0e2a4c-9a1b-4c7d-8e2f-1a2b3c4d5e6f",
      title: "Ev",
      description: "Açıklama",
      price: "100",
      city: "Girne",
    });
    const parsed = listingInputSchema.safeParse({ ...base, contact: contact("0533 12", "Ara beni", true) });
    expect(parsed.success).toBe(false);
    expect(listingFieldErrors(parsed.error!)).toEqual({
      "contact.whatsapp": "listingForm.validation.phoneInvalid",
      "contact.phone": "listingForm.validation.phoneInvalid",
    });
    expect(listingInputSchema.safeParse({ ...base, contact: contact(" 0533 123 45 67 ", "", true) }).success).toBe(true);
  });
});
