import { useCallback, useEffect, useEffectEvent, useRef, type RefObject } from "react";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { useNavigation } from "react-router";
import { toast } from "~/components/ui/sonner";
import type { AuthFormResult, FieldErrors } from "~/domain/auth";
import { type AuthErrorRef, type AuthErrorTitle, apiErrorTextKey, authErrorText } from "~/domain/error-codes";
import { useErrorsUntilEdited } from "~/lib/use-errors-until-edited";

export { authErrorText };

export function useAuthErrorText() {
  const { t } = useTranslation();
  return useCallback((ref: AuthErrorRef) => authErrorText(t, ref), [t]);
}

/**
 * The text of a failed result (decision 028): the server's message, else (a refusal made in the
 * browser) the catalogue's `auth` wording of its code; null without a form-level error.
 */
function failureText(t: ReturnType<typeof useTranslation>["t"], result: AuthFormResult | undefined): string | null {
  if (!result || result.ok || !result.error) return null;
  return result.message ?? t(uncheckedKey(apiErrorTextKey(result.error, "auth")));
}

/** Translated inline errors of the fields (the schemas' messages are i18n keys). */
function useFieldErrors(result: AuthFormResult | undefined): FieldErrors {
  const { t } = useTranslation();
  if (!result || result.ok || !result.fieldErrors) return {};
  return Object.fromEntries(Object.entries(result.fieldErrors).map(([field, key]) => [field, t(uncheckedKey(key))])) as FieldErrors;
}

/**
 * Each new failed result shows a destructive toast: the action's title and the catalogue text
 * (docs/product.md §8). Toasts auto-dismiss, pause on hover and can be swiped away (the root Toaster).
 */
function useErrorToast(result: AuthFormResult | undefined, title: AuthErrorTitle) {
  const { t } = useTranslation();
  // Only a new result (a new submission) shows a toast, not a language switch.
  const announce = useEffectEvent((failed: AuthFormResult) => {
    const message = failureText(t, failed);
    if (message) toast.error(t(`auth.titles.${title}`), { description: message });
  });
  useEffect(() => {
    if (result) announce(result);
  }, [result]);
}

/** After a failed submission, focus moves to the first invalid field. */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, result: AuthFormResult | undefined) {
  useEffect(() => {
    if (!result || result.ok || !result.fieldErrors) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, result]);
}

/** Whether this page's form is being submitted right now. */
function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}

/**
 * What every account form shows about its last result (docs/product.md §8): a ref for its `<Form>`, the
 * translated field errors, the form-level error text, a toast for each new failure, focus on the
 * first invalid field, and whether it is being submitted.
 */
export function useAuthForm(result: AuthFormResult | undefined, title: AuthErrorTitle) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors = useErrorsUntilEdited(formRef, useFieldErrors(result), result);
  useErrorToast(result, title);
  useFocusFirstInvalid(formRef, result);
  const submitting = useSubmitting();
  const formError = failureText(t, result);
  return { formRef, fieldErrors, formError, submitting };
}
