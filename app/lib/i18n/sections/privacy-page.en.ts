import type { Widen } from "../types";
import type { privacyPageTr } from "./privacy-page";

export const privacyPageEn: Widen<typeof privacyPageTr> = {
  metaTitle: "Privacy Policy — KKTC Kiralık",
  metaDescription:
    "What personal data KKTC Kiralık collects, how it is used and protected, cookies, sharing, and your rights of access, correction, deletion and portability.",
  title: "Privacy Policy",
  lastUpdated: "Last updated: {{date}}",
  tocTitle: "On this page",
  sections: {
    introduction: {
      title: "Introduction",
      intro: {
        p1: "This Privacy Policy explains which personal data we process when you visit the KKTC Kiralık website, sign up and post listings, why we use it, how we protect it and what rights you have over it.",
        p2: "We process your personal data under the data protection legislation in force and in line with the principles of the Turkish Personal Data Protection Law (KVKK): lawfully and fairly, for specific and legitimate purposes only, in proportion to those purposes and for no longer than necessary.",
        p3: "KKTC Kiralık is the controller of your data. How to reach us is described in the Contact section at the end of this page.",
      },
    },
    dataCollected: {
      title: "Data We Collect",
      intro: {
        p1: "We collect only the data we need to provide the service:",
      },
      items: {
        account:
          "Account details: the e-mail address, name and password you give when you sign up. Your password is stored only as a one-way hash; nobody, including us, can read it.",
        profile:
          "Profile details: whatever you choose to add of display name, company name, account type (individual or company), phone and WhatsApp number, website, bio, location and profile photo.",
        listings: "Listing details: the title and description, price, city, area and map link, the listing's features, photos and videos.",
        technical:
          "Technical data: your IP address and browser details, stored with your session when you log in; counters tied to IP addresses that limit sign-in and sign-up attempts; server logs with the address requested and the status code, used to fix errors.",
        usage:
          "Usage data: the listings you save as favourites and how many times listings are viewed. Views are only counted as totals and never linked to a person.",
        cookies:
          "Cookies and browser storage: the kk_session cookie keeps you signed in (14 days), the kk_user_name cookie shows your name in the menu (14 days), the kk_known_device cookie recognises a browser you signed in with, so other people's wrong password guesses cannot lock you out of it (1 year), and the kk_locale cookie holds the language of the page you opened last, so the site's messages are in it (1 year). Your theme (light, dark or system) and language are kept in your browser's local storage (localStorage), as are exchange rates and a note that you viewed a listing, so pages open faster and views are not counted twice.",
      },
      outro: {
        p1: "We use no advertising, analytics or third-party tracking cookies. You can delete cookies and local storage in your browser settings at any time; you will then be signed out and your preferences reset.",
      },
    },
    use: {
      title: "How We Use Your Data",
      intro: {
        p1: "We use your data only to:",
      },
      items: {
        service: "Create your account, keep you signed in and let you publish, edit and manage your listings.",
        moderation: "Review listings before they are published and prevent fake, misleading or abusive listings and misuse of the site.",
        contact: "Let visitors contact listing owners by WhatsApp or phone.",
        email: "Send service e-mails about your account, such as verification codes and password resets.",
        support: "Answer your questions, complaints and requests for promotion packages.",
        security: "Keep the site secure, fix errors and meet our legal obligations.",
      },
      outro: {
        p1: "We do not sell your data, and we never send you marketing e-mails without your consent.",
      },
    },
    security: {
      title: "Data Security",
      intro: {
        p1: "Traffic between you and the site is encrypted with HTTPS. The session cookie cannot be read by scripts in the browser (HttpOnly), passwords are stored with a strong one-way algorithm, and sign-in, sign-up, verification and password reset are protected by attempt limits.",
        p2: "Only authorised team members who need it for their work can access the data. No system is entirely free of risk, but we take reasonable technical and organisational measures to protect your data against unauthorised access, loss and alteration. If we discover a data breach, we inform the affected users and the competent authorities without delay.",
        p3: "For your part, do not share your password with anyone and do not reuse a password from another site here.",
      },
    },
    sharing: {
      title: "Sharing Your Data",
      intro: {
        p1: "We do not sell or rent out your personal data. It is shared with others only in these cases:",
      },
      items: {
        public:
          "Public information: your published listings and the name, company name, e-mail address, phone and WhatsApp number, website, location and photo shown on your profile page can be seen by anyone who visits the site. Visitors need them to reach you; you can remove optional details you do not want to show from your profile.",
        providers:
          "Service providers: the server and database services that host the site, the storage service that keeps photos and videos, and the e-mail delivery service that sends our e-mails. They process your data only on our behalf, following our instructions and bound by confidentiality.",
        whatsapp:
          "WhatsApp: when you message a listing owner or us on WhatsApp, your message is carried by WhatsApp and is subject to WhatsApp's own privacy policy.",
        legal:
          "Legal obligations: when a court order or a lawful request of the competent authorities requires it, we share only the minimum data needed.",
      },
      outro: {
        p1: "Our service providers' servers may be located abroad; in that case we take measures that keep your data protected to the level described in this policy.",
      },
    },
    rights: {
      title: "Your Rights",
      intro: {
        p1: "You have the following rights over your personal data:",
      },
      items: {
        access:
          "Access: to learn which data we process about you, why, and with whom we share it, and to get a copy. You can download the copy yourself; to do so, sign in, open \u201cEdit profile\u201d on your profile page and press \u201cDownload my data\u201d in the \u201cYour data and account\u201d section at the bottom. Your account and profile details, sessions, every listing we still store, including deleted ones (with their features and photo and video links), and your favourites download as one JSON file.",
        correction:
          "Correction: to have incomplete or wrong data corrected. You can also edit your profile and listings yourself on your profile page.",
        deletion:
          "Deletion: you can delete your account yourself by pressing \u201cDelete my account\u201d in the same section and confirming with your password. Your account, sessions, profile and profile photo, all your listings, photos and videos and your favourites are deleted immediately and for good, and you are signed out; this cannot be undone. Copies left in the site's backups are kept only to restore the site after a failure and disappear as the backups are renewed. Records we are legally required to keep are deleted when that period ends.",
        portability:
          "Portability: to receive the data you gave us in a common, machine-readable format and to move it to another service. The file you get with \u201cDownload my data\u201d is in that format (JSON).",
        objection:
          "Objection and complaint: to object to the processing of your data, to withdraw your consent at any time, and to complain to the competent data protection authority if you believe your rights have been breached.",
      },
      outro: {
        p1: "You do not need to write to us to download or correct your data or to delete your account; you can do all of it yourself from your profile page at any time. For other requests, or if you cannot sign in, write to us from the e-mail address registered to your account. Once we have verified your identity, we answer your request free of charge within 30 days at the latest.",
      },
    },
    contact: {
      title: "Contact",
      intro: {
        p1: "For questions and requests about this policy or your personal data, contact us:",
      },
      outro: {
        p1: "We may update this policy from time to time. We announce important changes on the site; the date at the top of this page shows the last update.",
      },
    },
  },
  contactEmail: "E-mail",
  contactWhatsapp: "WhatsApp",
  contactAddress: "Address",
};
