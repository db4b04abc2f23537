import { z } from "zod";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "./reports";
import { storableText } from "./text";

/**
 * A report as its endpoint reads it: a reason of the list and an optional free
 * text, required when the reason is "other". Messages are i18n keys (`reports.errors.*`). Kept apart
 * from `reports.ts`, which the listing page's button imports: zod stays out of the public bundle.
 */
export const reportInputSchema = z
  .object(
    {
      reason: z.enum(REPORT_REASONS, { message: "reports.errors.reasonRequired" }),
      note: z
        .string({ message: "reports.errors.invalidNote" })
        .optional()
        .transform((value) => storableText(value ?? "").trim())
        .pipe(z.string().max(REPORT_NOTE_MAX, { message: "reports.errors.noteTooLong" })),
    },
    { message: "reports.errors.invalidBody" },
  )
  .refine((input) => input.reason !== "other" || input.note.length > 0, { message: "reports.errors.noteRequired", path: ["note"] });

export type ReportInput = z.output<typeof reportInputSchema>;

/** The first problem of a report (an i18n key; one of ours even for a problem zod words itself). */
export function reportErrorKey(error: z.ZodError): string {
  const message = error.issues[0]?.message ?? "";
  return message.startsWith("reports.errors.") ? message : "reports.errors.invalidBody";
}
