import { type ReactNode, createContext, useContext } from "react";
import { type Translator, getI18n } from "./index";
import { DEFAULT_LOCALE } from "./locales";

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page's language to every `useTranslation()` below it (the root layout sets it). */
export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`: the page language's `t` and its translator (`i18n.language`). */
export function useTranslation(): { t: Translator["t"]; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? getI18n(DEFAULT_LOCALE);
  return { t: translator.t, i18n: translator };
}
