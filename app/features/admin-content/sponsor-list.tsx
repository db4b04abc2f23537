import { useTranslation } from "~/lib/i18n/react";
import type { AdminSponsor } from "~/domain/admin-content";
import { ContentItem, ContentListSection, RowMeta, StatusBadge, useContentList } from "./list-parts";

/** Every sponsored item, active or not, in the carousel's order (order index, then newest first). */
export function SponsorList({ items, editingId }: { items: AdminSponsor[]; editingId: string | null }) {
  const { t } = useTranslation();
  const list = useContentList("sponsors", editingId);
  return (
    <ContentListSection
      id="sponsor-list-title"
      title={t("adminContent.sponsors.listTitle")}
      count={t("adminContent.sponsors.count", { count: items.length })}
    >
      {items.length === 0 ? null : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <ContentItem key={item.id} list={list} id={item.id} name={item.title} active={item.isActive} pictureUrl={item.imageUrl}>
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
