import { registerArea } from "..";
import { adminContentTr } from "../sections/admin-content";
import { adminContentEn } from "../sections/admin-content.en";

/** The `adminContent` texts, shipped with the routes that import this module. */
registerArea("adminContent", adminContentTr, adminContentEn);
