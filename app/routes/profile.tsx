import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/profile";
import "~/lib/i18n/areas/profile";
import { guard } from "~/.server/http/guard";
import { readForm } from "~/.server/http/body";
import { cacheKeys, listingKeys, sharedPage, sharedPageHeaders } from "~/.server/http/cache-headers";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import { getProfilePage } from "~/.server/services/accounts/profiles";
import { getMailSettings } from "~/.server/services/accounts/mail-settings";
import { PROFILE_EDIT_PARAM, PROFILE_INTENTS, bioFor } from "~/domain/profile";
import { ProfileNotFound } from "~/features/profile/profile-not-found";
import { ProfilePage } from "~/features/profile/profile-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { PROFILE_INTENT_HANDLERS, failProfileChange } from "./profile-intents.server";

/**
 * /profil/{id} (docs/product.md §2 "Profile"): the seller's data and active listings for everyone; for the
 * owner also every non-deleted listing with its status, the edit form and the avatar. A missing
 * profile is a 404 with 'Profil bulunamadı.'.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { viewer, headers } = await getViewer(context.app, request);
  const page = await getProfilePage(context.app.db, params.id, viewer && { userId: viewer.id, isAdmin: viewer.isAdmin });
  if (!page) throw data(null, { status: 404, headers: sharedPage([cacheKeys.profile(params.id)]) });
  const isOwner = viewer?.id === page.profile.id;
  const editing = isOwner && new URL(request.url).searchParams.has(PROFILE_EDIT_PARAM);
  // The owner's mail settings (decision 017), edited beside the profile.
  const mailSettings = editing ? await getMailSettings(context.app.db, page.profile.id) : null;
  // A visitor's page is public (decision 021); a member's is theirs (server/app.ts makes it private).
  const cache = viewer
    ? new Headers({ "Cache-Control": "private, no-store" })
    : sharedPage([cacheKeys.profile(page.profile.id), ...listingKeys(page.listings)]);
  return data({ page, isOwner, editing, mailSettings }, { headers: appendSetCookies(cache, headers) });
}

export const headers = sharedPageHeaders;

/**
 * The owner's changes (intent field): update-profile, upload-avatar, remove-avatar, delete-listing,
 * mail-settings and delete-account (after the password is re-entered), one function each
 * (profile-intents.server.ts). Every permission is checked there and in the services: a visitor
 * gets 401, another member 403, whatever the page showed them.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  if (guard(context.app, request)) return failProfileChange(request, null, "cross_site");
  const { viewer, headers: sessionHeaders } = await getViewer(context.app, request);
  if (!viewer) return failProfileChange(request, null, "unauthorized");

  let form: FormData;
  try {
    form = await readForm(request);
  } catch {
    return failProfileChange(request, null, "bad_request");
  }
  const intentValue = form.get("intent");
  const intent = PROFILE_INTENTS.find((candidate) => candidate === intentValue);
  if (!intent) return failProfileChange(request, null, "bad_request");
  return PROFILE_INTENT_HANDLERS[intent]({ app: context.app, request, form, profileId: params.id, viewer, sessionHeaders });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { locale } = rootDataFrom(matches);
  if (!loaderData) {
    return [{ title: translate(locale, "profile.notFound") }, { name: "robots", content: "noindex" }];
  }
  const { profile } = loaderData.page;
  const name = profile.name ?? translate(locale, "profile.unnamed");
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "profile.metaTitle", { name }),
    description: bioFor(profile, locale)?.text.slice(0, 160) || translate(locale, "profile.metaDescription", { name }),
    noindex: loaderData.editing,
  });
};

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage
      key={loaderData.page.profile.id}
      data={loaderData.page}
      isOwner={loaderData.isOwner}
      // A refused save keeps the form open (the page URL no longer has the edit parameter).
      editing={loaderData.editing || (loaderData.isOwner && actionData?.intent === "update-profile" && !actionData.ok)}
      mailSettings={loaderData.mailSettings}
      result={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ProfileNotFound />;
}
