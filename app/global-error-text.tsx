/**
 * The global error view's text in the page's language, carried by the root layout's HTML: when the frame fails
 * because the server is gone, the view needs no further download to say so.
 */
export const GLOBAL_ERROR_TEXT_ID = "global-error-text";

export interface GlobalErrorText {
  title: string;
  body: string;
  retry: string;
}

/** An inert element of the root layout holding the text; rendered on the server with the page's messages. */
export function CarriedGlobalErrorText({ text }: { text: GlobalErrorText }) {
  return <template id={GLOBAL_ERROR_TEXT_ID} data-title={text.title} data-body={text.body} data-retry={text.retry} />;
}

let carried: GlobalErrorText | null = null;

/** The text the page carries, read once (the view replaces the document that holds it); null on the server. */
export function carriedGlobalErrorText(): GlobalErrorText | null {
  if (carried || typeof document === "undefined") return carried;
  const element = document.getElementById(GLOBAL_ERROR_TEXT_ID);
  const { title, body, retry } = element?.dataset ?? {};
  if (title && body && retry) carried = { title, body, retry };
  return carried;
}

/** The view itself: a heading, a sentence and a button that re-renders the root. */
export function GlobalErrorMessage({ text, reset }: { text: GlobalErrorText; reset: () => void }) {
  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      <button type="button" onClick={reset}>
        {text.retry}
      </button>
    </>
  );
}
