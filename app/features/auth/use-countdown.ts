import { useEffect, useState } from "react";

/**
 * Seconds left of a countdown that (re)starts whenever `restartKey` changes. The server render and
 * the first client render both show the full length; the clock starts after hydration.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    setRemaining(seconds);
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return remaining;
}
