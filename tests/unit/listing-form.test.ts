import { afterEach, describe, expect, it, vi } from "vitest";
import { type FormField, composeVideos, formRentalTerms, listingInputSchema, validateSpecifications } from "~/domain/listing-form";
import { fileIdentity, isHeicFile, runQueue } from "~/features/listing-form/upload-pipeline";
import { listingFormBody } from "../support/listing-form-body";

const fields: FormField[] = [
  { key: "rooms", label: "Oda", labelEn: null, type: "select", required: true, options: ["1+1", "2+1"] },
  { key: "square_meters", label: "m²", labelEn: null, type: "number", required: true, options: [] },
  { key: "furnished", label: "Eşyalı", labelEn: null, type: "boolean", required: false, options: [] },
  { key: "extras", label: "Ekstralar", labelEn: null, type: "multiselect", required: false, options: ["Havuz", "Bahçe"] },
  { key: "available", label: "Müsait", labelEn: null, type: "date", required: false, options: [] },
  { key: "note", label: "Not", labelEn: null, type: "text", required: false, options: [] },
];

describe("validateSpecifications", () => {
  it("keeps known fields with numbers as numbers and drops unknown keys", () => {
    const result = validateSpecifications(fields, {
      rooms: "2+1",
      square_meters: "120",
      furnished: true,
      extras: ["Havuz", "Havuz"],
      available: "2026-12-01",
      note: "  deniz  ",
      injected: "<script>",
    });
    expect(result).toEqual({
      specifications: { rooms: "2+1", square_meters: 120, furnished: true, extras: ["Havuz"], available: "2026-12-01", note: "deniz" },
      errors: {},
    });
  });

  it("names required, digit, option and date problems", () => {
    const result = validateSpecifications(fields, { square_meters: "-3", extras: ["Sauna"], available: "yarın" });
    expect(result.errors).toEqual({
      "specifications.rooms": "listingForm.validation.required",
      "specifications.square_meters": "listingForm.validation.numberDigits",
      "specifications.extras": "listingForm.validation.optionInvalid",
      "specifications.available": "listingForm.validation.dateInvalid",
    });
    for (const bad of ["1e3", "1.5", "+4", "12a", " "]) {
      expect(validateSpecifications(fields, { rooms: "1+1", square_meters: bad }).errors).toHaveProperty(["specifications.square_meters"]);
    }
  });
});

describe("listing links", () => {
  it("store videos rebuilt from parsed ids: uploads, YouTube watch URLs, the Matterport show URL", () => {
    expect(
      composeVideos({
        videos: ["/media/listing-videos/u/l/1-tur.mp4"],
        youtube: ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/shorts/dQw4w9WgXcQ", "abcdefg"],
        matterport: '<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo" onload="x()"></iframe>',
      }),
    ).toEqual([
      "/media/listing-videos/u/l/1-tur.mp4",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=abcdefg",
      expect.stringMatching(/^https:\/\/my\.matterport\.com\/show\/\?m=SxQL3iGyoDo/),
    ]);
  });

  it("offers apartments no yearly term", () => {
    expect(formRentalTerms("apartments")).not.toContain("yearly");
    expect(formRentalTerms("houses")).toEqual(["daily", "3days", "weekly", "monthly", "yearly"]);
  });

  it("accepts a valid map link and refuses lookalikes", () => {
    const base = listingFormBody({
      id: "7f1c0a4e-8a59-4f55-9a49-3f4c1f0c2b11",
      title: "Villa",
      description: "x",
      price: "0",
      city: "Ercan",
      rentalTerm: "daily",
    });
    expect(listingInputSchema.safeParse({ ...base, mapUrl: "https://maps.app.goo.gl/abc123" }).success).toBe(true);
    expect(listingInputSchema.safeParse({ ...base, mapUrl: "https://google.com.evil.example/maps/x" }).success).toBe(false);
    expect(listingInputSchema.safeParse({ ...base, mapUrl: "", price: "0012" }).success).toBe(true);
  });
});

describe("upload queue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const file = (name: string, type = "image/jpeg") => new File(["x"], name, { type, lastModified: 1 });

  it("recognises duplicates and HEIC files", () => {
    expect(fileIdentity(file("a.jpg"))).toBe(fileIdentity(file("a.jpg")));
    expect(fileIdentity(file("a.jpg"))).not.toBe(fileIdentity(file("a.jpg", "image/png")));
    expect(isHeicFile(file("IMG_1.HEIC", ""))).toBe(true);
    expect(isHeicFile(file("x.jpg", "image/heif"))).toBe(true);
    expect(isHeicFile(file("x.jpg"))).toBe(false);
  });

  it("runs at most 3 at once, keeps the order of results and skips a task that times out", async () => {
    let running = 0;
    let peak = 0;
    const settled: number[] = [];
    // The tasks' durations and the time limit run on a fake clock: no real waiting.
    vi.useFakeTimers();
    const queued = runQueue(
      [30, 10, 500, 20, 5, 15],
      async (ms, signal) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, ms));
        running -= 1;
        if (signal.aborted) throw new Error("aborted");
        return ms * 2;
      },
      { concurrency: 3, timeoutMs: 200, onSettled: (ms) => settled.push(ms) },
    );
    await vi.runAllTimersAsync();
    const outcomes = await queued;
    expect(peak).toBe(3);
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value : outcome.error.name))).toEqual([
      60,
      20,
      "UploadTimeoutError",
      40,
      10,
      30,
    ]);
    expect(settled).toHaveLength(6);
    // The slow one did not hold the others back: it settled after all the rest.
    expect(settled.at(-1)).toBe(500);
  });
});
