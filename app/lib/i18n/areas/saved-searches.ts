import { registerArea } from "..";
import { savedSearchesTr } from "../sections/saved-searches";
import { savedSearchesEn } from "../sections/saved-searches.en";

/** The `savedSearches` texts, shipped with the routes that import this module. */
registerArea("savedSearches", savedSearchesTr, savedSearchesEn);
