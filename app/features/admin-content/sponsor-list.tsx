import { useTranslation } from "~/lib/i18n/react";
import type { AdminSponsor } from "~/domain/admin-content";
import { cn } from "~/lib/cn";
import { OutsideLink, RowActions, StatusBadge, useDeleteFetcher } from "./list-parts";

/** Every sponsored item, active or not, in the carousel's order (order index, then newest first). */
export function SponsorList({ items, editingId }: { items: AdminSponsor[]; editingId: string | null }) {
  const { t } = useTranslation();
  const { deletingId, onDelete } = useDeleteFetcher("adminContent.sponsors.deleted");
  return (
    <section aria-labelledby="sponsor-list-title">
      <h2 id="sponsor-list-title" className="text-xl font-semibold">
        {t("adminContent.sponsors.listTitle")}{" "}
        <span className="text-base font-normal text-muted-foreground">({t("adminContent.sponsors.count", { count: items.length })})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("adminContent.list.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className={cn(
                "flex flex-col gap-4 rounded-lg border bg-card p-3 text-card-foreground sm:flex-row",
                deletingId === item.id && "opacity-60",
                editingId === item.id && "border-primary",
              )}
              data-testid="admin-sponsor"
              data-active={item.isActive}
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
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  {item.company ? <span className="font-medium text-foreground">{item.company}</span> : null}
                  <span>{t("adminContent.list.order", { order: item.orderIndex })}</span>
                  <OutsideLink url={item.linkUrl} />
                </p>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
