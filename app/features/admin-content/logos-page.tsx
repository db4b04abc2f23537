import { useTranslation } from "~/lib/i18n/react";
import type { AdminContentActionResult, AdminPartner } from "~/domain/admin-content";
import { ContentPage, type ContentPageData } from "./content-page";
import { LogoForm } from "./logo-form";
import { LogoList } from "./logo-list";

/** /yonetim/firma-logolari (spec §2 "Admin panel"): partner logos — list, create, edit, delete and toggle. */
export function LogosPage({ data, result }: { data: ContentPageData<AdminPartner>; result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  return (
    <ContentPage
      data={data}
      result={result}
      texts={{
        title: t("adminContent.logos.title"),
        description: t("adminContent.logos.description"),
        new: t("adminContent.logos.new"),
        created: t("adminContent.logos.created"),
        saved: t("adminContent.logos.saved"),
      }}
      renderForm={(item) => <LogoForm item={item} result={result} />}
      renderList={(editingId) => <LogoList items={data.items} editingId={editingId} />}
    />
  );
}
