import { Plus } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation } from "react-router";
import { toast } from "~/components/ui/sonner";
import { buttonVariants } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { type AdminContentActionResult, CONTENT_NEW_PARAM } from "~/domain/admin-content";
import { AdminContentShell } from "./admin-content-shell";
import { failedSave } from "./use-content-form";

/** What the admin content pages' loaders give: every item, and which form the URL opens. */
export interface ContentPageData<T> {
  items: T[];
  creating: boolean;
  editId: string | null;
}

/**
 * A list page with its create/edit form (sponsors and logos): `?yeni` opens the empty form,
 * `?duzenle={id}` the item's; a save posts to the plain URL, so success lands on the list (with a
 * toast) and a refused save keeps its form and what was typed.
 */
export function ContentPage<T extends { id: string }>({
  data,
  result,
  texts,
  renderForm,
  renderList,
}: {
  data: ContentPageData<T>;
  result: AdminContentActionResult | undefined;
  texts: { title: string; description: string; new: string; created: string; saved: string };
  renderForm: (item: T | null) => React.ReactNode;
  renderList: (editingId: string | null) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const failure = failedSave(result);
  const editId = data.editId ?? (failure?.intent === "update" ? (failure.id ?? null) : null);
  const editItem = editId ? (data.items.find((item) => item.id === editId) ?? null) : null;
  const creating = !editItem && (data.creating || failure?.intent === "create");

  useEffect(() => {
    if (result?.ok && result.intent === "create") toast.success(texts.created);
    if (result?.ok && result.intent === "update") toast.success(texts.saved);
    // One toast per answer: the texts are left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return (
    <AdminContentShell
      title={texts.title}
      description={texts.description}
      action={
        creating ? null : (
          <Link to={`${location.pathname}?${CONTENT_NEW_PARAM}`} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {texts.new}
          </Link>
        )
      }
    >
      {data.editId && !editItem ? <FormMessage tone="error">{t("adminContent.errors.notFound")}</FormMessage> : null}
      {editItem || creating ? <div key={editItem?.id ?? "new"}>{renderForm(editItem)}</div> : null}
      {renderList(editItem?.id ?? null)}
    </AdminContentShell>
  );
}
