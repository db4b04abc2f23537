import { useTranslation } from "~/lib/i18n/react";
import { type SellerSummary, phoneDigits, whatsAppLink } from "~/domain/listing-detail";
import { isolateLtr } from "~/lib/format";
import { directionOf } from "~/lib/i18n/locales";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

type Seller = Pick<SellerSummary, "whatsapp" | "phone">;

/**
 * Contact by WhatsApp (the seller's WhatsApp number, else their phone, with the fixed Turkish
 * greeting naming the listing title — on other languages' pages followed by the same sentence in the
 * visitor's language and the listing number) and by phone (docs/product.md §2). The server sends
 * valid numbers only, already formatted (`+90 533 123 45 67`); the links take their digits
 * (`tel:+90…`, `wa.me/90…`). On right-to-left pages the number shown stays left to right.
 */
function useContactLinks(seller: Seller, title: string, number: number) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const visitor = language === "tr" ? undefined : { translation: t("listingDetail.contact.greeting", { title }), number };
  const shown = phoneDigits(seller.phone) ? seller.phone : seller.whatsapp;
  return {
    whatsapp: whatsAppLink(seller, title, visitor),
    phone: phoneDigits(shown),
    shownPhone: shown && directionOf(language) === "rtl" ? isolateLtr(shown) : shown,
  };
}

/** The WhatsApp link (a new tab, said to screen readers). */
function WhatsAppLink({ href, size, className }: { href: string; size?: "lg"; className: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: "whatsapp", size }), className)}>
      <Icon name="message-circle" />
      {t("listingDetail.contact.whatsapp")}
      <span className="sr-only"> ({t("common.opensInNewTab")})</span>
    </a>
  );
}

export function ContactButtons({ seller, title, number }: { seller: Seller; title: string; number: number }) {
  const { t } = useTranslation();
  const { whatsapp, phone, shownPhone } = useContactLinks(seller, title, number);
  if (!whatsapp && !phone) return <p className="text-sm text-muted-foreground">{t("listingDetail.contact.none")}</p>;
  return (
    <div className="grid gap-2">
      {whatsapp ? <WhatsAppLink href={whatsapp} size="lg" className="w-full" /> : null}
      {phone ? (
        <a href={`tel:+${phone}`} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
          <Icon name="phone" />
          {t("listingDetail.contact.call", { phone: shownPhone })}
        </a>
      ) : null}
    </div>
  );
}

/**
 * The same two ways to reach the seller, fixed to the bottom of a phone-width screen: once the price
 * card has scrolled away they are still a thumb away. Rendered by the server (no script, no layout
 * shift: app.css keeps the page's end clear of it); from the lg breakpoint the price card stays
 * beside the text and the bar is not shown. The gallery's full-screen dialog covers it.
 */
export function ContactBar({ seller, title, number }: { seller: Seller; title: string; number: number }) {
  const { t } = useTranslation();
  const { whatsapp, phone, shownPhone } = useContactLinks(seller, title, number);
  if (!whatsapp && !phone) return null;
  return (
    <aside
      aria-label={t("listingDetail.contact.bar")}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t bg-background/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      {whatsapp ? <WhatsAppLink href={whatsapp} className="flex-1" /> : null}
      {phone ? (
        <a
          href={`tel:+${phone}`}
          aria-label={t("listingDetail.contact.call", { phone: shownPhone })}
          className={cn(buttonVariants({ variant: "outline" }), "flex-1")}
        >
          <Icon name="phone" />
          {t("listingDetail.contact.callShort")}
        </a>
      ) : null}
    </aside>
  );
}
