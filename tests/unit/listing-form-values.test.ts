import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "~/domain/categories";
import {
  type FormField,
  type ListingFormValues,
  listingContactErrors,
  listingFieldErrors,
  listingInputSchema,
  validateSpecifications,
} from "~/domain/listing-form";
import {
  type ListingFormFields,
  type SavedMedia,
  errorAt,
  formDefaults,
  listingPayload,
  listingResolver,
} from "~/features/listing-form/form-values";
import { listingFormBody } from "../support/listing-form-body";

/** The listing form's values and checks on react-hook-form: the server's rules, at the same field paths. */

const houseFields: FormField[] = [
  { key: "rooms", label: "Oda", labelEn: null, type: "select", required: true, options: ["1+1", "2+1"] },
  { key: "square_meters", label: "m²", labelEn: null, type: "number", required: true, options: [] },
];
const fields = Object.fromEntries(CATEGORIES.map((category) => [category, category === "houses" ? houseFields : []])) as Record<
  Category,
  FormField[]
>;

const blank: ListingFormValues = listingFormBody({ id: "0b6f4c1e-8a4e-4a53-9d1a-2f0c9e0f6b11" });
/** The general fields filled in (the house's own fields and the numbers are not). */
const filled = { title: "Ev", description: "Deniz manzaralı.", price: "1750", city: "Girne" };
const noMedia: SavedMedia = { images: [], videos: [] };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ListingFormFields>;
const firstTime = { phone: "", whatsapp: "", onProfile: false };

const check = (values: ListingFormFields, contact: typeof firstTime | null = firstTime) =>
  listingResolver({ fields, contact, media: () => noMedia })(values, undefined, options);

/** What the server answers for the same values: the schema's first problem per field, then the category's fields and the contact rule. */
function serverErrors(values: ListingFormFields, contact: typeof firstTime) {
  const parsed = listingInputSchema.safeParse(listingPayload(values, noMedia, true));
  const found = parsed.success ? {} : listingFieldErrors(parsed.error);
  Object.assign(found, validateSpecifications(fields[values.category], values.specifications).errors);
  if (!found["contact.whatsapp"] && !found["contact.phone"]) Object.assign(found, listingContactErrors(values.contact, contact.onProfile));
  return found;
}

describe("the listing form's values", () => {
  it("start from the listing and the owner's numbers; save to the profile is ticked when it has none", () => {
    expect(formDefaults(blank, firstTime)).toEqual({
      ...blank,
      images: undefined,
      videos: undefined,
      contact: { whatsapp: "", phone: "", saveToProfile: true },
    });
    expect(formDefaults(blank, { phone: "", whatsapp: "+90 533 123 45 67", onProfile: true }).contact).toEqual({
      whatsapp: "+90 533 123 45 67",
      phone: "",
      saveToProfile: false,
    });
    expect(formDefaults(blank, null).contact.saveToProfile).toBe(false);
  });

  it("are sent without the fields the category does not have, empty YouTube links or, without its section, the contact", () => {
    const values = {
      ...formDefaults(blank, null),
      category: "cars" as const,
      mapUrl: "https://maps.google.com/x",
      matterport: "abc",
      youtube: ["", " ", "dQw4w9WgXcQ"],
    };
    const media = { images: [{ url: "/media/a.jpg", width: 4, height: 3, variants: [] }], videos: ["/media/b.mp4"] };
    expect(listingPayload(values, media, false)).toEqual({
      ...values,
      contact: undefined,
      mapUrl: "",
      matterport: "",
      youtube: ["dQw4w9WgXcQ"],
      ...media,
    });
    expect(listingPayload(values, media, false)).not.toHaveProperty("contact");
    expect(listingPayload({ ...values, category: "houses" }, media, true)).toMatchObject({
      mapUrl: values.mapUrl,
      matterport: "abc",
      contact: values.contact,
    });
  });
});

describe("the listing form's checks", () => {
  it("find what the server finds, at the same paths (an empty form)", async () => {
    const values = formDefaults(blank, firstTime);
    const { errors } = await check(values);
    const expected = serverErrors(values, firstTime);
    expect(Object.keys(expected).sort()).toEqual([
      "city",
      "contact.whatsapp",
      "description",
      "price",
      "specifications.rooms",
      "specifications.square_meters",
      "title",
    ]);
    for (const [path, message] of Object.entries(expected)) expect(errorAt(errors, path), path).toBe(message);
  });

  it("name one wrong YouTube link, a link of another category, a wrong number, and leave the contact rule to a wrong number", async () => {
    const values: ListingFormFields = {
      ...formDefaults(blank, firstTime),
      ...filled,
      price: "12a",
      region: "Merkez",
      mapUrl: "https://example.com/maps",
      youtube: ["dQw4w9WgXcQ", "not a video"],
      specifications: { rooms: "2+1", square_meters: "-3" },
      contact: { whatsapp: "0533 12", phone: "", saveToProfile: true },
    };
    const { errors } = await check(values);
    expect(errorAt(errors, "youtube")).toBe("listingForm.validation.youtubeInvalid");
    expect(errorAt(errors, "mapUrl")).toBe("listingForm.validation.mapInvalid");
    expect(errorAt(errors, "price")).toBe("listingForm.validation.priceDigits");
    expect(errorAt(errors, "specifications.square_meters")).toBe("listingForm.validation.numberDigits");
    expect(errorAt(errors, "specifications.rooms")).toBeUndefined();
    expect(errorAt(errors, "contact.whatsapp")).toBe("listingForm.validation.phoneInvalid");
    for (const [path, message] of Object.entries(serverErrors(values, firstTime))) expect(errorAt(errors, path), path).toBe(message);
  });

  it("pass a complete listing with its values; without a contact section the profile's number is the server's to check", async () => {
    const values: ListingFormFields = {
      ...formDefaults(blank, null),
      ...filled,
      specifications: { rooms: "2+1", square_meters: "95" },
    };
    expect(await check(values, null)).toEqual({ values, errors: {} });
    expect(errorAt((await check(values)).errors, "contact.whatsapp")).toBe("listingForm.validation.contactRequired");
    const withNumber = { ...values, contact: { whatsapp: "0533 123 45 67", phone: "", saveToProfile: true } };
    expect(await check(withNumber)).toEqual({ values: withNumber, errors: {} });
  });
});
