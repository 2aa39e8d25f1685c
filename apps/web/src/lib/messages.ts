import { t } from "./lib-i18n";

/**
 * Texts of the error catalogue (docs/product.md, "Messages") that more than one screen shows, each in
 * the language on screen when it is read (a getter: read it where it is drawn, not once at import).
 */
export const messages = {
  get internalError() {
    return t("messages.internalError");
  },
  get networkError() {
    return t("messages.networkError");
  },
  get offlineNotKept() {
    return t("messages.offlineNotKept");
  },
  get noData() {
    return t("messages.noData");
  },
  get databaseWokeUp() {
    return t("messages.databaseWokeUp");
  },
};
