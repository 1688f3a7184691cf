/**
 * The gettext `Plural-Forms` header of common languages. The console keeps plurals inside the ICU text, so the
 * header only tells a PO editor the language's forms; a language not listed gets none rather than a wrong one.
 */
const TWO_ONE = "nplurals=2; plural=(n != 1);";
const TWO_FRENCH = "nplurals=2; plural=(n > 1);";
const ONE = "nplurals=1; plural=0;";
const SLAVIC = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);";

const FORMS: Record<string, string> = {
  en: TWO_ONE,
  de: TWO_ONE,
  nl: TWO_ONE,
  sv: TWO_ONE,
  da: TWO_ONE,
  nb: TWO_ONE,
  nn: TWO_ONE,
  no: TWO_ONE,
  fi: TWO_ONE,
  it: TWO_ONE,
  es: TWO_ONE,
  pt: TWO_ONE,
  el: TWO_ONE,
  hu: TWO_ONE,
  et: TWO_ONE,
  bg: TWO_ONE,
  ca: TWO_ONE,
  fr: TWO_FRENCH,
  "pt-br": TWO_FRENCH,
  tr: TWO_FRENCH,
  ja: ONE,
  zh: ONE,
  ko: ONE,
  vi: ONE,
  th: ONE,
  id: ONE,
  ms: ONE,
  ru: SLAVIC,
  uk: SLAVIC,
  be: SLAVIC,
  sr: SLAVIC,
  hr: SLAVIC,
  bs: SLAVIC,
  pl: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
  cs: "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
  sk: "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
  ar: "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
};

export function pluralForms(lang: string): string | undefined {
  const code = lang.toLowerCase().replace(/_/g, "-");
  return FORMS[code] ?? FORMS[code.split("-")[0]];
}
