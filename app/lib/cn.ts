import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (strings, conditionals, arrays). It does not resolve Tailwind conflicts: a
 * component's own classes and a caller's className must not set the same utility group (two
 * heights, two text colours…), since which one wins would depend on the stylesheet's order. Use a
 * variant or a prop for such differences. (tailwind-merge did this merging for ≈ 8 KB gzip of
 * JavaScript on every page: the public pages' JavaScript budget, docs/performance.md.)
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
