import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Marks the document's module preloads `fetchpriority="low"` (issue 7). Pages are complete HTML:
 * the first paint needs the stylesheet and the LCP image (high priority), not the JavaScript that
 * hydrates them, so on a slow connection the scripts must not compete with those. React Router's
 * `<Scripts>` offers no attribute for its preload links, so the head is rewritten as it streams;
 * everything after `</head>` passes through untouched.
 */
export class LowPriorityModulePreloads extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  private carry = "";
  private headDone = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.headDone) return callback(null, chunk);
    let text = this.carry + this.decoder.write(chunk);
    this.carry = "";
    const headEnd = text.indexOf("</head>");
    if (headEnd >= 0) {
      this.headDone = true;
      const head = text.slice(0, headEnd).replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
      return callback(null, head + text.slice(headEnd));
    }
    // A tag cut at the chunk's end waits for the rest.
    const open = text.lastIndexOf("<");
    if (open >= 0 && text.indexOf(">", open) < 0) {
      this.carry = text.slice(open);
      text = text.slice(0, open);
    }
    callback(null, text.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"'));
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.carry + this.decoder.end());
  }
}
