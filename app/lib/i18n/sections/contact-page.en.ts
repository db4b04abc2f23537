import type { Widen } from "../types";
import type { contactPageTr } from "./contact-page";

export const contactPageEn: Widen<typeof contactPageTr> = {
  metaTitle: "Contact — KKTC Kiralık",
  metaDescription:
    "Reach KKTC Kiralık by WhatsApp, e-mail or at our office: we answer your questions about listings, membership and promotion packages.",
  title: "Contact",
  description:
    "A question about listings, membership or promotion packages? Reach us on the channel that suits you and we will get back to you as soon as we can.",
  channelsTitle: "Ways to reach us",
  whatsapp: {
    title: "WhatsApp",
    text: "For the fastest answer, message us on WhatsApp.",
    action: "Message us on WhatsApp",
    message: "Hello, I would like some information about KKTC Kiralık.",
  },
  email: {
    title: "E-mail",
    text: "For detailed questions, partnerships and personal data requests.",
    action: "Send an e-mail",
  },
  address: {
    title: "Address",
    text: "You are welcome at our office by appointment.",
    action: "Show on the map",
  },
  social: {
    title: "Follow us",
    text: "Follow our social media accounts for new listings, campaigns and announcements.",
  },
  privacyNote: "Wondering how we use the information you send us?",
  privacyLink: "Read our Privacy Policy",
};
