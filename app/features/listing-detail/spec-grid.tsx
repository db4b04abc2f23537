import { useTranslation } from "~/lib/i18n/react";
import type { Category } from "~/domain/categories";
import type { Specifications } from "~/domain/listing";
import type { FieldLabels } from "~/domain/listing-detail";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locales";
import { specificationRows } from "./specifications";

/** The specification grid (docs/product.md §2, §3): translated labels and values, as a description list. */
export function SpecGrid({
  specifications,
  category,
  fieldLabels,
  brandName,
}: {
  specifications: Specifications;
  category: Category;
  fieldLabels: FieldLabels;
  brandName?: string;
}) {
  const { t, i18n } = useTranslation();
  const rows = specificationRows(specifications, category, i18n.language as Locale, fieldLabels, brandName);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="listing-specs-title" className="space-y-3">
      <h2 id="listing-specs-title" className="text-xl font-semibold">
        {t("listingDetail.specs.title")}
      </h2>
      <dl className="grid gap-px overflow-hidden rounded-xl border bg-border sm:grid-cols-2" data-testid="spec-grid">
        {rows.map((row, index) => (
          <div
            key={row.key}
            className={cn(
              "flex items-baseline justify-between gap-4 bg-card px-4 py-3",
              rows.length % 2 === 1 && index === rows.length - 1 && "sm:col-span-2",
            )}
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="text-end font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
