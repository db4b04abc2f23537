import { registerArea } from "..";
import { aboutPageTr } from "../sections/about-page";
import { aboutPageEn } from "../sections/about-page.en";

/** The `aboutPage` texts, shipped with the routes that import this module. */
registerArea("aboutPage", aboutPageTr, aboutPageEn);
