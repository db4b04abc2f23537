import { useTranslation } from "~/lib/i18n/react";
import type { AdminSponsor } from "~/domain/admin-content";
import { ContentListSection, ContentRow, RowActions, RowMeta, StatusBadge, useDeleteFetcher } from "./list-parts";

/** Every sponsored item, active or not, in the carousel's order (order index, then newest first). */
export function SponsorList({ items, editingId }: { items: AdminSponsor[]; editingId: string | null }) {
  const { t } = useTranslation();
  const { deletingId, onDelete } = useDeleteFetcher("adminContent.sponsors.deleted");
  return (
    <ContentListSection
      id="sponsor-list-title"
      title={t("adminContent.sponsors.listTitle")}
      count={t("adminContent.sponsors.count", { count: items.length })}
    >
      {items.length === 0 ? null : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <ContentRow
              key={item.id}
              testId="admin-sponsor"
              active={item.isActive}
              deleting={deletingId === item.id}
              editing={editingId === item.id}
              className="flex-col gap-4 sm:flex-row"
            >
              <div className="relative aspect-[2/1] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
                {item.imageUrl ? (
                  <img src={item.imageUrl} alt="" width={1200} height={600} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
                ) : (
                  <span className="absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">{t("adminContent.form.noImage")}</span>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
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
                <div className="mt-auto pt-1">
                  <RowActions
                    id={item.id}
                    editLabel={t("adminContent.sponsors.editLabel", { title: item.title })}
                    deleteLabel={t("adminContent.sponsors.deleteLabel", { title: item.title })}
                    deleteTitle={t("adminContent.sponsors.deleteTitle")}
                    deleteDescription={t("adminContent.sponsors.deleteDescription", { title: item.title })}
                    deleting={deletingId === item.id}
                    onDelete={onDelete}
                  />
                </div>
              </div>
            </ContentRow>
          ))}
        </ul>
      )}
    </ContentListSection>
  );
}
