import type { Widen } from "../types";
import type { promotionsTr } from "./promotions";

export const promotionsEn: Widen<typeof promotionsTr> = {
  metaTitle: "Promotion packages — Make your listing stand out | KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık promotion packages: feature your listing in its category and on the home page, or promote your brand with a sponsor banner. Message us on WhatsApp and we publish it the same day.",
  eyebrow: "Doping",
  title: "Promotion Packages",
  lead: "Reach more people with your listing. Pick the package that suits you and message us on WhatsApp; once your payment is confirmed, your package goes live the same day.",
  packagesTitle: "Packages",
  popular: "Most popular",
  featuresOf: "Included in {{package}}",
  periods: {
    weekly: "week",
    monthly: "month",
  },
  buy: "Buy on WhatsApp",
  buyContext: "{{package}} package, WhatsApp opens in a new tab",
  purchaseMessage: 'Hello, I would like to buy the "{{package}}" promotion package on KKTC Kiralık. Could you send me the details?',
  pricesNote:
    "Prices are in Turkish lira (TRY). A package starts on the day it is applied to your listing; when it ends, your listing returns to its normal place.",
  packages: {
    basic: {
      title: "Featured - Basic",
      subtitle: "Make your listing stand out in its category.",
    },
    premium: {
      title: "Featured - Premium",
      subtitle: "Top of your category and on the home page.",
    },
    "premium-plus": {
      title: "Featured - Premium Plus",
      subtitle: "Maximum reach, with social media promotion.",
    },
    "sponsor-banner": {
      title: "Sponsor Banner",
      subtitle: "Show your brand in the home page showcase.",
    },
  },
  features: {
    featuredBadge: "A “Featured” badge on your listing",
    categoryTop: "Shown at the top of its category page",
    homeFeatured: "A place in “Featured Listings” on the home page",
    priorityReview: "Priority review and approval",
    socialMedia: "A promotional post on our Instagram and Facebook pages",
    personalSupport: "Personal help with your listing's text and photos",
    thirtyDays: "Valid for 30 days",
    homeBanner: "A banner in the sponsored showcase on the home page",
    ownLink: "A link to your website, listing or profile",
    bannerChange: "One free image change during the campaign",
    weeklyOrMonthly: "Weekly or monthly campaigns",
  },
  steps: {
    title: "How do I buy?",
    choose: {
      title: "Pick your package",
      text: "Choose the package that suits your listing or your brand best.",
    },
    message: {
      title: "Message us on WhatsApp",
      text: "Tap the button, send us the prepared message naming the package and tell us which listing it is for.",
    },
    activate: {
      title: "We publish it",
      text: "We send you the payment details; once your payment is confirmed, we apply the package to your listing the same day.",
    },
  },
  questions: {
    title: "Any questions?",
    text: "Not sure which package is right for you? Get in touch and we will choose one together.",
    contact: "Contact page",
  },
};
