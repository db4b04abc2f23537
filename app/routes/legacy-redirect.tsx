import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { LEGACY_REDIRECTS, buildRedirectTarget } from "~/lib/paths";

/**
 * Legacy path → permanent redirect to its Turkish equivalent, keeping the query string.
 * On a client-side navigation the legacy URL never enters the history: the router commits only
 * the target, so Back returns to the page the user came from (the old app's `replace`).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const entry = LEGACY_REDIRECTS.find((candidate) => matchesPattern(candidate.from, url.pathname));
  if (!entry) throw new Response(null, { status: 404 });
  const target = buildRedirectTarget(entry.to, params as Record<string, string | undefined>);
  throw redirect(`${target}${url.search}`, 301);
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split("/");
  const pathParts = pathname.replace(/\/+$/, "").split("/");
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, index) => part.startsWith(":") || part.toLowerCase() === pathParts[index]?.toLowerCase())
  );
}

export default function LegacyRedirect() {
  return null;
}
