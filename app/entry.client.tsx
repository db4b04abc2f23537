import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTexts } from "~/lib/i18n";

// The page language's core texts are not in the HTML (app/lib/i18n): load them, then hydrate.
// Until then the page works as the server rendered it (links and forms; taps are replayed).
const root = document.documentElement;
void loadPageTexts(root.lang, root.dataset.texts).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
