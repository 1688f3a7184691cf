/** The parts of the `xliff` package (locize/xliff, plain JavaScript) the exchange formats use. */
declare module "xliff" {
  /** Plain text, or text and inline elements (`{ Span: { id, contents, …attributes } }`). */
  export type XliffValue = string | (string | XliffInline)[];
  export type XliffInline = Record<string, Record<string, unknown> & { id?: string; contents?: XliffValue }>;
  export interface XliffUnit {
    source?: XliffValue;
    target?: XliffValue;
    note?: XliffValue | XliffValue[];
    additionalAttributes?: Record<string, string>;
    additionalElements?: XmlElement[];
    groupUnits?: Record<string, XliffUnit>;
  }
  export interface XmlElement {
    type?: string;
    name?: string;
    text?: string;
    attributes?: Record<string, string>;
    elements?: XmlElement[];
  }
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    xliffVersion?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export const ElementTypes: Record<
    "Standalone" | "GenericSpan" | "GenericSpanStart" | "GenericSpanEnd" | "Span" | "SpanStart" | "SpanEnd" | "Marker",
    string
  >;
  export function makeInlineElement(
    type: string,
    attributes: Record<string, string>,
    contents?: XliffValue,
  ): XliffInline;
  export function jsToXliff12(js: XliffJs, options?: { indent?: string }): Promise<string>;
  export function js2xliff(js: XliffJs, options?: { indent?: string }): Promise<string>;
  export function xliff12ToJs(xml: string): Promise<XliffJs>;
  export function xliff2js(xml: string): Promise<XliffJs>;
  const xliff: {
    ElementTypes: typeof ElementTypes;
    makeInlineElement: typeof makeInlineElement;
    jsToXliff12: typeof jsToXliff12;
    js2xliff: typeof js2xliff;
    xliff12ToJs: typeof xliff12ToJs;
    xliff2js: typeof xliff2js;
  };
  export default xliff;
}
