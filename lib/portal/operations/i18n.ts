/** Catalog piece: language tokens and notifications. Their routes are in `../routes/i18n.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { bool, noParams, pathParam, reqStr } from "../schemas/fields";
import { Language, LanguageToken, LanguageTokens } from "../schemas/i18n";
import { Notification } from "../schemas/notifications";

const langParams = () => z.strictObject({ lang: pathParam() });

export const i18nOperations = {
  "i18n.lang.get": defineSchemas({
    params: langParams(),
    body: null,
    output: LanguageTokens,
    summary: "Tokens of a language",
  }),
  "i18n.lang.save": defineSchemas({
    params: langParams(),
    body: z.strictObject({ key: reqStr(), value: reqStr(), insert: bool().optional() }),
    output: null,
    summary: "Set (or insert) a token of a language",
  }),
  "i18n.lang.table": defineSchemas({
    params: langParams(),
    body: null,
    output: z.array(LanguageToken),
    summary: "Token table of a language",
  }),
  "i18n.langs.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(Language),
    summary: "Languages",
  }),
  "notifications.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ unread: bool().optional() }),
    output: z.array(Notification),
    summary: "Notifications, optionally only unread ones",
  }),
  "notifications.markRead": defineSchemas({
    params: noParams(),
    body: z.strictObject({ id: reqStr() }),
    output: null,
    summary: "Mark a notification as read",
  }),
};
