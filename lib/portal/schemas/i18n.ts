/** Record schemas of the internationalization (language tokens) area. Lenient output schemas. */
import { z } from "zod";
import { oBool, oStr } from "./fields";

export const Language = z.looseObject({ default: oBool(), lang: oStr(), name: oStr() });
export type Language = z.infer<typeof Language>;

/** One row of GET /i18n/lang/{lang}/table. */
export const LanguageToken = z.looseObject({ key: oStr(), value: oStr(), translated: oBool() });
export type LanguageToken = z.infer<typeof LanguageToken>;

/** GET /i18n/lang/{lang}: an object mapping a token to its string. */
export const LanguageTokens = z.record(z.string(), z.string());
export type LanguageTokens = z.infer<typeof LanguageTokens>;
