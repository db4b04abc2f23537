import type { Localized } from "../types";
import type { promotionsTr } from "./promotions";

export const promotionsDe: Localized<typeof promotionsTr> = {
  metaTitle: "Werbepakete — Mehr Sichtbarkeit für Ihre Anzeige | KKTC Kiralık",
  metaDescription:
    "Werbepakete von KKTC Kiralık: Heben Sie Ihre Anzeige in ihrer Kategorie und auf der Startseite hervor oder präsentieren Sie Ihre Marke mit einem Sponsorenbanner. Schreiben Sie uns per WhatsApp – wir schalten es noch am selben Tag frei.",
  eyebrow: "Mehr Sichtbarkeit",
  title: "Werbepakete",
  lead: "Bringen Sie Ihre Anzeige vor mehr Menschen. Wählen Sie das passende Paket und schreiben Sie uns per WhatsApp; sobald Ihre Zahlung bestätigt ist, wird Ihr Paket noch am selben Tag aktiviert.",
  packagesTitle: "Pakete",
  popular: "Am beliebtesten",
  featuresOf: "Im Paket „{{package}}“ enthalten",
  periods: {
    weekly: "Woche",
    monthly: "Monat",
  },
  buy: "Per WhatsApp kaufen",
  buyContext: "Paket „{{package}}“, WhatsApp öffnet sich in einem neuen Tab",
  purchaseMessage: "Hallo, ich möchte bei KKTC Kiralık das Werbepaket „{{package}}“ kaufen. Können Sie mir nähere Informationen geben?",
  pricesNote:
    "Alle Preise in Türkischer Lira (TL). Die Laufzeit beginnt an dem Tag, an dem das Werbepaket für Ihre Anzeige aktiviert wird; danach kehrt Ihre Anzeige an ihren regulären Platz zurück.",
  packages: {
    basic: {
      title: "Top-Anzeige – Basis",
      subtitle: "Heben Sie Ihre Anzeige in ihrer Kategorie hervor.",
    },
    premium: {
      title: "Top-Anzeige – Premium",
      subtitle: "Ganz oben in Ihrer Kategorie und auf der Startseite.",
    },
    "premium-plus": {
      title: "Top-Anzeige – Premium Plus",
      subtitle: "Maximale Sichtbarkeit, inklusive Werbung in den sozialen Medien.",
    },
    "sponsor-banner": {
      title: "Sponsorenbanner",
      subtitle: "Präsentieren Sie Ihre Marke im Schaufenster der Startseite.",
    },
  },
  features: {
    featuredBadge: "Kennzeichnung „Top-Anzeige“",
    categoryTop: "Platzierung ganz oben auf der Kategorieseite",
    homeFeatured: "Platz im Bereich „Top-Anzeigen“ auf der Startseite",
    priorityReview: "Bevorzugte Prüfung und Freigabe",
    socialMedia: "Werbebeitrag auf unseren Instagram- und Facebook-Seiten",
    personalSupport: "Persönliche Unterstützung bei Anzeigentext und Fotos",
    thirtyDays: "30 Tage gültig",
    homeBanner: "Banner im gesponserten Werbebereich der Startseite",
    ownLink: "Link zu Ihrer Website, Ihrer Anzeige oder Ihrem Profil",
    bannerChange: "Einmaliger kostenloser Bildwechsel während der Laufzeit",
    weeklyOrMonthly: "Wöchentliche oder monatliche Laufzeit wählbar",
  },
  steps: {
    title: "Wie kaufe ich ein Paket?",
    choose: {
      title: "Paket wählen",
      text: "Entscheiden Sie sich für das Paket, das am besten zu Ihrer Anzeige oder Ihrer Marke passt.",
    },
    message: {
      title: "Per WhatsApp schreiben",
      text: "Tippen Sie auf die Schaltfläche, senden Sie uns die vorbereitete Nachricht mit dem Paketnamen und nennen Sie uns die Anzeige, für die es gelten soll.",
    },
    activate: {
      title: "Wir schalten es frei",
      text: "Wir senden Ihnen die Zahlungsdaten; sobald Ihre Zahlung bestätigt ist, aktivieren wir das Werbepaket noch am selben Tag für Ihre Anzeige.",
    },
  },
  questions: {
    title: "Noch Fragen?",
    text: "Sie sind nicht sicher, welches Paket zu Ihnen passt? Melden Sie sich bei uns – wir wählen es gemeinsam aus.",
    contact: "Zur Kontaktseite",
  },
};
