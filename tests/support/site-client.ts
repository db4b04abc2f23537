import { decodeQuotedPrintable } from "./smtp";

/**
 * Talking to a running production server over HTTP the way the site's own pages do: form posts
 * and JSON posts from the same origin (the CSRF/Origin check), session cookies carried by hand.
 */

export const sameSite = (url: string) => ({ origin: url, "sec-fetch-site": "same-origin" });

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .join("; ");
}

/** A form POST from the site's pages; redirects are not followed (they carry the cookies). */
function postForm(url: string, pathname: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${url}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { ...sameSite(url), ...(cookie ? { cookie } : {}) },
  });
}

/**
 * Registers an account through /kayit and verifies it with the code mailed to `lastMailTo`
 * (tests/support/smtp.ts); returns the signed-in session's Cookie header.
 */
export async function registerAndVerify(
  url: string,
  account: { email: string; name: string; password: string },
  lastMailTo: (address: string) => Promise<{ raw: string }>,
): Promise<string> {
  const { email, name, password } = account;
  const registered = await postForm(url, "/kayit", { name, email, password, confirmPassword: password, redirect: "/" });
  if (registered.status !== 302) throw new Error(`registration of ${email} answered ${registered.status}: ${await registered.text()}`);
  const code = decodeQuotedPrintable((await lastMailTo(email)).raw).match(/^(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  // The same browser: the registration's sign-up claim cookie goes along, so the code signs in.
  const verified = await postForm(url, "/dogrulama", { intent: "verify", email, otp: code, redirect: "/" }, cookieHeader(registered));
  if (verified.status !== 302) throw new Error(`verification of ${email} answered ${verified.status}: ${await verified.text()}`);
  return cookieHeader(verified);
}

/** Signs in through /giris; returns the session's Cookie header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await postForm(url, "/giris", { email, password, redirect: "/" });
  if (response.status !== 302) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return cookieHeader(response);
}
