import { describe, expect, it } from "vitest";
import { CoalesceChunks } from "~/.server/coalesce-chunks";

/** Collects what the transform emits, chunk by chunk. */
function collect(stream: CoalesceChunks) {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  return { out, ended: new Promise((resolve) => stream.on("end", resolve)) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalesce chunks", () => {
  it("joins the chunks of one turn of the event loop and keeps later turns apart", async () => {
    const stream = new CoalesceChunks();
    const { out, ended } = collect(stream);
    for (const piece of ["<html>", "<head>", "</head>", "<body>"]) stream.write(piece);
    await nextTurn();
    await nextTurn();
    expect(out).toEqual(["<html><head></head><body>"]);
    stream.write("<p>later</p>");
    stream.write("<p>boundary</p>");
    stream.end("</body></html>");
    await ended;
    expect(out).toEqual(["<html><head></head><body>", "<p>later</p><p>boundary</p></body></html>"]);
  });

  it("ends cleanly with nothing pending and passes bytes through unchanged", async () => {
    const stream = new CoalesceChunks();
    const { out, ended } = collect(stream);
    const text = "İğüşöç 🏠";
    const bytes = Buffer.from(text);
    stream.write(bytes.subarray(0, 5));
    stream.write(bytes.subarray(5));
    await nextTurn();
    stream.end();
    await ended;
    expect(out.join("")).toBe(text);
  });
});
