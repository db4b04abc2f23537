import { ruCore } from "./core-ru";
import { authRu } from "./sections/auth.ru";
import { adminRu } from "./sections/admin.ru";
import { adminContentRu } from "./sections/admin-content.ru";
import { profileRu } from "./sections/profile.ru";
import { listingFormRu } from "./sections/listing-form.ru";
import { uploadsRu } from "./sections/uploads.ru";
import { httpRu } from "./sections/http.ru";
import { promotionsRu } from "./sections/promotions.ru";
import { contactPageRu } from "./sections/contact-page.ru";
import { privacyPageRu } from "./sections/privacy-page.ru";
import { savedSearchesRu } from "./sections/saved-searches.ru";
import { aboutPageRu } from "./sections/about-page.ru";
import { reportsRu } from "./sections/reports.ru";
import { mailRu } from "./sections/mail.ru";
import type { tr } from "./tr";
import type { Localized } from "./types";

/** All Russian texts (the same keys as tr.ts, see en.ts). */
export const ru: Localized<typeof tr> = {
  ...ruCore,
  auth: authRu,
  admin: adminRu,
  adminContent: adminContentRu,
  profile: profileRu,
  listingForm: listingFormRu,
  uploads: uploadsRu,
  http: httpRu,
  promotions: promotionsRu,
  contactPage: contactPageRu,
  privacyPage: privacyPageRu,
  aboutPage: aboutPageRu,
  reports: reportsRu,
  savedSearches: savedSearchesRu,
  mail: mailRu,
};
