import type { Localized } from "../types";
import type { mailTr } from "./mail";

export const mailDe: Localized<typeof mailTr> = {
  signature: "KKTC Kiralık",
  greeting: "Hallo {{name}},",
  greetingAnonymous: "Hallo,",
  verificationCode: {
    subject: "Ihr Bestätigungscode für KKTC Kiralık: {{code}}",
    intro: "Geben Sie diesen Code ein, um Ihr Konto bei KKTC Kiralık zu bestätigen:",
    expiry: "Der Code ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.",
  },
  passwordReset: {
    subject: "Ihr Link zum Zurücksetzen des Passworts bei KKTC Kiralık",
    intro: "Öffnen Sie den folgenden Link, um ein neues Passwort festzulegen:",
    expiry: "Der Link ist 1 Stunde gültig. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.",
  },
  sellerNotice: {
    listing_approved: {
      subject: "Ihre Anzeige ist online: {{title}}",
      body: "Ihre Anzeige „{{title}}“ wurde freigegeben und ist jetzt online.",
      action: "Zu Ihrer Anzeige:",
    },
    listing_rejected: {
      subject: "Ihre Anzeige wurde nicht freigegeben: {{title}}",
      body: "Ihre Anzeige „{{title}}“ wurde von einem Administrator nicht freigegeben.",
      action: "Sie können die Anzeige bearbeiten und erneut einreichen:",
    },
    revision_approved: {
      subject: "Ihre Änderungen sind online: {{title}}",
      body: "Ihre Änderungen an der Anzeige „{{title}}“ wurden freigegeben und sind jetzt online.",
      action: "Zu Ihrer Anzeige:",
    },
    revision_rejected: {
      subject: "Ihre Änderungen wurden nicht freigegeben: {{title}}",
      body: "Ihre Änderungen an der Anzeige „{{title}}“ wurden nicht freigegeben. Ihre Anzeige bleibt in der bisherigen Fassung online.",
      action: "Sie können die Änderungen korrigieren und erneut einreichen:",
    },
    account_deleted: {
      subject: "Ihr Konto bei KKTC Kiralık wurde gelöscht",
      body: "Ihr Konto bei KKTC Kiralık ({{email}}) und alle zugehörigen Anzeigen wurden von einem Administrator gelöscht.",
      action: "Wenn Sie glauben, dass es sich um einen Fehler handelt, kontaktieren Sie uns bitte:",
    },
    note: "Hinweis des Administrators:",
    noNote: "Der Administrator hat keinen Hinweis hinterlassen.",
    optional: "Benachrichtigungen über Freigaben können Sie in Ihrem Profil abschalten:",
  },
  priceDrop: {
    subject: "Preissenkung bei einem Favoriten: {{title}}",
    body: "Der Preis Ihres Favoriten „{{title}}“ wurde gesenkt:",
    prices: "{{from}} \u2192 {{to}}",
    action: "Zur Anzeige:",
    optOut: "Benachrichtigungen über Preissenkungen können Sie in Ihrem Profil abschalten:",
  },
  reportedListing: {
    reasons: "Gründe der Meldungen:",
    times: "{{count}}-mal",
    once: "einmal",
  },
  fixRequest: {
    subject: "Bitte korrigieren Sie Ihre Anzeige: {{title}}",
    body: "Ihre Anzeige „{{title}}“ wurde von Besuchern gemeldet. Ein Administrator hat die Meldungen geprüft und bittet Sie, die Anzeige zu korrigieren.",
    action: "Hier können Sie Ihre Anzeige bearbeiten:",
  },
  hiddenNotice: {
    subject: "Ihre Anzeige wurde nach Meldungen offline genommen: {{title}}",
    byReports:
      "Ihre Anzeige „{{title}}“ wurde von mehreren Mitgliedern gemeldet und wird nicht mehr angezeigt, bis ein Administrator sie geprüft hat. Hält der Administrator die Meldungen für unbegründet, geht Ihre Anzeige wieder online.",
    byAdmin: "Ihre Anzeige „{{title}}“ wurde nach Meldungen von einem Administrator offline genommen.",
    action: "Hier können Sie Ihre Anzeige bearbeiten und korrigieren; Ihre Änderungen gehen nach der Freigabe online:",
  },
  expiryNotice: {
    subject: "Ihre Anzeige läuft bald ab: {{title}}",
    body: "Die Laufzeit Ihrer Anzeige „{{title}}“ endet am {{date}}. Danach wird sie auf der Website nicht mehr angezeigt; Sie sehen sie aber weiterhin in Ihrem Profil und können sie dort verlängern.",
    renew: "Mit einem Klick um {{days}} Tage verlängern (keine Anmeldung nötig):",
    rented: "Wenn Ihr Angebot bereits vermietet ist, können Sie die Anzeige in Ihrem Profil als „Vermietet“ markieren:",
  },
  savedSearchAlert: {
    subjectOne: "Neue Anzeige zu Ihrer gespeicherten Suche: {{name}}",
    subjectMany: "{{count}} neue Anzeigen zu Ihrer gespeicherten Suche: {{name}}",
    intro: "Neue Anzeigen zu Ihrer Suche „{{name}}“:",
    manage: "Gespeicherte Suchen verwalten:",
    unsubscribe: "E-Mails zu dieser Suche abbestellen (keine Anmeldung nötig):",
  },
};
