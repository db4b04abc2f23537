// Tests translate every area in both languages, as the server does.
import "~/.server/i18n-all";
