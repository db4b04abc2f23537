import { deCore } from "./core-de";
import { authDe } from "./sections/auth.de";
import { adminDe } from "./sections/admin.de";
import { adminContentDe } from "./sections/admin-content.de";
import { profileDe } from "./sections/profile.de";
import { listingFormDe } from "./sections/listing-form.de";
import { uploadsDe } from "./sections/uploads.de";
import { httpDe } from "./sections/http.de";
import { promotionsDe } from "./sections/promotions.de";
import { contactPageDe } from "./sections/contact-page.de";
import { privacyPageDe } from "./sections/privacy-page.de";
import { savedSearchesDe } from "./sections/saved-searches.de";
import { aboutPageDe } from "./sections/about-page.de";
import { reportsDe } from "./sections/reports.de";
import { mailDe } from "./sections/mail.de";
import type { tr } from "./tr";
import type { Localized } from "./types";

/** All German texts (the same keys as tr.ts, see en.ts). */
export const de: Localized<typeof tr> = {
  ...deCore,
  auth: authDe,
  admin: adminDe,
  adminContent: adminContentDe,
  profile: profileDe,
  listingForm: listingFormDe,
  uploads: uploadsDe,
  http: httpDe,
  promotions: promotionsDe,
  contactPage: contactPageDe,
  privacyPage: privacyPageDe,
  aboutPage: aboutPageDe,
  reports: reportsDe,
  savedSearches: savedSearchesDe,
  mail: mailDe,
};
