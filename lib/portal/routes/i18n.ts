/** Catalog routes: languages, translations and notifications. Their schemas are in `../operations/i18n.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

// prettier-ignore
export const i18nRoutes = {
  "i18n.lang.get": { area: "i18n", method: "GET", path: "/i18n/lang/{lang}", permission: "i18n_lang-get" },
  "i18n.lang.save": { area: "i18n", method: "POST", path: "/i18n/lang/{lang}", permission: "i18n_lang-post", hasBody: true },
  "i18n.lang.table": { area: "i18n", method: "GET", path: "/i18n/lang/{lang}/table", permission: "i18n_lang_table-get" },
  "i18n.langs.list": { area: "i18n", method: "GET", path: "/i18n/langs", permission: "i18n_langs-get" },
  "notifications.list": { area: "notifications", method: "GET", path: "/notification", permission: "notification-get", hasBody: true },
  "notifications.markRead": { area: "notifications", method: "PATCH", path: "/notification", permission: "notification-patch", hasBody: true, invalidates: ["notifications.list"] },
} as const satisfies RouteTable;
