import type { Localized } from "../types";
import type { httpTr } from "./http";

/** German texts of the HTTP server's own answers (see http.ts). */
export const httpDe: Localized<typeof httpTr> = {
  errors: {
    bodyTooLarge:
      "Die Anfrage ist zu groß (für diese Adresse höchstens {{max}}). Bitte senden Sie eine kleinere Datei oder einen kürzeren Text.",
    methodNotAllowed: "Diese Anfragemethode wird nicht unterstützt.",
    notFound: "Unter dieser Adresse wurde nichts gefunden.",
    badHost: "Ungültige Anfrage: Der Servername (Host) fehlt oder ist fehlerhaft.",
    badTarget: "Ungültige Anfrage: Die angeforderte Adresse muss ein Pfad sein (zum Beispiel /evler).",
    noResponse: "Keine Antwort vom Server: Er ist gerade stark ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.",
  },
};
