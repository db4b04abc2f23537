import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, type Resolver, get, set } from "react-hook-form";
import type { z } from "zod";
import type { Category } from "~/domain/categories";
import type { ListingImage } from "~/domain/listing";
import {
  type FormField,
  type ListingContactInput,
  type ListingFormValues,
  MAP_CATEGORIES,
  MATTERPORT_CATEGORIES,
  listingContactErrors,
  listingInputSchema,
  validateSpecifications,
} from "~/domain/listing-form";
import type { ContactStart } from "./contact-section";

/**
 * The listing form's values as react-hook-form holds them, and how they are checked: with the
 * shared schema (`listingInputSchema`, the action's) through @hookform/resolvers' zodResolver, then
 * the category's fields and the contact rule. The photos and videos are not form values: they are
 * `useMediaUploads`' and join the values only in the payload.
 */

/** What the seller types and chooses; `contact` is sent only when the form shows its section. */
export type ListingFormFields = Omit<ListingFormValues, "images" | "videos"> & { contact: ListingContactInput };

/** The listing's media as the payload carries them (what has been uploaded, in the seller's order). */
export interface SavedMedia {
  images: ListingImage[];
  videos: string[];
}

/** The form's first values: the listing's (edit) or blank ones (create), and the owner's numbers. */
export function formDefaults(initial: ListingFormValues, contact: ContactStart | null): ListingFormFields {
  const { images: _images, videos: _videos, ...values } = initial;
  return {
    ...values,
    contact: { whatsapp: contact?.whatsapp ?? "", phone: contact?.phone ?? "", saveToProfile: contact ? !contact.onProfile : false },
  };
}

/** The form's content as the schema wants it (fields that do not apply to the category are left empty). */
export function listingPayload(values: ListingFormFields, media: SavedMedia, withContact: boolean): z.input<typeof listingInputSchema> {
  const { contact, ...rest } = values;
  return {
    ...rest,
    mapUrl: MAP_CATEGORIES.includes(values.category) ? values.mapUrl : "",
    matterport: MATTERPORT_CATEGORIES.includes(values.category) ? values.matterport : "",
    youtube: values.youtube.filter((link) => link.trim()),
    images: media.images,
    videos: media.videos,
    ...(withContact ? { contact } : {}),
  };
}

/**
 * The same checks as the server (but for the stored media), before anything is sent: the schema,
 * the category's own fields, and — when the form has a contact section and its numbers are not
 * wrong already — a way to reach the seller. Errors are i18n keys, at the fields' paths.
 */
export function listingResolver({
  fields,
  contact,
  media,
}: {
  fields: Record<Category, FormField[]>;
  contact: ContactStart | null;
  /** The uploaded media at the time of the check. */
  media: () => SavedMedia;
}): Resolver<ListingFormFields> {
  const schemaResolver = zodResolver(listingInputSchema);
  return async (values, context, options) => {
    // The resolver option types name the form's fields; the payload differs only by media and blanks.
    const checked = await schemaResolver(listingPayload(values, media(), contact !== null), context, options as never);
    const errors = checked.errors as FieldErrors<ListingFormFields>;
    const extra = validateSpecifications(fields[values.category], values.specifications).errors;
    if (contact && !get(errors, "contact.whatsapp") && !get(errors, "contact.phone"))
      Object.assign(extra, listingContactErrors(values.contact, contact.onProfile));
    for (const [path, message] of Object.entries(extra)) set(errors, path, { type: "validate", message });
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The first message (an i18n key) at `path` or below it: a field's own error, or the first of its
 * parts' (one YouTube link of several, one photo). The server's answer names fields the same way.
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    if ("message" in node) return typeof node.message === "string" && node.message ? node.message : undefined;
    for (const [key, child] of Object.entries(node)) {
      const found = key === "ref" ? undefined : first(child);
      if (found) return found;
    }
    return undefined;
  };
  return first(get(errors, path));
}
