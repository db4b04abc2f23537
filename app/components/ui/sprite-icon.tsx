/**
 * Icons that every listing card repeats (place, featured star, views, the heart), defined once per page as SVG
 * symbols and referenced with `<use>`: the home page carries ≈ 26 cards, and their three
 * inline lucide icons each made ≈ 23 KB (10 %) of its HTML. The drawings are lucide's (ISC licence),
 * as `lucide-react` renders them.
 */
const SYMBOLS = {
  "map-pin":
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  star: '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  heart:
    '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/>',
  eye: '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>',
} as const;

export type SpriteIconName = keyof typeof SYMBOLS;

/**
 * lucide's stroke, on each symbol (its drawing inherits it) instead of on every icon of every card;
 * the fill stays on the icon, where a class may change it (a pressed heart is filled).
 */
const SPRITE = Object.entries(SYMBOLS)
  .map(
    ([name, body]) =>
      `<symbol id="icon-${name}" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`,
  )
  .join("");

/** The symbols, once per page (the root layout renders it). */
export function IconSprite() {
  return <svg aria-hidden="true" width="0" height="0" className="absolute" dangerouslySetInnerHTML={{ __html: SPRITE }} />;
}

/** A decorative icon drawn from the page's sprite; size it with `className` like a lucide icon. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg width="24" height="24" fill="none" className={className ? `lucide ${className}` : "lucide"} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
