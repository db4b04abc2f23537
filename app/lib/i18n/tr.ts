import { trCore } from "./core-tr";
import { authTr } from "./sections/auth";
import { adminTr } from "./sections/admin";
import { adminContentTr } from "./sections/admin-content";
import { profileTr } from "./sections/profile";
import { listingFormTr } from "./sections/listing-form";
import { uploadsTr } from "./sections/uploads";
import { httpTr } from "./sections/http";
import { promotionsTr } from "./sections/promotions";
import { contactPageTr } from "./sections/contact-page";
import { privacyPageTr } from "./sections/privacy-page";
import { savedSearchesTr } from "./sections/saved-searches";
import { aboutPageTr } from "./sections/about-page";
import { reportsTr } from "./sections/reports";
import { mailTr } from "./sections/mail";

/**
 * All Turkish texts (the default language): the core every page ships plus each area's texts.
 * `en.ts` must have exactly the same keys. The server registers all of it; the browser gets the core
 * with every page and an area's texts with that area's routes (app/lib/i18n/areas/).
 */
export const tr = {
  ...trCore,
  auth: authTr,
  admin: adminTr,
  adminContent: adminContentTr,
  profile: profileTr,
  listingForm: listingFormTr,
  uploads: uploadsTr,
  http: httpTr,
  promotions: promotionsTr,
  contactPage: contactPageTr,
  privacyPage: privacyPageTr,
  aboutPage: aboutPageTr,
  reports: reportsTr,
  savedSearches: savedSearchesTr,
  mail: mailTr,
};
