import { arCore } from "./core-ar";
import { authAr } from "./sections/auth.ar";
import { adminAr } from "./sections/admin.ar";
import { adminContentAr } from "./sections/admin-content.ar";
import { profileAr } from "./sections/profile.ar";
import { listingFormAr } from "./sections/listing-form.ar";
import { uploadsAr } from "./sections/uploads.ar";
import { httpAr } from "./sections/http.ar";
import { promotionsAr } from "./sections/promotions.ar";
import { contactPageAr } from "./sections/contact-page.ar";
import { privacyPageAr } from "./sections/privacy-page.ar";
import { savedSearchesAr } from "./sections/saved-searches.ar";
import { aboutPageAr } from "./sections/about-page.ar";
import { reportsAr } from "./sections/reports.ar";
import { mailAr } from "./sections/mail.ar";
import type { tr } from "./tr";
import type { Localized } from "./types";

/** All Arabic texts (the same keys as tr.ts, see en.ts). */
export const ar: Localized<typeof tr> = {
  ...arCore,
  auth: authAr,
  admin: adminAr,
  adminContent: adminContentAr,
  profile: profileAr,
  listingForm: listingFormAr,
  uploads: uploadsAr,
  http: httpAr,
  promotions: promotionsAr,
  contactPage: contactPageAr,
  privacyPage: privacyPageAr,
  aboutPage: aboutPageAr,
  reports: reportsAr,
  savedSearches: savedSearchesAr,
  mail: mailAr,
};
