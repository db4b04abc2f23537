import { registerArea } from "..";
import { reportsTr } from "../sections/reports";
import { reportsEn } from "../sections/reports.en";

/** The `reports` texts, shipped with the report dialog and the admin panel, which import this module. */
registerArea("reports", reportsTr, reportsEn);
