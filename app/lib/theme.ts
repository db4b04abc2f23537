import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "./head-scripts";

/**
 * The colour theme (docs/product.md §1, §9): the visitor's choice is remembered in localStorage under
 * `darkMode`; "system" follows `prefers-color-scheme` live. The inline THEME_SCRIPT in head-scripts.ts
 * applies the same rules before the first paint; this module takes over once React runs.
 */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * A stored value as a choice, exactly as THEME_SCRIPT reads it: older "true"/"false" mean dark/light,
 * nothing stored means system, and any other unknown value shows light.
 */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  if (!stored) return "system";
  if (stored === "true") return "dark";
  if (stored === "false") return "light";
  return (THEME_CHOICES as readonly string[]).includes(stored) ? (stored as ThemeChoice) : "light";
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

/** Sets the `dark` class and the `color-scheme` of <html> for the given choice. */
function applyThemeChoice(choice: ThemeChoice): void {
  const dark = resolveTheme(choice, systemPrefersDark()) === "dark";
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stores, applies and announces a new choice. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable (private mode): the choice still applies to this page.
  }
  applyThemeChoice(choice);
  notify();
}

/**
 * While anything subscribes (the header's toggle, the toaster), follow the system preference live
 * and pick up changes made in other tabs.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching();
  };
}

let stopWatching: () => void = () => {};

function startWatching() {
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (readThemeChoice() === "system") {
      applyThemeChoice("system");
      notify();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) {
      applyThemeChoice(readThemeChoice());
      notify();
    }
  };
  media?.addEventListener("change", onSystemChange);
  window.addEventListener("storage", onStorage);
  stopWatching = () => {
    media?.removeEventListener("change", onSystemChange);
    window.removeEventListener("storage", onStorage);
    stopWatching = () => {};
  };
}

const getServerChoice = (): ThemeChoice => "system";
const getResolvedTheme = (): ResolvedTheme => (document.documentElement.classList.contains("dark") ? "dark" : "light");
const getServerResolvedTheme = (): ResolvedTheme => "light";

/**
 * The stored choice. The server (and the hydration pass) see "system", so server and client markup
 * match; React re-renders with the stored value right after hydrating.
 */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, getServerChoice);
}

/** The theme actually shown (the `dark` class on <html>); "light" on the server. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, getResolvedTheme, getServerResolvedTheme);
}
