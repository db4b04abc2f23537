// Tests translate every area in both languages, as the server does.
import "~/.server/infra/i18n-all";
