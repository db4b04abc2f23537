import type { z } from "zod";

/** Where an issue's path points, as a form names its fields: the top-level field (null: none). */
const topLevelField = (path: readonly PropertyKey[]): string | null => (typeof path[0] === "string" ? path[0] : null);

/**
 * The first problem of each invalid field of a form (its message: an i18n key), e.g.
 * `{ email: "auth.validation.emailInvalid" }`. A field is the issue's top-level key unless `fieldOf`
 * names it otherwise (null: the issue is left out).
 */
export function firstErrorPerField(
  error: z.ZodError,
  fieldOf: (path: readonly PropertyKey[]) => string | null = topLevelField,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field !== null && !Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors;
}
