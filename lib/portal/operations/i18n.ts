/** Catalog piece: language tokens and notifications. Assembled in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineOperation } from "../operation";
import { bool, noParams, pathParam, reqStr } from "../schemas/fields";
import { Language, LanguageToken, LanguageTokens } from "../schemas/i18n";
import { Notification } from "../schemas/notifications";

const langParams = () => z.strictObject({ lang: pathParam() });

export const i18nOperations = {
  "i18n.lang.get": defineOperation({
    id: "i18n.lang.get",
    area: "i18n",
    method: "GET",
    path: "/i18n/lang/{lang}",
    permission: "i18n_lang-get",
    params: langParams(),
    body: null,
    output: LanguageTokens,
    summary: "Tokens of a language",
  }),
  "i18n.lang.save": defineOperation({
    id: "i18n.lang.save",
    area: "i18n",
    method: "POST",
    path: "/i18n/lang/{lang}",
    permission: "i18n_lang-post",
    params: langParams(),
    body: z.strictObject({ key: reqStr(), value: reqStr(), insert: bool().optional() }),
    output: null,
    summary: "Set (or insert) a token of a language",
  }),
  "i18n.lang.table": defineOperation({
    id: "i18n.lang.table",
    area: "i18n",
    method: "GET",
    path: "/i18n/lang/{lang}/table",
    permission: "i18n_lang_table-get",
    params: langParams(),
    body: null,
    output: z.array(LanguageToken),
    summary: "Token table of a language",
  }),
  "i18n.langs.list": defineOperation({
    id: "i18n.langs.list",
    area: "i18n",
    method: "GET",
    path: "/i18n/langs",
    permission: "i18n_langs-get",
    params: noParams(),
    body: null,
    output: z.array(Language),
    summary: "Languages",
  }),
  "notifications.list": defineOperation({
    id: "notifications.list",
    area: "notifications",
    method: "GET",
    path: "/notification",
    permission: "notification-get",
    params: noParams(),
    body: z.strictObject({ unread: bool().optional() }),
    output: z.array(Notification),
    summary: "Notifications, optionally only unread ones",
  }),
  "notifications.markRead": defineOperation({
    id: "notifications.markRead",
    area: "notifications",
    method: "PATCH",
    path: "/notification",
    permission: "notification-patch",
    params: noParams(),
    body: z.strictObject({ id: reqStr() }),
    output: null,
    summary: "Mark a notification as read",
  }),
};
