/// <reference lib="webworker" />

/**
 * Photo compression off the page's main thread (photos are prepared while the
 * seller types): scales to the longest side given and encodes WebP. Answers `{ id, blob }`, with
 * `blob: null` when this browser cannot (the page then compresses itself or keeps the original).
 */

export interface CompressRequest {
  id: number;
  file: File;
  maxSide: number;
  quality: number;
}

export interface CompressAnswer {
  id: number;
  blob: Blob | null;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

// One photo at a time, in the order they were picked: the first is ready first (for the first upload).
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event: MessageEvent<CompressRequest>) => {
  queue = queue.then(() => compress(event.data));
};

async function compress({ id, file, maxSide, quality }: CompressRequest) {
  let blob: Blob | null = null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
    const context = canvas.getContext("2d");
    if (context) {
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      blob = await canvas.convertToBlob({ type: "image/webp", quality });
    }
    bitmap.close();
  } catch {
    blob = null;
  }
  scope.postMessage({ id, blob } satisfies CompressAnswer);
}
