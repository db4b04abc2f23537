import { MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { type SellerSummary, phoneDigits, whatsAppLink } from "~/domain/listing-detail";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button";

/**
 * Contact by WhatsApp (the seller's WhatsApp number, else their phone, with the fixed Turkish
 * greeting naming the listing title) and by phone (docs/product.md §2). The server sends valid numbers only,
 * already formatted (`+90 533 123 45 67`); the links take their digits (`tel:+90…`, `wa.me/90…`).
 */
export function ContactButtons({ seller, title }: { seller: Pick<SellerSummary, "whatsapp" | "phone">; title: string }) {
  const { t } = useTranslation();
  const whatsapp = whatsAppLink(seller, title);
  const shownPhone = phoneDigits(seller.phone) ? seller.phone : seller.whatsapp;
  const phone = phoneDigits(shownPhone);
  if (!whatsapp && !phone) return <p className="text-sm text-muted-foreground">{t("listingDetail.contact.none")}</p>;
  return (
    <div className="grid gap-2">
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), "w-full")}
        >
          <MessageCircle aria-hidden="true" />
          {t("listingDetail.contact.whatsapp")}
          <span className="sr-only"> ({t("common.opensInNewTab")})</span>
        </a>
      ) : null}
      {phone ? (
        <a href={`tel:+${phone}`} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
          <Phone aria-hidden="true" />
          {t("listingDetail.contact.call", { phone: shownPhone })}
        </a>
      ) : null}
    </div>
  );
}
