import { useTranslation } from "~/lib/i18n/react";
import { toast } from "~/components/ui/sonner";
import { SHARE_TEXT_MAX_LENGTH, truncateText } from "~/domain/listing-detail";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/**
 * Share (docs/product.md §2, §8): the Web Share API when the browser has it; otherwise the page link is
 * copied and 'Link kopyalandı' / 'Link copied' is shown; a failed copy shows 'Paylaşım başarısız'.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();

  async function share() {
    const url = window.location.href;
    const shareText = truncateText(text, SHARE_TEXT_MAX_LENGTH);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: shareText, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Otherwise fall back to copying the link.
      }
    }
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      toast.success(t("listingDetail.share.copied"));
    } catch {
      toast.error(t("listingDetail.share.failed"), { description: t("listingDetail.share.failedDescription") });
    }
  }

  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => void share()}>
      <Icon name="share-2" />
      {t("listingDetail.share.button")}
    </Button>
  );
}
