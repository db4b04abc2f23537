import { enCore } from "./core-en";
import { authEn } from "./sections/auth.en";
import { adminEn } from "./sections/admin.en";
import { adminContentEn } from "./sections/admin-content.en";
import { profileEn } from "./sections/profile.en";
import { listingFormEn } from "./sections/listing-form.en";
import { uploadsEn } from "./sections/uploads.en";
import { httpEn } from "./sections/http.en";
import { promotionsEn } from "./sections/promotions.en";
import { contactPageEn } from "./sections/contact-page.en";
import { privacyPageEn } from "./sections/privacy-page.en";
import { savedSearchesEn } from "./sections/saved-searches.en";
import { aboutPageEn } from "./sections/about-page.en";
import { reportsEn } from "./sections/reports.en";
import { mailEn } from "./sections/mail.en";
import type { tr } from "./tr";
import type { Widen } from "./types";
/** The shape of every language's texts: exactly the keys of the Turkish file. */
export type Messages = Widen<typeof tr>;

export const en: Messages = {
  ...enCore,
  auth: authEn,
  admin: adminEn,
  adminContent: adminContentEn,
  profile: profileEn,
  listingForm: listingFormEn,
  uploads: uploadsEn,
  http: httpEn,
  promotions: promotionsEn,
  contactPage: contactPageEn,
  privacyPage: privacyPageEn,
  aboutPage: aboutPageEn,
  reports: reportsEn,
  savedSearches: savedSearchesEn,
  mail: mailEn,
};
