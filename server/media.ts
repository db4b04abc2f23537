import express from "express";

/**
 * Serves the disk storage adapter's files (mounted at MEDIA_URL_PREFIX). Keys are unique and never
 * overwritten, so responses are cached for a year as immutable; the Content-Type comes from the
 * key's extension, which the upload code always sets from the detected type.
 */
export function serveMedia(uploadDir: string) {
  return express.static(uploadDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
}
