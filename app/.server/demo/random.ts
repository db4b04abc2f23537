/** A tiny deterministic PRNG (mulberry32) and helpers, so the demo content is the same on every run. */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit FNV-1a hash of a string, to derive independent seeds from stable keys. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function randomFor(key: string): Random {
  return mulberry32(hashSeed(key));
}

/** An integer in [min, max]. */
export function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** An integer in [min, max] rounded to a multiple of `step`. */
export function stepped(random: Random, min: number, max: number, step: number): number {
  const steps = Math.floor((max - min) / step);
  return min + int(random, 0, steps) * step;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick() from an empty list");
  return items[Math.floor(random() * items.length)]!;
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
