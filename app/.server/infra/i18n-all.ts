import { registerCore, registerTexts } from "~/lib/i18n/index";
import { arCore } from "~/lib/i18n/core-ar";
import { deCore } from "~/lib/i18n/core-de";
import { enCore } from "~/lib/i18n/core-en";
import { faCore } from "~/lib/i18n/core-fa";
import { ruCore } from "~/lib/i18n/core-ru";
import { trCore } from "~/lib/i18n/core-tr";
import { ar } from "~/lib/i18n/ar";
import { de } from "~/lib/i18n/de";
import { en } from "~/lib/i18n/en";
import { fa } from "~/lib/i18n/fa";
import { ru } from "~/lib/i18n/ru";
import { tr } from "~/lib/i18n/tr";

/** The core texts of every language, by language (what `GET /api/texts/:locale` answers). */
export const CORE_TEXTS = { tr: trCore, en: enCore, ru: ruCore, de: deCore, fa: faCore, ar: arCore };

/** The server renders and answers every page and endpoint: all texts of every language, on import. */
for (const [locale, core] of Object.entries(CORE_TEXTS)) registerCore(locale as keyof typeof CORE_TEXTS, core);
registerTexts({ tr, en, ru, de, fa, ar });
