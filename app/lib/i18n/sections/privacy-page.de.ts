import type { Localized } from "../types";
import type { privacyPageTr } from "./privacy-page";

export const privacyPageDe: Localized<typeof privacyPageTr> = {
  metaTitle: "Datenschutzerklärung — KKTC Kiralık",
  metaDescription:
    "Welche personenbezogenen Daten erhebt KKTC Kiralık, wie werden sie verwendet und geschützt? Cookies, Weitergabe sowie Ihre Rechte auf Auskunft, Berichtigung, Löschung und Datenübertragbarkeit.",
  title: "Datenschutzerklärung",
  lastUpdated: "Zuletzt aktualisiert: {{date}}",
  tocTitle: "Auf dieser Seite",
  sections: {
    introduction: {
      title: "Einleitung",
      intro: {
        p1: "Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten wir verarbeiten, wenn Sie die Website von KKTC Kiralık besuchen, sich registrieren und Anzeigen aufgeben, zu welchen Zwecken wir sie verwenden, wie wir sie schützen und welche Rechte Sie in Bezug auf diese Daten haben.",
        p2: "Wir verarbeiten Ihre personenbezogenen Daten nach den geltenden Datenschutzvorschriften und nach Grundsätzen, die mit dem Gesetz zum Schutz personenbezogener Daten (KVKK) im Einklang stehen: rechtmäßig und nach Treu und Glauben, beschränkt auf festgelegte und legitime Zwecke, verhältnismäßig und nur so lange wie nötig.",
        p3: "Verantwortlicher für Ihre Daten ist KKTC Kiralık. Wie Sie uns erreichen, finden Sie im Abschnitt „Kontakt“ am Ende dieser Seite.",
      },
    },
    dataCollected: {
      title: "Welche Daten wir erheben",
      intro: {
        p1: "Wir erheben nur die Daten, die wir für die Erbringung unseres Dienstes benötigen:",
      },
      items: {
        account:
          "Kontodaten: die E-Mail-Adresse, der Name und das Passwort, die Sie bei der Registrierung angeben. Ihr Passwort wird ausschließlich als Einweg-Hashwert gespeichert; niemand, auch wir nicht, kann es lesen.",
        profile:
          "Profildaten: die Angaben, die Sie freiwillig hinzufügen – Anzeigename, Firmenname, Kontoart (Privat oder Gewerblich), Telefon- und WhatsApp-Nummer, Website, Vorstellungstext, Standort und Profilfoto.",
        listings:
          "Anzeigendaten: Titel und Beschreibung der Anzeige, Preis, Stadt, Region und Kartenlink, die Merkmale der Anzeige sowie Fotos und Videos.",
        technical:
          "Technische Daten: Ihre IP-Adresse und Browserangaben, die bei der Anmeldung zusammen mit Ihrer Sitzung gespeichert werden; an IP-Adressen gebundene Zähler, mit denen wir Anmelde- und Registrierungsversuche begrenzen; Serverprotokolle mit der aufgerufenen Adresse und dem Statuscode, die wir zur Fehlerbehebung nutzen.",
        usage:
          "Nutzungsdaten: die Anzeigen, die Sie zu Ihren Favoriten hinzufügen, und die Anzahl der Aufrufe von Anzeigen. Aufrufe werden nur als Gesamtzahl gezählt und keiner Person zugeordnet.",
        cookies:
          "Cookies und Browserspeicher: das Cookie kk_session hält Sie angemeldet (14 Tage), das Cookie kk_user_name zeigt Ihren Namen im Menü an (14 Tage), das Cookie kk_known_device erkennt einen Browser wieder, mit dem Sie sich bereits angemeldet haben, damit Sie dort nicht durch falsche Passworteingaben anderer gesperrt werden können (1 Jahr), und das Cookie kk_locale speichert die Sprache der Meldungen, die die Website Ihnen anzeigt (die Sprache der zuletzt geöffneten Seite) (1 Jahr). Ihre Designeinstellung (hell, dunkel oder System) und Ihre Sprachwahl werden im lokalen Speicher Ihres Browsers (localStorage) abgelegt; dort speichern wir auch Wechselkurse sowie den Vermerk, dass Sie eine Anzeige aufgerufen haben, damit Seiten schneller laden und Aufrufe nicht doppelt gezählt werden.",
      },
      outro: {
        p1: "Wir verwenden keine Werbe-, Analyse- oder Tracking-Cookies von Drittanbietern. Sie können Cookies und den lokalen Speicher jederzeit in Ihren Browsereinstellungen löschen; Sie werden dann abgemeldet und Ihre Einstellungen werden zurückgesetzt.",
      },
    },
    use: {
      title: "Wie wir Ihre Daten verwenden",
      intro: {
        p1: "Wir verwenden Ihre Daten ausschließlich zu folgenden Zwecken:",
      },
      items: {
        service:
          "um Ihr Konto anzulegen, Sie angemeldet zu halten und Ihnen zu ermöglichen, Ihre Anzeigen zu veröffentlichen, zu bearbeiten und zu verwalten;",
        moderation:
          "um Anzeigen vor der Veröffentlichung zu prüfen und gefälschte, irreführende oder regelwidrige Anzeigen sowie Missbrauch zu verhindern;",
        contact: "um Besuchern zu ermöglichen, Anbieter per WhatsApp oder Telefon zu kontaktieren;",
        email: "um Ihnen E-Mails zu Ihrem Konto zu senden, etwa Bestätigungscodes oder Links zum Zurücksetzen des Passworts;",
        support: "um Ihre Fragen, Beschwerden und Anfragen zu Werbepaketen zu beantworten;",
        security: "um die Sicherheit der Website zu gewährleisten, Fehler zu beheben und unsere gesetzlichen Pflichten zu erfüllen.",
      },
      outro: {
        p1: "Wir verkaufen Ihre Daten nicht und senden Ihnen ohne Ihre Einwilligung keine Werbe-E-Mails.",
      },
    },
    security: {
      title: "Datensicherheit",
      intro: {
        p1: "Die Verbindung zwischen Ihnen und der Website ist per HTTPS verschlüsselt. Das Sitzungs-Cookie ist so eingestellt, dass Skripte im Browser nicht darauf zugreifen können (HttpOnly), Passwörter werden mit einem starken Einwegverfahren gespeichert, und Anmeldung, Registrierung, Bestätigung und Zurücksetzen des Passworts sind durch Begrenzungen der Versuche geschützt.",
        p2: "Zugriff auf die Daten haben nur befugte Mitglieder unseres Teams, die ihn für ihre Arbeit benötigen. Auch wenn kein System völlig risikofrei ist, treffen wir angemessene technische und organisatorische Maßnahmen, um Ihre Daten vor unbefugtem Zugriff, Verlust und Veränderung zu schützen. Stellen wir eine Datenschutzverletzung fest, informieren wir die betroffenen Nutzer und die zuständigen Behörden unverzüglich.",
        p3: "Bitte geben auch Sie Ihr Passwort an niemanden weiter und verwenden Sie hier kein Passwort, das Sie bereits auf anderen Websites nutzen.",
      },
    },
    sharing: {
      title: "Weitergabe von Daten",
      intro: {
        p1: "Wir verkaufen und vermieten Ihre personenbezogenen Daten nicht. Ihre Daten werden nur in folgenden Fällen an andere weitergegeben:",
      },
      items: {
        public:
          "Öffentliche Angaben: Ihre veröffentlichten Anzeigen sowie der auf Ihrer Profilseite angezeigte Name, Firmenname, Ihre E-Mail-Adresse, Telefon- und WhatsApp-Nummer, Website, Ihr Standort und Ihr Foto sind für alle Besucher der Website sichtbar. Nur so können Besucher Sie erreichen; freiwillige Angaben, die nicht angezeigt werden sollen, können Sie aus Ihrem Profil entfernen.",
        providers:
          "Dienstleister: die Server- und Datenbankdienste, bei denen die Website gehostet wird, der Speicherdienst, in dem Fotos und Videos abgelegt werden, und der E-Mail-Versanddienst, der unsere E-Mails zustellt. Diese Dienstleister verarbeiten Ihre Daten ausschließlich in unserem Auftrag, nach unseren Weisungen und unter Verpflichtung zur Vertraulichkeit.",
        whatsapp:
          "WhatsApp: Wenn Sie einem Anbieter oder uns per WhatsApp schreiben, wird Ihre Nachricht über WhatsApp übermittelt und unterliegt der Datenschutzrichtlinie von WhatsApp.",
        legal:
          "Gesetzliche Pflichten: Bei einem Gerichtsbeschluss oder einer rechtmäßigen Anfrage der zuständigen Behörden geben wir nur die mindestens erforderlichen Daten weiter.",
      },
      outro: {
        p1: "Die Server unserer Dienstleister können sich im Ausland befinden; in diesem Fall treffen wir Maßnahmen, die sicherstellen, dass Ihre Daten auf dem in dieser Erklärung beschriebenen Niveau geschützt bleiben.",
      },
    },
    rights: {
      title: "Ihre Rechte",
      intro: {
        p1: "In Bezug auf Ihre personenbezogenen Daten haben Sie folgende Rechte:",
      },
      items: {
        access:
          "Auskunft: zu erfahren, welche Daten wir über Sie verarbeiten, zu welchem Zweck und an wen wir sie weitergeben, und eine Kopie davon zu erhalten. Die Kopie können Sie selbst herunterladen: Melden Sie sich an, öffnen Sie auf Ihrer Profilseite „Profil bearbeiten“ und klicken Sie unten im Abschnitt „Ihre Daten und Ihr Konto“ auf „Meine Daten herunterladen“. Ihre Konto- und Profilangaben, Ihre Sitzungen, alle gespeicherten Anzeigen einschließlich gelöschter (mit ihren Merkmalen und Links zu Fotos und Videos) und Ihre Favoriten werden als eine JSON-Datei heruntergeladen.",
        correction:
          "Berichtigung: die Berichtigung unvollständiger oder unrichtiger Daten zu verlangen. Ihre Profil- und Anzeigendaten können Sie auch selbst auf Ihrer Profilseite bearbeiten.",
        deletion:
          "Löschung: Sie können Ihr Konto selbst löschen, indem Sie im selben Abschnitt auf „Mein Konto löschen“ klicken und mit Ihrem Passwort bestätigen. Ihr Konto, Ihre Sitzungen, Ihr Profil und Profilfoto, alle Ihre Anzeigen, Fotos und Videos sowie Ihre Favoriten werden sofort und endgültig gelöscht, und Sie werden abgemeldet; dies kann nicht rückgängig gemacht werden. Kopien in den Sicherungen der Website werden nur zur Wiederherstellung nach einem Ausfall aufbewahrt und mit der Erneuerung der Sicherungen gelöscht. Aufzeichnungen, die wir gesetzlich aufbewahren müssen, werden nach Ablauf der jeweiligen Frist gelöscht.",
        portability:
          "Datenübertragbarkeit: die Daten, die Sie uns bereitgestellt haben, in einem gängigen, maschinenlesbaren Format zu erhalten und an einen anderen Dienst zu übertragen. Die Datei, die Sie über „Meine Daten herunterladen“ erhalten, liegt in diesem Format (JSON) vor.",
        objection:
          "Widerspruch und Beschwerde: der Verarbeitung Ihrer Daten zu widersprechen, eine erteilte Einwilligung jederzeit zu widerrufen und sich bei der zuständigen Datenschutzbehörde zu beschweren, wenn Sie der Ansicht sind, dass Ihre Rechte verletzt wurden.",
      },
      outro: {
        p1: "Um Ihre Daten herunterzuladen, zu berichtigen oder Ihr Konto zu löschen, müssen Sie uns nicht schreiben; all das können Sie jederzeit selbst auf Ihrer Profilseite erledigen. Für andere Anliegen oder wenn Sie sich nicht mehr anmelden können, schreiben Sie uns bitte von der E-Mail-Adresse, die in Ihrem Konto hinterlegt ist. Nachdem wir Ihre Identität überprüft haben, beantworten wir Ihre Anfrage kostenlos und spätestens innerhalb von 30 Tagen.",
      },
    },
    contact: {
      title: "Kontakt",
      intro: {
        p1: "Bei Fragen und Anliegen zu dieser Datenschutzerklärung oder zu Ihren personenbezogenen Daten erreichen Sie uns hier:",
      },
      outro: {
        p1: "Wir können diese Datenschutzerklärung von Zeit zu Zeit aktualisieren. Wesentliche Änderungen kündigen wir auf der Website an; das Datum am Anfang dieser Seite zeigt die letzte Aktualisierung.",
      },
    },
  },
  contactEmail: "E-Mail",
  contactWhatsapp: "WhatsApp",
  contactAddress: "Adresse",
};
