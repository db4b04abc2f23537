import { useTranslation } from "~/lib/i18n/react";
import type { AdminContentActionResult, AdminSponsor } from "~/domain/admin-content";
import { ContentPage, type ContentPageData } from "./content-page";
import { SponsorForm } from "./sponsor-form";
import { SponsorList } from "./sponsor-list";

/** /yonetim/sponsorlar (spec §2 "Admin panel"): sponsored content — list, create, edit and delete. */
export function SponsorsPage({ data, result }: { data: ContentPageData<AdminSponsor>; result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  return (
    <ContentPage
      data={data}
      result={result}
      texts={{
        title: t("adminContent.sponsors.title"),
        description: t("adminContent.sponsors.description"),
        new: t("adminContent.sponsors.new"),
        created: t("adminContent.sponsors.created"),
        saved: t("adminContent.sponsors.saved"),
      }}
      renderForm={(item) => <SponsorForm item={item} result={result} />}
      renderList={(editingId) => <SponsorList items={data.items} editingId={editingId} />}
    />
  );
}
