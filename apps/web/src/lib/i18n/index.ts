export { catalogsReady, defineCatalog, type KeyOf, type Translate } from "./catalog";
export { Rich } from "./rich";
export * from "./format";
export { useLanguage, currentLanguage } from "./i18n";
export { translateText } from "./server-text/server-text";
