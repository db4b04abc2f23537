import { useEffect, useEffectEvent, useRef, useState } from "react";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { useNavigation } from "react-router";
import { toast } from "~/components/ui/sonner";
import type { z } from "zod";
import { type AdminContentActionResult, type AdminContentFailure, contentFieldErrors } from "~/domain/admin-content";
import { useErrorsUntilEdited } from "~/lib/use-errors-until-edited";

/** The refused save (create or update) among an action's answers, if that is what it was. */
export function failedSave(result: AdminContentActionResult | undefined): AdminContentFailure | undefined {
  return result && !result.ok && (result.intent === "create" || result.intent === "update") ? result : undefined;
}

/**
 * The behaviour shared by the sponsor and logo forms: the shared zod schema checks the fields in
 * the browser first (the server checks again), field errors (i18n keys) from either side, the
 * 'Kaydedilirken hata oluştu' toast for a refused save, focus on the first invalid field, and an
 * error cleared as soon as its field is edited.
 */
export function useContentForm(
  schema: { safeParse: (value: unknown) => { success: true } | { success: false; error: z.ZodError } },
  result: AdminContentActionResult | undefined,
) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const intent = navigation.formData?.get("intent");
  const submitting = navigation.state === "submitting" && (intent === "create" || intent === "update");
  const failure = failedSave(result);
  // An error goes as soon as its field is edited; each new check shows all of its errors again.
  const fieldErrors = useErrorsUntilEdited(formRef, clientErrors ?? failure?.fieldErrors ?? {}, clientErrors ?? failure);
  const focusInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  // One reaction per answer of the server (not, say, per language switch).
  const announce = useEffectEvent((failed: NonNullable<typeof failure>) => {
    toast.error(t("adminContent.toasts.saveFailed"), { description: failed.message });
    focusInvalid();
  });
  useEffect(() => {
    if (failure) announce(failure);
  }, [failure]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries([...new FormData(event.currentTarget)].filter(([, value]) => typeof value === "string"));
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(contentFieldErrors(parsed.error));
    // Focus after React has marked the fields invalid.
    requestAnimationFrame(focusInvalid);
  };

  const error = (field: string) => (fieldErrors[field] ? t(uncheckedKey(fieldErrors[field])) : undefined);
  return { formRef, onSubmit, error, submitting, failure };
}
