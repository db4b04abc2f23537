import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { DEFAULT_CATEGORY } from "~/domain/categories";
import { DEFAULT_CURRENCY } from "~/domain/listing";
import { blankTranslationFields } from "~/domain/listing-texts";
import {
  type ListingFormValues,
  type ListingSaveError,
  type ListingSaveResult,
  listingFieldErrors,
  listingInputSchema,
} from "~/domain/listing-form";
import { MAX_PENDING_LISTINGS_PER_MEMBER } from "~/domain/uploads";
import { storableValue } from "~/domain/text";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import { requireAdminPage } from "./admin-guard";
import { formError } from "./error-response";
import { guard } from "./guard";
import { readText } from "./body";
import type { AppContext } from "../context";
import { appendSetCookies, getViewer } from "../auth/session";
import { checkListingContact, listingFormContact, saveNumbersToProfile } from "../services/listings/contact-numbers";
import { getListingForEdit, loadFormFields, saveListing } from "../services/listings/listing-write";

/**
 * The loader and action behind the create page (/ilan-ver) and the edit page
 * (/ilanlar/{id}/duzenle): one form, one set of rules (docs/product.md §2, §6). Signed-out visitors are sent to
 * the login with a way back; only the owner or an admin may open or save an edit. The contact
 * section shows the owner's numbers; a listing its owner cannot be reached for is refused.
 */

function emptyValues(id: string): ListingFormValues {
  return {
    id,
    category: DEFAULT_CATEGORY,
    title: "",
    titleEn: "",
    description: "",
    descriptionEn: "",
    translations: blankTranslationFields(),
    price: "",
    currency: DEFAULT_CURRENCY,
    city: "",
    region: "",
    rentalTerm: "monthly",
    mapUrl: "",
    matterport: "",
    youtube: [],
    images: [],
    videos: [],
    specifications: {},
  };
}

/**
 * `area: "admin"` serves /yonetim/ilanlar/…: admins only (others go to the admin login), and the
 * admin returns to the panel after creating.
 */
export async function listingFormLoader(app: AppContext, request: Request, listingId: string | null, area: "member" | "admin" = "member") {
  const { viewer, headers } = area === "admin" ? await requireAdminPage(app, request) : await getViewer(app, request);
  const paths = pathsFor(requestLocale(request));
  if (!viewer) throw redirect(paths.login(new URL(request.url).pathname), { headers });
  const { db } = app;
  const fields = await loadFormFields(db);
  // An admin's saves skip moderation (services/listings/listing-write.ts): the page says so.
  const common = { fields, afterCreate: area === "admin" ? paths.admin.dashboard() : paths.profile(viewer.id), byAdmin: viewer.isAdmin };
  const noStore = appendSetCookies(new Headers({ "Cache-Control": "private, no-store" }), headers);
  const actor = { userId: viewer.id, isAdmin: viewer.isAdmin };
  if (!listingId) {
    // The id is chosen now, so uploads can be filed under the listing before it is saved.
    const contact = await listingFormContact(db, actor, viewer.id);
    return data(
      {
        ...common,
        mode: "create" as const,
        initial: emptyValues(randomUUID()),
        status: null,
        moderation: null,
        editor: "owner" as const,
        contact,
      },
      { headers: noStore },
    );
  }
  const lookup = await getListingForEdit(db, listingId, actor);
  if (!lookup.ok) throw data({ reason: lookup.reason }, { status: lookup.reason === "forbidden" ? 403 : 404 });
  const contact = await listingFormContact(db, actor, lookup.ownerId);
  // `moderation`: what waits or was refused (decision 017), for the status notice above the form.
  return data(
    {
      ...common,
      mode: "edit" as const,
      initial: lookup.values,
      status: lookup.status,
      moderation: lookup.moderation,
      editor: lookup.ownerId === viewer.id ? ("owner" as const) : ("admin" as const),
      contact,
    },
    { headers: noStore },
  );
}

const saved = (result: Extract<ListingSaveResult, { ok: true }>, status: number) =>
  data<ListingSaveResult>(result, { status, headers: { "Cache-Control": "no-store" } });

/** A refused save (decision 028): the catalogue's status, `{ ok: false, error, message }` in the page's language. */
const refused = (request: Request, code: ListingSaveError, fieldErrors?: Record<string, string>) =>
  formError(request, code, fieldErrors ? { fieldErrors } : {}, {
    area: "listingForm",
    values: { max: MAX_PENDING_LISTINGS_PER_MEMBER },
  });

export async function listingFormAction(app: AppContext, request: Request, listingId: string | null, area: "member" | "admin" = "member") {
  if (guard(app, request)) return refused(request, "cross_site");
  const { viewer } = await getViewer(app, request);
  if (!viewer) return refused(request, "signed_out");
  if (area === "admin" && !viewer.isAdmin) return refused(request, "forbidden");

  let body: unknown;
  try {
    const text = await readText(request);
    body = storableValue(JSON.parse(text));
  } catch {
    return refused(request, "bad_request");
  }
  const parsed = listingInputSchema.safeParse(body);
  if (!parsed.success) return refused(request, "invalid", listingFieldErrors(parsed.error));
  if (listingId && parsed.data.id !== listingId) return refused(request, "bad_request");

  const { db } = app;
  const actor = { userId: viewer.id, isAdmin: viewer.isAdmin };
  // Buyers must be able to reach the seller: a valid number typed here and kept on the
  // profile, or one already there.
  const contact = await checkListingContact(db, actor, listingId, parsed.data.contact);
  if (!contact.ok) return refused(request, "invalid", contact.errors);

  const result = await saveListing(
    { db, notify: app.notify },
    app.storage,
    actor,
    parsed.data,
    listingId ? "edit" : "create",
    app.config.LISTING_LIFETIME_DAYS,
  );
  // The numbers are kept only with a saved listing (a refused save changes nothing).
  if (result.ok && contact.save && contact.ownerId) await saveNumbersToProfile(db, contact.ownerId, contact.save);
  if (result.ok) return saved(result, listingId ? 200 : 201);
  switch (result.reason) {
    case "invalid":
      return refused(request, "invalid", result.errors);
    case "forbidden":
      return refused(request, "forbidden");
    case "not_found":
      return refused(request, "not_found");
    case "too_many_pending":
      return refused(request, "too_many_pending");
    case "conflict":
      return refused(request, "conflict");
  }
}
