import { type Paths, pathsFor } from "./paths";
import { useTranslation } from "./i18n/react";

/** The link builders in the page's language (`const paths = usePaths()`; decision 015). */
export function usePaths(): Paths {
  return pathsFor(useTranslation().i18n.language);
}
