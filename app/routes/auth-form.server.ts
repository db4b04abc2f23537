import type { AppContext } from "~/.server/context";
import { data } from "react-router";
import type { z } from "zod";
import { type AuthCallResult, authErrorOf, authFailure, badRequestAnswer, failureStatus, readAuthForm } from "~/.server/auth/auth-requests";
import { guard } from "~/.server/http/guard";
import { type AuthFormResult, fieldErrorsOf, formFields } from "~/domain/auth";

/** The form's intent, when it names one: every answer carries it back. */
const intentOf = (intent: string | undefined) => (intent === undefined ? {} : { intent });

/**
 * The first steps of the login, register, verify and admin login actions: read the posted form
 * (not a form: 400), take the named text fields and the typed e-mail (trimmed, lower-cased, given
 * back with every refusal) and refuse a cross-site post (403). `intentFrom` names the form's intent.
 */
export async function readAuthPost<K extends string, I extends string | undefined = undefined>(
  app: AppContext,
  request: Request,
  names: readonly (K | "email")[],
  intentFrom?: (formData: FormData) => I,
) {
  const formData = await readAuthForm(request);
  if (!formData) return { refusal: badRequestAnswer(request) } as const;
  const intent = intentFrom?.(formData) as I;
  const fields = formFields(formData, names);
  const email = fields.email.trim().toLowerCase();
  if (guard(app, request)) {
    return {
      refusal: data<AuthFormResult>({ ok: false, ...intentOf(intent), ...authFailure(request, { key: "crossSite" }), email }, 403),
    } as const;
  }
  return { refusal: null, formData, fields, email, intent } as const;
}

/** A form whose fields are wrong: 400 with the first problem of each field. */
export const invalidAuthFields = (error: z.ZodError, email: string, intent?: string) =>
  data<AuthFormResult>({ ok: false, ...intentOf(intent), fieldErrors: fieldErrorsOf(error), email }, 400);

/** Better Auth refused the call: its error in the page's language, with its status. */
export const authCallRefusal = (request: Request, result: AuthCallResult, email: string, intent?: string) =>
  data<AuthFormResult>({ ok: false, ...intentOf(intent), ...authFailure(request, authErrorOf(result)), email }, failureStatus(result));
