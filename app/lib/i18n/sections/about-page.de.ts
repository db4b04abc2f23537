import type { Localized } from "../types";
import type { aboutPageTr } from "./about-page";

export const aboutPageDe: Localized<typeof aboutPageTr> = {
  metaTitle: "Über uns — KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık ist der Mietmarkt Nordzyperns: Anzeigen für Häuser, Autos, Läden, Hotels und Apartments in sechs Sprachen – jede Anzeige wird vor der Veröffentlichung geprüft.",
  title: "Über uns",
  lead: "KKTC Kiralık ist ein Anzeigenportal, das in Nordzypern Menschen, die ein Haus, ein Auto, einen Laden, ein Hotel oder ein Apartment mieten möchten, mit den Anbietern zusammenbringt. Wir helfen Ihnen, das Passende zu finden und den Anbieter ohne Vermittler direkt zu erreichen.",
  categories: {
    title: "Was können Sie mieten?",
    text: "Von Lefkoşa bis Girne, von Gazimağusa bis İskele – Anzeigen aus allen Teilen der Insel in fünf Kategorien:",
    houses: "Wohnungen, Villen und Einfamilienhäuser zur Lang- oder Kurzzeitmiete.",
    cars: "Mietwagen für Tage, Wochen oder Monate.",
    shops: "Läden, Büros und Gewerbeflächen zur Miete.",
    hotels: "Hotels für Ihren Urlaub oder Ihre Geschäftsreise.",
    apartments: "Apartments zur tage- oder wochenweisen Miete.",
    browse: "Anzeigen ansehen",
  },
  how: {
    title: "So funktioniert es",
    search: {
      title: "Suchen",
      text: "Filtern Sie nach Kategorie, Stadt, Region und Preis und lassen Sie sich die Preise ungefähr in Ihrer bevorzugten Währung anzeigen.",
    },
    contact: {
      title: "Kontakt aufnehmen",
      text: "Erreichen Sie den Anbieter direkt per WhatsApp oder Telefon und besprechen Sie die Miete ohne Vermittler.",
    },
    post: {
      title: "Anzeige aufgeben",
      text: "Registrieren Sie sich, erstellen Sie Ihre Anzeige mit Fotos in wenigen Minuten und veröffentlichen Sie sie mit Ihrem privaten oder gewerblichen Profil.",
    },
  },
  moderation: {
    title: "Jede Anzeige wird geprüft",
    text: "Bevor eine Anzeige online geht, prüft unser Team sie: Sind Angaben und Fotos realistisch, steht die Anzeige in der richtigen Kategorie? Die Prüfung dauert höchstens 30 Minuten. Wird eine Anzeige nicht freigegeben, geht sie mit einer Begründung an den Anbieter zurück; er kann sie korrigieren und erneut einreichen.",
  },
  languages: {
    title: "In sechs Sprachen",
    text: "Die Website ist auf Türkisch, Englisch, Russisch, Deutsch, Persisch und Arabisch nutzbar und zeigt Preise auch in Pfund, Euro oder Dollar. So findet jeder, der auf der Insel lebt, studiert oder Urlaub macht, das Gesuchte in seiner Sprache.",
  },
  cta: {
    title: "Sie möchten etwas vermieten?",
    text: "Erstellen Sie jetzt Ihre Anzeige – und werfen Sie einen Blick auf unsere Werbepakete, um mehr Menschen zu erreichen.",
    post: "Anzeige aufgeben",
    promotions: "Werbepakete",
    contact: "Kontakt aufnehmen",
  },
};
