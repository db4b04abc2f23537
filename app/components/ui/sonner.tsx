import { useTranslation } from "react-i18next";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useResolvedTheme } from "~/lib/theme";

/**
 * The app's toast viewport (spec §4 "Toasts", §9): 3 visible, 4000 ms, gap 14, offset 20,
 * Alt+T focuses it, a close button on every toast, and the colours follow the site theme.
 * Show toasts with `toast()` / `toast.success()` from "sonner".
 */
export function Toaster(props: ToasterProps) {
  const { t } = useTranslation();
  const theme = useResolvedTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={20}
      hotkey={["altKey", "KeyT"]}
      closeButton
      richColors
      customAriaLabel={t("common.notificationsHotkey")}
      toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
      {...props}
    />
  );
}
