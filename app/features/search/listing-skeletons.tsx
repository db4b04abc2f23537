import { useTranslation } from "~/lib/i18n/react";
import type { ListingView } from "~/domain/filters";
import { LISTING_GRID_COLUMNS } from "~/entities/listing/listing-card";
import { cn } from "~/lib/cn";

/** Skeleton cards while listings load (docs/product.md §9): 9 in the grid view, 3 in the list view. */
const SKELETON_COUNT: Record<ListingView, number> = { grid: 9, list: 3 };

export function ListingSkeletons({
  view = "grid",
  label,
  columns = LISTING_GRID_COLUMNS,
}: {
  view?: ListingView;
  label?: string;
  /** The grid view's columns above one, matching the cards' grid they stand in for. */
  columns?: string;
}) {
  const { t } = useTranslation();
  const list = view === "list";
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t("common.loading")}
      className={cn("grid grid-cols-1 gap-6", !list && columns)}
    >
      {Array.from({ length: SKELETON_COUNT[view] }, (_, index) => (
        <div
          key={index}
          data-testid="listing-skeleton"
          aria-hidden="true"
          className={cn("flex animate-pulse flex-col overflow-hidden rounded-lg border bg-card", list && "sm:flex-row")}
        >
          <div className={cn("aspect-[3/2] bg-muted", list && "sm:aspect-auto sm:min-h-56 sm:w-2/5")} />
          <div className={cn("flex flex-1 flex-col gap-3 p-4", list && "sm:p-6")}>
            <div className="h-5 w-4/5 rounded bg-muted" />
            <div className="h-4 w-1/2 rounded bg-muted" />
            <div className="flex gap-2">
              <div className="h-6 w-16 rounded bg-muted" />
              <div className="h-6 w-16 rounded bg-muted" />
            </div>
            <div className="mt-auto h-6 w-1/3 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
