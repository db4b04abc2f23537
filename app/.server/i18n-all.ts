import { registerTexts } from "~/lib/i18n";
import { en } from "~/lib/i18n/en";
import { tr } from "~/lib/i18n/tr";

/** The server renders and answers every page and endpoint: all texts of both languages, on import. */
registerTexts({ tr, en });
