/**
 * A listing as the create and edit forms send it, every field empty or at its default (a house,
 * TRY, monthly; no links, media or specifications), with `overrides` on top. Pure: unit tests,
 * integration tests and browser specs share it.
 */
export function listingFormBody<T extends object = object>(overrides: T = {} as T) {
  return {
    id: "",
    category: "houses" as const,
    title: "",
    titleEn: "",
    description: "",
    descriptionEn: "",
    translations: {
      ru: { title: "", description: "" },
      de: { title: "", description: "" },
      fa: { title: "", description: "" },
      ar: { title: "", description: "" },
    },
    price: "",
    currency: "TRY" as const,
    city: "",
    region: "",
    rentalTerm: "monthly" as const,
    mapUrl: "",
    matterport: "",
    youtube: [] as string[],
    images: [] as never[],
    videos: [] as never[],
    specifications: {},
    ...overrides,
  };
}
