import { ADMIN_FLAG_STORAGE_KEY, USER_NAME_COOKIE, VIEWER_ENDPOINT } from "~/domain/viewer";
import { LOCALE_STORAGE_KEY, PREFIXED_LOCALES } from "~/lib/i18n/locales";

/** The prefixed languages as a regular expression's alternatives (`en|ru|de|fa|ar`). */
const PREFIXES = PREFIXED_LOCALES.join("|");

/**
 * Tiny scripts inlined at the top of <head> (allowed by their hashes, decision 020), so they run before the first paint.
 * Plain ES5 strings on purpose: they run before any bundle and must not depend on one.
 */

/** localStorage key of the theme choice (docs/product.md §1): "light" | "dark" | "system". */
export const THEME_STORAGE_KEY = "darkMode";

/**
 * Applies the stored theme before paint (no flash of the wrong theme). Older stored values
 * "true"/"false" are read as dark/light; nothing stored means follow the system.
 */
export const THEME_SCRIPT = `(function(){try{var m=localStorage.getItem("${THEME_STORAGE_KEY}");if(m==="true")m="dark";if(m==="false")m="light";var d=m==="dark"||((!m||m==="system")&&window.matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})();`;

/**
 * The language (decision 015). A page's language is its URL's (`/en/…` English, `/ru/…` Russian, …,
 * else Turkish), so nothing here changes how a page renders. This script
 *  - sends a returning visitor whose remembered choice (browser storage, docs/product.md §4) is another
 *    language than Turkish from `/` to that language's home (`/ru`, query and hash kept) before anything
 *    is painted: the HTML of `/` stays the same for everyone, so a shared cache may keep it. A URL
 *    carrying a recovery or an error is left to RECOVERY_SCRIPT, which sends that visitor to their
 *    language's pages itself;
 *  - keeps the `kk_locale` cookie at the page's language, for the JSON endpoints' messages;
 *  - remembers the choice made with a language link (`a[data-set-locale]`, the header's toggle) as it
 *    is clicked, also before the page has hydrated (the link then works natively).
 */
export const LOCALE_SCRIPT = `(function(){try{var l=location,d=document,h=d.documentElement.lang,s=null,c=function(v){d.cookie="kk_locale="+v+";path=/;max-age=31536000;samesite=lax"};try{s=localStorage.getItem("${LOCALE_STORAGE_KEY}")}catch(_){}if(l.pathname==="/"&&/^(${PREFIXES})$/.test(s||"")&&!/(type=recovery|access_token=|error=)/.test(l.search+l.hash)){l.replace("/"+s+l.search+l.hash);return}if(!new RegExp("(^|; )kk_locale="+h+"(;|$)").test(d.cookie))c(h);d.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[data-set-locale]");if(!a)return;var v=a.getAttribute("data-set-locale");try{localStorage.setItem("${LOCALE_STORAGE_KEY}",v)}catch(_){}c(v)},true)}catch(_){}})();`;

/**
 * Recovery redirect (docs/product.md §2): a URL carrying an auth error in its hash goes to /sifremi-unuttum with
 * error, error_code and error_description as query parameters; a URL carrying a recovery type or an
 * access token goes to /sifre-yenile, keeping query and hash. Runs on every page; from a page under a
 * language's prefix (or from `/` for a visitor who chose that language, see LOCALE_SCRIPT) to that
 * language's pages.
 */
export const RECOVERY_SCRIPT = `(function(){try{var l=location,p=l.pathname,s=null;try{s=localStorage.getItem("${LOCALE_STORAGE_KEY}")}catch(_){}var m=/^\\/(${PREFIXES})(\\/|$)/i.exec(p),x=m?m[1].toLowerCase():p==="/"&&/^(${PREFIXES})$/.test(s||"")?s:"",e=x?"/"+x:"",r=m?p.slice(m[1].length+1)||"/":p,h=new URLSearchParams(l.hash.replace(/^#/,"")),q=new URLSearchParams(l.search);if(h.get("error")){if(r!=="/sifremi-unuttum"){var n=new URLSearchParams();["error","error_code","error_description"].forEach(function(k){var v=h.get(k);if(v!==null)n.set(k,v)});l.replace(e+"/sifremi-unuttum?"+n.toString())}return}if((h.get("type")==="recovery"||q.get("type")==="recovery"||h.get("access_token")||q.get("access_token"))&&r!=="/sifre-yenile"){l.replace(e+"/sifre-yenile"+l.search+l.hash)}}catch(_){}})();`;

/**
 * Early taps and early input (decision 008): the hydration scripts start after the page has loaded,
 * so a tap on a JavaScript-only control (a button that is not a form's submit button, an ARIA
 * button, tab or switch) before React has hydrated would do nothing. This script, first in the head,
 * holds such taps (links, form submissions and buttons that open a native popover work natively and pass) and React replays them once
 * it has hydrated: the root layout calls `window.__kkHydrated()`, which also marks
 * `<html data-app-ready="true">`.
 *
 * Fields changed before hydration (text typed, an option chosen) keep what the visitor entered (React
 * does not overwrite a value while hydrating), but React's state does not know it: a controlled
 * select would stay "empty" for the component (the hero's city stays disabled after a category was
 * chosen). `__kkHydrated` therefore announces each such field to React first, as the browser would:
 * a select gets a `change` event; a text field gets an `input` event after its value is set through
 * React's own value property to the server's default and back through the native setter, so React
 * sees the change (the caret is kept). Checkboxes and radios are left as they are.
 *
 * A search form (`form[data-search]`) whose text is blank does not submit meanwhile (docs/product.md §2: empty
 * text is ignored; after hydration the form's own handler ignores it, and without JavaScript the
 * server sends `/?q=%20` to the home page).
 */
export const EARLY_TAP_SCRIPT = `(function(){var q=window.__kkTaps=[],f=[],d=document;function hold(e){var t=e.target,b=t&&t.closest&&t.closest('button,[role="button"],[role="tab"],[role="switch"]');if(!b||b.closest("a[href]")||b.disabled||b.hasAttribute("popovertarget")||(b.tagName==="BUTTON"&&b.type==="submit"&&b.form))return;e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}function note(e){var t=e.target,n=t&&t.tagName;if((n==="INPUT"&&t.type!=="checkbox"&&t.type!=="radio"&&t.type!=="file")||n==="TEXTAREA"||n==="SELECT"){if(f.indexOf(t)<0)f.push(t)}}function announce(t){if(t.tagName==="SELECT"){t.dispatchEvent(new Event("change",{bubbles:true}));return}var v=t.value;if(v===t.defaultValue)return;var s=null,x=null;try{s=t.selectionStart;x=t.selectionEnd}catch(_){}t.value=t.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set.call(t,v);try{if(s!==null)t.setSelectionRange(s,x)}catch(_){}t.dispatchEvent(new Event("input",{bubbles:true}))}function blank(e){var t=e.target,q=t&&t.hasAttribute&&t.hasAttribute("data-search")&&t.elements.namedItem("q");if(q&&!q.value.trim())e.preventDefault()}d.addEventListener("click",hold,true);d.addEventListener("input",note,true);d.addEventListener("change",note,true);d.addEventListener("submit",blank,true);window.__kkHydrated=function(){d.removeEventListener("click",hold,true);d.removeEventListener("input",note,true);d.removeEventListener("change",note,true);d.removeEventListener("submit",blank,true);d.documentElement.setAttribute("data-app-ready","true");f.splice(0).forEach(function(t){if(t.isConnected)try{announce(t)}catch(_){}});q.splice(0).forEach(function(b){if(b.isConnected)b.click()})}})();`;

/**
 * A member on a public page: the page is the same HTML for everyone, and what is
 * theirs comes from GET /api/viewer (`app/lib/viewer.ts`). When the readable name cookie is there,
 * this script, before the first paint, marks `<html data-member="member|admin">` (admin: the
 * admin-login flag of docs/product.md §4) and puts the name into `--kk-user-name`, so the header's CSS shows the
 * member's links and name instead of "Giriş / Kayıt" from the start; and it starts that request
 * already, in parallel with the page's scripts.
 */
export const MEMBER_SCRIPT = `(function(){try{var d=document,e=d.documentElement,m=/(?:^|;\\s*)${USER_NAME_COOKIE}=([^;]+)/.exec(d.cookie);if(!m)return;var n=m[1],a=null;try{n=decodeURIComponent(n)}catch(_){}try{a=localStorage.getItem("${ADMIN_FLAG_STORAGE_KEY}")}catch(_){}e.setAttribute("data-member",a==="true"?"admin":"member");e.style.setProperty("--kk-user-name",'"'+n.replace(/[\\\\"]/g,"\\\\$&").replace(/[\\n\\r\\f]/g," ")+'"');window.__kkViewer=fetch("${VIEWER_ENDPOINT}",{headers:{Accept:"application/json"}}).then(function(r){return r.ok?r.json():null},function(){return null})}catch(_){}})();`;
