import type { Widen } from "../types";
import type { mailTr } from "./mail";

export const mailEn: Widen<typeof mailTr> = {
  signature: "KKTC Kiralık",
  greeting: "Hello {{name}},",
  greetingAnonymous: "Hello,",
  verificationCode: {
    subject: "Your KKTC Kiralık verification code: {{code}}",
    intro: "Enter this code to verify your KKTC Kiralık account:",
    expiry: "The code is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.",
  },
  passwordReset: {
    subject: "Your KKTC Kiralık password reset link",
    intro: "Open the link below to choose a new password:",
    expiry: "The link is valid for 1 hour. If you did not ask for it, you can ignore this e-mail.",
  },
  sellerNotice: {
    listing_approved: {
      subject: "Your listing is live: {{title}}",
      body: "Your listing \u201c{{title}}\u201d has been approved and is now live.",
      action: "See your listing:",
    },
    listing_rejected: {
      subject: "Your listing was not approved: {{title}}",
      body: "Your listing \u201c{{title}}\u201d was not approved by an admin.",
      action: "You can edit the listing and send it again:",
    },
    revision_approved: {
      subject: "Your changes are live: {{title}}",
      body: "The changes you made to your listing \u201c{{title}}\u201d have been approved and are now live.",
      action: "See your listing:",
    },
    revision_rejected: {
      subject: "Your changes were not approved: {{title}}",
      body: "The changes you made to your listing \u201c{{title}}\u201d were not approved. Your listing stays live as it was before.",
      action: "You can correct the changes and send them again:",
    },
    account_deleted: {
      subject: "Your KKTC Kiralık account has been deleted",
      body: "Your KKTC Kiralık account ({{email}}) and all of its listings have been deleted by an admin.",
      action: "If you think this is a mistake, please contact us:",
    },
    note: "The admin's note:",
    noNote: "The admin did not leave a note.",
    optional: "You can turn off approval notices in your profile:",
  },
  priceDrop: {
    subject: "A favourite's price dropped: {{title}}",
    body: "The price of \u201c{{title}}\u201d, one of your favourites, has dropped:",
    prices: "{{from}} \u2192 {{to}}",
    action: "See the listing:",
    optOut: "You can turn off price-drop notices in your profile:",
  },
  reportedListing: {
    reasons: "Reasons given:",
    times: "{{count}} times",
    once: "once",
  },
  fixRequest: {
    subject: "Please fix your listing: {{title}}",
    body: "Your listing \u201c{{title}}\u201d was reported by our visitors. An admin has looked at the reports and asks you to fix the listing.",
    action: "You can edit your listing here:",
  },
  hiddenNotice: {
    subject: "Your listing was taken off the site after reports: {{title}}",
    byReports:
      "Your listing \u201c{{title}}\u201d was reported by several of our members and is not shown on the site until an admin has looked at it. If the admin finds the reports unfounded, it goes live again.",
    byAdmin: "Your listing \u201c{{title}}\u201d was taken off the site by an admin after reports.",
    action: "You can edit your listing here to fix it; your changes go live after approval:",
  },
  expiryNotice: {
    subject: "Your listing expires soon: {{title}}",
    body: "Your listing \u201c{{title}}\u201d will expire on {{date}}. Once expired it is no longer shown on the site; you can still see it and renew it from your profile.",
    renew: "Keep it live for {{days}} more days with one click (no sign-in needed):",
    rented: "If it has been rented, you can mark the listing as \u201cRented\u201d from your profile:",
  },
  savedSearchAlert: {
    subjectOne: "A new listing for your saved search: {{name}}",
    subjectMany: "{{count}} new listings for your saved search: {{name}}",
    intro: "New listings matching your search \u201c{{name}}\u201d:",
    manage: "Manage your saved searches:",
    unsubscribe: "To stop the e-mails of this search (no sign-in needed):",
  },
};
