import { useEffect, useState } from "react";

/**
 * False during the server render and hydration, true afterwards (for JS-only behaviour). Pages put
 * it on `data-hydrated` so tests can wait for React before using JS behaviour.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
