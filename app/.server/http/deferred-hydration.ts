import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const STATIC_IMPORT = /^[ \t]*import \* as ([A-Za-z_$][\w$]*) from ("[^"\n]+");[ \t]*$/gm;
const SCRIPT_END = "</script>";
/**
 * How many module preloads are added per task. Each costs the main thread about a millisecond on a
 * slow machine (a resource request is created), so ~40 at once made a long task.
 */
export const PRELOAD_BATCH = 4;

/**
 * Starts the hydration scripts after the page has loaded (decision 008).
 *
 * Pages are complete server-rendered HTML: the first paint needs the stylesheet and the LCP image,
 * not the JavaScript that hydrates them. React Router's `<Scripts>` preloads every module in the head
 * and imports the route modules statically from an inline module script, so on a slow connection
 * the scripts compete with the image, and Lighthouse counts all of them as render-blocking. This
 * transform, applied to the streamed document:
 *
 * - removes the head's `<link rel="modulepreload">` tags (their addresses are kept);
 * - rewrites the inline module script so that, on the window's `load` event or the visitor's first
 *   interaction (whichever comes first), it adds those preloads (`PRELOAD_BATCH` per task, in
 *   their order: the entry and React first) and imports the route modules
 *   dynamically, then runs React Router's own code unchanged (manifest, route modules, entry);
 *   at the same moment it requests the page language's texts (`<html data-texts>`, app/lib/i18n).
 *
 * Taps on JavaScript-only controls before hydration are kept by the head's early-tap script and
 * replayed once React has hydrated (`EARLY_TAP_SCRIPT` in app/lib/head-scripts.ts). Links and form
 * submissions work natively meanwhile. A script this transform does not recognise passes unchanged
 * and the removed preloads are written back in front of it.
 */
export class DeferredHydration extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  private carry = "";
  private phase: "head" | "body" | "script" | "done" = "head";
  private readonly preloads: string[] = [];
  private readonly preloadTags: string[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.phase === "done") return callback(null, chunk);
    const text = this.carry + this.decoder.write(chunk);
    this.carry = "";
    callback(null, this.process(text));
  }

  override _flush(callback: TransformCallback) {
    const rest = this.carry + this.decoder.end();
    this.carry = "";
    callback(null, rest);
  }

  private process(text: string): string {
    let out = "";
    while (text) {
      if (this.phase === "head") {
        const headEnd = text.indexOf("</head>");
        const part = headEnd >= 0 ? text.slice(0, headEnd) : this.holdCutTag(text);
        out += part.replace(MODULE_PRELOAD, (tag, href: string) => {
          this.preloads.push(href);
          this.preloadTags.push(tag);
          return "";
        });
        if (headEnd < 0) return out;
        this.phase = "body";
        text = text.slice(headEnd);
      } else if (this.phase === "body") {
        const match = MODULE_SCRIPT.exec(text);
        if (!match) return out + this.holdCutTag(text);
        out += text.slice(0, match.index);
        this.phase = "script";
        text = text.slice(match.index);
      } else if (this.phase === "script") {
        const open = text.match(MODULE_SCRIPT)![0];
        const end = text.indexOf(SCRIPT_END);
        if (end < 0) {
          this.carry = text;
          return out;
        }
        out += this.rewrite(open, text.slice(open.length, end)) + SCRIPT_END;
        this.phase = "done";
        text = text.slice(end + SCRIPT_END.length);
      } else {
        return out + text;
      }
    }
    return out;
  }

  /** Keeps a tag cut at the chunk's end for the next chunk; returns the text before it. */
  private holdCutTag(text: string): string {
    const open = text.lastIndexOf("<");
    if (open >= 0 && text.indexOf(">", open) < 0) {
      this.carry = text.slice(open);
      return text.slice(0, open);
    }
    return text;
  }

  private rewrite(open: string, code: string): string {
    const imports: { name: string; from: string }[] = [];
    const rest = code.replace(STATIC_IMPORT, (_line, name: string, from: string) => {
      imports.push({ name, from });
      return "";
    });
    if (imports.length === 0 || /^\s*import\s/m.test(rest)) {
      return this.preloadTags.join("") + open + code;
    }
    const modules = imports.map(({ from }) => `import(${from})`).join(",");
    const names = imports.map(({ name }, index) => `${name}=m[${index}]`).join(",");
    const preloads = JSON.stringify(this.preloads).replaceAll("<", "\\u003c");
    return (
      open +
      `;(function(){var started=false,events=["pointerdown","keydown","touchstart"];` +
      `function start(){if(started)return;started=true;removeEventListener("load",start);` +
      `events.forEach(function(e){removeEventListener(e,start,true)});` +
      // The page language's texts (app/lib/i18n) are requested together with the modules.
      `var t=document.documentElement.dataset.texts;if(t)window.__kkTexts=fetch(t);` +
      // Preloads go in batches, one task each: adding ~40 links in one task was a long task of its own.
      `var p=${preloads};(function add(){p.splice(0,${PRELOAD_BATCH}).forEach(function(h){var l=document.createElement("link");` +
      `l.rel="modulepreload";l.href=h;document.head.appendChild(l)});if(p.length)setTimeout(add,0)})();` +
      `Promise.all([${modules}]).then(function(m){var ${names};${rest}})}` +
      `if(document.readyState==="complete"||(window.__kkTaps&&window.__kkTaps.length))start();` +
      `else{addEventListener("load",start);events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})})}})();`
    );
  }
}
