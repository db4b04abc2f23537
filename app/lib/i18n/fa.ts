import { faCore } from "./core-fa";
import { authFa } from "./sections/auth.fa";
import { adminFa } from "./sections/admin.fa";
import { adminContentFa } from "./sections/admin-content.fa";
import { profileFa } from "./sections/profile.fa";
import { listingFormFa } from "./sections/listing-form.fa";
import { uploadsFa } from "./sections/uploads.fa";
import { httpFa } from "./sections/http.fa";
import { promotionsFa } from "./sections/promotions.fa";
import { contactPageFa } from "./sections/contact-page.fa";
import { privacyPageFa } from "./sections/privacy-page.fa";
import { savedSearchesFa } from "./sections/saved-searches.fa";
import { aboutPageFa } from "./sections/about-page.fa";
import { reportsFa } from "./sections/reports.fa";
import { mailFa } from "./sections/mail.fa";
import type { tr } from "./tr";
import type { Localized } from "./types";

/** All Persian texts (the same keys as tr.ts, see en.ts). */
export const fa: Localized<typeof tr> = {
  ...faCore,
  auth: authFa,
  admin: adminFa,
  adminContent: adminContentFa,
  profile: profileFa,
  listingForm: listingFormFa,
  uploads: uploadsFa,
  http: httpFa,
  promotions: promotionsFa,
  contactPage: contactPageFa,
  privacyPage: privacyPageFa,
  aboutPage: aboutPageFa,
  reports: reportsFa,
  savedSearches: savedSearchesFa,
  mail: mailFa,
};
