import type { ComponentProps } from "react";
import { ConfirmDeleteButton } from "~/components/ui/confirm-delete-button";
import { useTranslation } from "~/lib/i18n/react";

/** A delete button of the panel (a listing, a reported listing, a profile): its confirm dialog answers "Yes, delete" / "Cancel". */
export function AdminDeleteButton(props: Omit<ComponentProps<typeof ConfirmDeleteButton>, "confirmLabel" | "cancelLabel">) {
  const { t } = useTranslation();
  return <ConfirmDeleteButton {...props} confirmLabel={t("admin.actions.confirmDelete")} cancelLabel={t("admin.actions.cancel")} />;
}
