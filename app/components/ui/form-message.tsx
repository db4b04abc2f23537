import { useTranslation } from "~/lib/i18n/react";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

/** A message box inside a form: an error (the form's failure) or a success note. */
export function FormMessage({
  tone,
  title,
  children,
  id,
  live = false,
}: {
  tone: "error" | "success";
  title?: string;
  children: React.ReactNode;
  id?: string;
  /** Announce it (role=alert/status) — for messages that appear without a page load. */
  live?: boolean;
}) {
  const { t } = useTranslation();
  const icon = tone === "error" ? "circle-exclamation-point" : "circle-check";
  const role = live ? (tone === "error" ? "alert" : "status") : undefined;
  return (
    <div
      id={id}
      role={role}
      data-testid={tone === "error" ? "form-error" : "form-success"}
      className={cn(
        "flex gap-3 rounded-lg border p-3 text-sm",
        tone === "error" ? "border-destructive/40 bg-destructive/5 text-foreground" : "border-primary/40 bg-primary/5 text-foreground",
      )}
    >
      <Icon name={icon} className={cn("mt-0.5 size-4 shrink-0", tone === "error" ? "text-destructive" : "text-primary")} />
      <div>
        <p className="font-medium">{title ?? (tone === "error" ? t("common.error") : null)}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}
