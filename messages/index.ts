/**
 * The console's bundled messages: one JSON file per namespace and locale, so that each area's strings live apart.
 * `en` is the source of truth for the message types (see global.d.ts); other locales fall back to it key by key.
 */
import enAccess from "./en/access.json";
import enAi from "./en/ai.json";
import enBackups from "./en/backups.json";
import enClusters from "./en/clusters.json";
import enCommon from "./en/common.json";
import enDashboards from "./en/dashboards.json";
import enErrors from "./en/errors.json";
import enHome from "./en/home.json";
import enInfrastructure from "./en/infrastructure.json";
import enLogin from "./en/login.json";
import enPlayground from "./en/playground.json";
import enQuotas from "./en/quotas.json";
import enSettings from "./en/settings.json";
import enShell from "./en/shell.json";
import enStorage from "./en/storage.json";
import enTasks from "./en/tasks.json";
import enTranslations from "./en/translations.json";
import deAccess from "./de/access.json";
import deAi from "./de/ai.json";
import deBackups from "./de/backups.json";
import deClusters from "./de/clusters.json";
import deCommon from "./de/common.json";
import deDashboards from "./de/dashboards.json";
import deErrors from "./de/errors.json";
import deHome from "./de/home.json";
import deInfrastructure from "./de/infrastructure.json";
import deLogin from "./de/login.json";
import dePlayground from "./de/playground.json";
import deQuotas from "./de/quotas.json";
import deSettings from "./de/settings.json";
import deShell from "./de/shell.json";
import deStorage from "./de/storage.json";
import deTasks from "./de/tasks.json";
import deTranslations from "./de/translations.json";
import frAccess from "./fr/access.json";
import frAi from "./fr/ai.json";
import frBackups from "./fr/backups.json";
import frClusters from "./fr/clusters.json";
import frCommon from "./fr/common.json";
import frDashboards from "./fr/dashboards.json";
import frErrors from "./fr/errors.json";
import frHome from "./fr/home.json";
import frInfrastructure from "./fr/infrastructure.json";
import frLogin from "./fr/login.json";
import frPlayground from "./fr/playground.json";
import frQuotas from "./fr/quotas.json";
import frSettings from "./fr/settings.json";
import frShell from "./fr/shell.json";
import frStorage from "./fr/storage.json";
import frTasks from "./fr/tasks.json";
import frTranslations from "./fr/translations.json";

export const en = {
  common: enCommon,
  errors: enErrors,
  shell: enShell,
  login: enLogin,
  home: enHome,
  dashboards: enDashboards,
  ai: enAi,
  playground: enPlayground,
  translations: enTranslations,
  backups: enBackups,
  clusters: enClusters,
  infrastructure: enInfrastructure,
  quotas: enQuotas,
  access: enAccess,
  storage: enStorage,
  tasks: enTasks,
  settings: enSettings,
};

export type Messages = typeof en;
type Partial<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };
export type PartialMessages = Partial<Messages>;

export const bundled: Record<string, PartialMessages> = {
  en,
  de: {
    common: deCommon,
    errors: deErrors,
    shell: deShell,
    login: deLogin,
    home: deHome,
    dashboards: deDashboards,
    ai: deAi,
    playground: dePlayground,
    translations: deTranslations,
    backups: deBackups,
    clusters: deClusters,
    infrastructure: deInfrastructure,
    quotas: deQuotas,
    access: deAccess,
    storage: deStorage,
    tasks: deTasks,
    settings: deSettings,
  },
  fr: {
    common: frCommon,
    errors: frErrors,
    shell: frShell,
    login: frLogin,
    home: frHome,
    dashboards: frDashboards,
    ai: frAi,
    playground: frPlayground,
    translations: frTranslations,
    backups: frBackups,
    clusters: frClusters,
    infrastructure: frInfrastructure,
    quotas: frQuotas,
    access: frAccess,
    storage: frStorage,
    tasks: frTasks,
    settings: frSettings,
  },
};

export { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
