import { Suspense, lazy, useCallback, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n/react";

const loadDialog = () => import("./report-dialog");
/** The form (and its texts) is only downloaded when someone is about to report: the page stays light and the same for all. */
const ReportDialog = lazy(loadDialog);

/**
 * "İlanı şikâyet et": opens the report form of an active listing, for members and
 * visitors alike. Text only (no icon): the detail page is close to its JavaScript budget.
 */
export function ReportButton({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = useCallback(() => void loadDialog(), []);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="report-listing"
      >
        {t("listingDetail.report.button")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog listingId={listingId} title={title} onClose={() => setOpen(false)} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
