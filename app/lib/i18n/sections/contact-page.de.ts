import type { Localized } from "../types";
import type { contactPageTr } from "./contact-page";

export const contactPageDe: Localized<typeof contactPageTr> = {
  metaTitle: "Kontakt — KKTC Kiralık",
  metaDescription:
    "Erreichen Sie KKTC Kiralık per WhatsApp, E-Mail oder in unserem Büro: Wir beantworten Ihre Fragen zu Anzeigen, Mitgliedschaft und Werbepaketen.",
  title: "Kontakt",
  description:
    "Sie haben eine Frage zu Anzeigen, zur Mitgliedschaft oder zu unseren Werbepaketen? Kontaktieren Sie uns über den Kanal, der Ihnen am besten passt – wir melden uns so schnell wie möglich.",
  channelsTitle: "So erreichen Sie uns",
  whatsapp: {
    title: "WhatsApp",
    text: "Am schnellsten antworten wir Ihnen auf WhatsApp.",
    action: "Per WhatsApp schreiben",
    message: "Hallo, ich hätte gern Informationen zu KKTC Kiralık.",
  },
  email: {
    title: "E-Mail",
    text: "Für ausführliche Fragen, Kooperationen und Anfragen zu Ihren personenbezogenen Daten.",
    action: "E-Mail senden",
  },
  address: {
    title: "Adresse",
    text: "Besuchen Sie uns gern nach Terminvereinbarung in unserem Büro.",
    action: "Auf der Karte zeigen",
  },
  social: {
    title: "Folgen Sie uns",
    text: "Folgen Sie uns in den sozialen Medien für neue Anzeigen, Aktionen und Neuigkeiten.",
  },
  privacyNote: "Sie möchten wissen, wie wir die Informationen verwenden, die Sie uns senden?",
  privacyLink: "Lesen Sie unsere Datenschutzerklärung",
};
