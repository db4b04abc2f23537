import { replace } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { LEGACY_REDIRECTS, buildRedirectTarget } from "~/lib/paths";

/**
 * Legacy path → permanent redirect to its Turkish equivalent, keeping the query string.
 * `replace` makes client-side navigations replace the history entry, as the old app did.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const entry = LEGACY_REDIRECTS.find((candidate) => matchesPattern(candidate.from, url.pathname));
  if (!entry) throw new Response(null, { status: 404 });
  const target = buildRedirectTarget(entry.to, params as Record<string, string | undefined>);
  throw replace(`${target}${url.search}`, { status: 301 });
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
