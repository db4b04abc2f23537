import { Plus } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation } from "react-router";
import { toast } from "~/components/ui/sonner";
import { buttonVariants } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { type AdminContentActionResult, type AdminPartner, type AdminSponsor, CONTENT_NEW_PARAM } from "~/domain/admin-content";
import { AdminContentShell } from "./admin-content-shell";
import { LogoForm } from "./logo-form";
import { LogoList } from "./logo-list";
import { SponsorForm } from "./sponsor-form";
import { SponsorList } from "./sponsor-list";
import { failedSave } from "./use-content-form";

/** What the admin content pages' loaders give: every item, and which form the URL opens. */
interface ContentPageData<T> {
  items: T[];
  creating: boolean;
  editId: string | null;
}

/** Which admin content page: its items, with the texts under `adminContent.<section>`. */
export type ContentSection =
  { section: "sponsors"; data: ContentPageData<AdminSponsor> } | { section: "logos"; data: ContentPageData<AdminPartner> };

/**
 * A list page with its create/edit form (/yonetim/sponsorlar, /yonetim/firma-logolari, docs/product.md §2
 * "Admin panel"): `?yeni` opens the empty form, `?duzenle={id}` the item's; a save posts to the
 * plain URL, so success lands on the list (with a toast) and a refused save keeps its form and what
 * was typed.
 */
export function ContentPage({ result, ...page }: ContentSection & { result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { section, data } = page;
  const failure = failedSave(result);
  const editId = data.editId ?? (failure?.intent === "update" ? (failure.id ?? null) : null);
  const items: { id: string }[] = data.items;
  const editItem = editId ? (items.find((item) => item.id === editId) ?? null) : null;
  const creating = !editItem && (data.creating || failure?.intent === "create");
  const editingId = editItem?.id ?? null;

  // One toast per answer (not per language switch).
  const announce = useEffectEvent((saved: "create" | "update") => {
    toast.success(t(saved === "create" ? `adminContent.${section}.created` : `adminContent.${section}.saved`));
  });
  useEffect(() => {
    if (result?.ok && (result.intent === "create" || result.intent === "update")) announce(result.intent);
  }, [result]);

  const form =
    page.section === "logos" ? (
      <LogoForm item={page.data.items.find((item) => item.id === editingId) ?? null} result={result} />
    ) : (
      <SponsorForm item={page.data.items.find((item) => item.id === editingId) ?? null} result={result} />
    );
  return (
    <AdminContentShell
      title={t(`adminContent.${section}.title`)}
      description={t(`adminContent.${section}.description`)}
      action={
        creating ? null : (
          <Link to={`${location.pathname}?${CONTENT_NEW_PARAM}`} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t(`adminContent.${section}.new`)}
          </Link>
        )
      }
    >
      {data.editId && !editItem ? <FormMessage tone="error">{t("adminContent.errors.notFound")}</FormMessage> : null}
      {editItem || creating ? <div key={editingId ?? "new"}>{form}</div> : null}
      {page.section === "logos" ? (
        <LogoList items={page.data.items} editingId={editingId} />
      ) : (
        <SponsorList items={page.data.items} editingId={editingId} />
      )}
    </AdminContentShell>
  );
}
