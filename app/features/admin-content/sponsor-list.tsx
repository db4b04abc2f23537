import { useTranslation } from "~/lib/i18n/react";
import type { AdminSponsor } from "~/domain/admin-content";
import { ContentItem, ContentListSection, RowMeta, StatusBadge, useDeleteFetcher } from "./list-parts";

/** Every sponsored item, active or not, in the carousel's order (order index, then newest first). */
export function SponsorList({ items, editingId }: { items: AdminSponsor[]; editingId: string | null }) {
  const { t } = useTranslation();
  const { deletingId, onDelete } = useDeleteFetcher("sponsors");
  return (
    <ContentListSection
      id="sponsor-list-title"
      title={t("adminContent.sponsors.listTitle")}
      count={t("adminContent.sponsors.count", { count: items.length })}
    >
      {items.length === 0 ? null : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <ContentItem
              key={item.id}
              section="sponsors"
              id={item.id}
              name={item.title}
              active={item.isActive}
              deletingId={deletingId}
              editingId={editingId}
              onDelete={onDelete}
              className="flex-col gap-4 sm:flex-row"
              picture={
                <div className="relative aspect-[2/1] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
                  {item.imageUrl ? (
                    <img src={item.imageUrl} alt="" width={1200} height={600} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
                  ) : (
                    <span className="absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">{t("adminContent.form.noImage")}</span>
                  )}
                </div>
              }
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 break-words font-medium leading-snug">{item.title}</h3>
                <StatusBadge active={item.isActive} />
              </div>
              {item.titleEn ? (
                <p lang="en" className="text-sm text-muted-foreground">
                  {item.titleEn}
                </p>
              ) : null}
              <RowMeta order={item.orderIndex} url={item.linkUrl}>
                {item.company ? <span className="font-medium text-foreground">{item.company}</span> : null}
              </RowMeta>
            </ContentItem>
          ))}
        </ul>
      )}
    </ContentListSection>
  );
}
