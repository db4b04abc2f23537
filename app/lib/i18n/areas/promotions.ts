import { registerArea } from "..";
import { promotionsTr } from "../sections/promotions";
import { promotionsEn } from "../sections/promotions.en";

/** The `promotions` texts, shipped with the routes that import this module. */
registerArea("promotions", promotionsTr, promotionsEn);
