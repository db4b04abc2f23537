import { registerArea } from "..";
import { listingFormTr } from "../sections/listing-form";
import { listingFormEn } from "../sections/listing-form.en";

/** The `listingForm` texts, shipped with the routes that import this module. */
registerArea("listingForm", listingFormTr, listingFormEn);
