/** Command-line helpers shared by the benchmark scripts. */

/** The value after `--name` (or `--name=value`), or undefined. */
export function option(args: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  const inline = args.find((arg) => arg.startsWith(prefix));
  if (inline) return inline.slice(prefix.length);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** A positive whole number option ("100k" and "1m" are accepted), or the fallback. */
export function countOption(args: readonly string[], name: string, fallback: number): number {
  const text = option(args, name);
  if (text === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  const value = match ? Number(match[1]) * ({ k: 1e3, m: 1e6 }[match[2]!.toLowerCase()] ?? 1) : Number.NaN;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} expects a positive whole number (e.g. 10000, 100k, 1m), not "${text}"`);
    process.exit(2);
  }
  return value;
}

export const formatCount = (value: number) => value.toLocaleString("en-GB");
