import { useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type * as SonnerModule from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";
import { useResolvedTheme } from "~/lib/theme";

/*
 * Toasts without sonner in the first page load (the public pages' JavaScript budget, docs/performance.md: ≈ 9 KB gzip that no page needs
 * before someone acts). The library is imported the first time a toast is shown; the Toaster mounts
 * then, and sonner replays the toasts created before its viewport subscribed, so none is lost.
 */

type Sonner = typeof SonnerModule;
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

type Message = string;
type Kind = "success" | "error" | "info" | "warning";

function show(kind: Kind | null, message: Message, options?: ExternalToast) {
  void loadSonner().then((module) => (kind ? module.toast[kind](message, options) : module.toast(message, options)));
}

/** Shows a toast (docs/product.md §4 "Toasts"): `toast(text)`, `toast.success(text, { description })`, … */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show(null, message, options), {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
  /** Closes every toast shown (nothing to do before the first one loaded sonner). */
  dismiss: () => sonner?.toast.dismiss(),
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The app's toast viewport (docs/product.md §4 "Toasts", §9): 3 visible, 4000 ms, gap 14, offset 20,
 * Alt+T focuses it, a close button on every toast, and the colours follow the site theme.
 * It renders nothing until the first toast loads sonner.
 */
export function Toaster(props: ToasterProps) {
  const { t } = useTranslation();
  const theme = useResolvedTheme();
  const module = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  if (!module) return null;
  return (
    <module.Toaster
      theme={theme}
      // Top centre: the bottom of the screen holds sticky actions (the listing form's publish bar).
      position="top-center"
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
