import { registerArea } from "..";
import { adminTr } from "../sections/admin";
import { adminEn } from "../sections/admin.en";

/** The `admin` texts, shipped with the routes that import this module. */
registerArea("admin", adminTr, adminEn);
