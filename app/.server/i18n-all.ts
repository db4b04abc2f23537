import { registerCore, registerTexts } from "~/lib/i18n";
import { enCore } from "~/lib/i18n/core-en";
import { trCore } from "~/lib/i18n/core-tr";
import { en } from "~/lib/i18n/en";
import { tr } from "~/lib/i18n/tr";

/**
 * The server renders and answers every page and endpoint: all texts of both languages, on import.
 * The core texts are registered as such too, because each page carries its language's core texts.
 */
registerCore("tr", trCore);
registerCore("en", enCore);
registerTexts({ tr, en });
