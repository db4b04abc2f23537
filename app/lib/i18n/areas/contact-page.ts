import { registerArea } from "..";
import { contactPageTr } from "../sections/contact-page";
import { contactPageEn } from "../sections/contact-page.en";

/** The `contactPage` texts, shipped with the routes that import this module. */
registerArea("contactPage", contactPageTr, contactPageEn);
