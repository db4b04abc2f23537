import { registerArea } from "..";
import { privacyPageTr } from "../sections/privacy-page";
import { privacyPageEn } from "../sections/privacy-page.en";

/** The `privacyPage` texts, shipped with the routes that import this module. */
registerArea("privacyPage", privacyPageTr, privacyPageEn);
