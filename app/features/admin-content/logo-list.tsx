import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/components/ui/sonner";
import type { AdminContentActionResult, AdminPartner } from "~/domain/admin-content";
import { PARTNER_TYPES } from "~/domain/listing";
import { cn } from "~/lib/cn";
import { ContentItem, ContentListSection, RowMeta, useContentList } from "./list-parts";

/**
 * Every partner company, active or not, in the home page's four groups (each by order index), with
 * a switch that shows or hides a logo on the home page straight from the list (docs/product.md §2).
 */
export function LogoList({ items, editingId }: { items: AdminPartner[]; editingId: string | null }) {
  const { t } = useTranslation();
  const list = useContentList("logos", editingId);
  return (
    <ContentListSection
      id="logo-list-title"
      title={t("adminContent.logos.listTitle")}
      count={t("adminContent.logos.count", { count: items.length })}
    >
      {items.length === 0
        ? null
        : PARTNER_TYPES.map((type) => {
            const group = items.filter((item) => item.type === type);
            if (group.length === 0) return null;
            const headingId = `logo-group-${type}`;
            return (
              <section key={type} aria-labelledby={headingId} className="mt-6" data-logo-group={type}>
                <h3 id={headingId} className="text-lg font-semibold">
                  {t(`adminContent.logos.types.${type}`)}{" "}
                  <span className="text-sm font-normal text-muted-foreground">({group.length})</span>
                </h3>
                <ul className="mt-3 grid gap-3 md:grid-cols-2">
                  {group.map((item) => (
                    <ContentItem
                      key={item.id}
                      list={list}
                      id={item.id}
                      name={item.name}
                      active={item.isActive}
                      pictureUrl={item.logoUrl}
                      footerStart={<ActiveSwitch item={item} />}
                    >
                      {/* The switch below shows whether it is active. */}
                      <h4 className="min-w-0 break-words font-medium leading-snug">{item.name}</h4>
                      <RowMeta order={item.orderIndex} url={item.linkUrl} />
                    </ContentItem>
                  ))}
                </ul>
              </section>
            );
          })}
    </ContentListSection>
  );
}

/** Shows or hides the logo on the home page; the switch moves at once and reverts if the save fails. */
function ActiveSwitch({ item }: { item: AdminPartner }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<AdminContentActionResult>();
  const pending = fetcher.formData?.get("isActive");
  const active = typeof pending === "string" ? pending === "true" : item.isActive;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok)
      toast.success(t(result.isActive ? "adminContent.logos.activated" : "adminContent.logos.deactivated", { name: item.name }));
    else toast.error(t("adminContent.toasts.updateFailed"), { description: result.message });
    // One toast per answer: `t` and the name are left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      // Not `disabled` while saving: that would drop the keyboard focus; a second press waits instead.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy)
          void fetcher.submit({ intent: "toggle", id: item.id, isActive: String(!active) }, { method: "post", action: location.pathname });
      }}
      className="inline-flex h-9 items-center gap-2 rounded-md px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:opacity-70"
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors motion-reduce:transition-none",
          active ? "bg-primary" : "bg-input",
        )}
      >
        <span
          className={cn(
            "block size-5 rounded-full bg-background shadow transition-transform motion-reduce:transition-none",
            active ? "translate-x-5 rtl:-translate-x-5" : "translate-x-0",
          )}
        />
      </span>
      {/* The accessible name is the switch's question and then its visible text ("“X” ana sayfada
          gösterilsin: Aktif"), so a voice-control user can say what they see (WCAG 2.5.3 label in
          name; an aria-label would replace the visible text). */}
      <span className="sr-only">{t("adminContent.logos.toggleLabel", { name: item.name })} </span>
      <span>{active ? t("adminContent.list.active") : t("adminContent.list.inactive")}</span>
    </button>
  );
}
