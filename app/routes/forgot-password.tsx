import { data } from "react-router";
import type { Route } from "./+types/forgot-password";
import "~/lib/i18n/areas/auth";
import { badRequestAnswer, readAuthForm, requestPasswordReset } from "~/.server/auth/auth-requests";
import { recoveryError } from "~/domain/error-codes";
import { submitPasswordResetRequest } from "~/features/auth/fetch-with-retry";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { authPageMeta } from "~/features/auth/meta";

/**
 * /sifremi-unuttum (docs/product.md §2). A failed recovery link lands here with error, error_code and
 * error_description (docs/product.md §2 "Recovery redirect"): otp_expired shows the otpExpired text, other
 * errors their description or the verification error (docs/product.md §8).
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const hasError = params.has("error") || params.has("error_code");
  return {
    recoveryError: hasError
      ? recoveryError({
          errorCode: params.get("error_code"),
          errorDescription: params.get("error_description")?.slice(0, 300),
        })
      : null,
  };
}

/** Without JavaScript: the form posts here. */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await readAuthForm(request);
  if (!formData) return badRequestAnswer(request);
  const { status, result } = await requestPasswordReset(context.app, request, formData);
  return data(result, status);
}

/** With JavaScript: the same request through the JSON endpoint, 3 attempts of 12 s (docs/product.md §7). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return submitPasswordResetRequest(await request.formData());
}

export const meta: Route.MetaFunction = (args) => authPageMeta(args, "forgot-password");

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm result={actionData} recoveryError={loaderData.recoveryError} />;
}
