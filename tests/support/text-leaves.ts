/** Every text of a nested group of texts by its dotted key ("common.views_one" → "{{views}} view"). */
export function leaves(value: unknown, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
    }
  } else {
    result.set(prefix, value as string);
  }
  return result;
}
