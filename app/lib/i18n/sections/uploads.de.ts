import type { Localized } from "../types";
import type { uploadsTr } from "./uploads";

export const uploadsDe: Localized<typeof uploadsTr> = {
  errors: {
    signedOut: "Keine Sitzung gefunden",
    crossSite: "Diese Anfrage kam von einer anderen Website und wurde abgelehnt.",
    methodNotAllowed: "Dateien können nur per POST-Anfrage hochgeladen werden.",
    badRequest: "Die Upload-Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    invalidKind: "Die Datei muss ein Bild oder ein Video sein.",
    invalidListingId: "Die Anzeigen-ID ist ungültig.",
    missingFile: "Bitte wählen Sie eine Datei aus.",
    forbidden: "Sie sind nicht berechtigt, Dateien zu dieser Anzeige hochzuladen.",
    listingNotFound: "Anzeige nicht gefunden",
    tooLarge: "Die Datei ist zu groß (höchstens {{max}} MB).",
    imageTooLarge: "Das Bild ist zu groß (höchstens {{max}} MB).",
    videoTooLarge: "Das Video ist zu groß (höchstens {{max}} MB).",
    unsupportedType: "Dieser Dateityp wird nicht unterstützt",
    heicUnsupported: "HEIC/HEIF-Bilder können auf dem Server nicht geöffnet werden. Bitte laden Sie sie als JPEG hoch.",
    undecodable: "Das Bild konnte nicht geöffnet werden; die Datei ist möglicherweise beschädigt.",
    videoMetadata:
      "Standort- und Sensordaten konnten aus diesem Video nicht entfernt werden. Bitte speichern (exportieren) Sie das Video erneut aus der Galerie Ihres Telefons und laden Sie es dann hoch.",
    rateLimited: "Sie haben in kurzer Zeit zu viele Dateien hochgeladen. Bitte versuchen Sie es in {{minutes}} Minuten erneut.",
    quotaExceeded:
      "Ihre noch keiner Anzeige zugeordneten Uploads haben das Limit von {{max}} MB erreicht. Speichern Sie zuerst Ihre Anzeige; Uploads, die nicht innerhalb von 24 Stunden gespeichert werden, werden gelöscht.",
    dailyQuotaExceeded: "Sie haben das Limit von {{max}} MB pro 24 Stunden erreicht. Bitte versuchen Sie es in {{hours}} Stunden erneut.",
    tooManyInFlight:
      "Sie können höchstens {{max}} Dateien gleichzeitig hochladen. Bitte warten Sie, bis die vorherigen Uploads abgeschlossen sind.",
    failed: "Der Upload ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  },
};
