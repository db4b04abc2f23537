import type { IconName } from "./icon-names";
import sprite from "./icons.svg?no-inline";

export type { IconName };

/**
 * A decorative lucide icon drawn from the site's sprite (icons.svg, one cached file; names in
 * icon-names.ts): a page's JavaScript and HTML carry a reference, not the drawing. Size and colour
 * it with `className` like a lucide-react icon (`size-4`, `text-…`, `fill-current`). Public pages
 * use it; member and admin pages may import lucide-react directly.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width="24" height="24" fill="none" className={className ? `lucide ${className}` : "lucide"} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
