import { registerCore, registerTexts } from "~/lib/i18n/index";
import { enCore } from "~/lib/i18n/core-en";
import { trCore } from "~/lib/i18n/core-tr";
import { en } from "~/lib/i18n/en";
import { tr } from "~/lib/i18n/tr";

/** The server renders and answers every page and endpoint: all texts of both languages, on import. */
registerCore("tr", trCore);
registerCore("en", enCore);
registerTexts({ tr, en });
