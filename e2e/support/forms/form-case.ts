import type { Locator, Page } from "@playwright/test";
import type { Role } from "../page-visit";

/** What a form walk needs of the stack: where the sandbox portal answers (to look up seeded records). */
export interface WalkContext {
  portalUrl: string;
}

/**
 * How the walk tries to lose what was typed:
 * - `dialog`: Esc, a click outside and Cancel each ask first; keeping on editing finds the input as it was;
 * - `tabs`: another tab of the record and back finds the input, then a link to another page asks first;
 * - `page`: a link to another page asks first;
 * - `kept`: the input is stored as it is typed (the playground's settings; translate mode's drafts, in a panel of the
 *   frame that stays over the next page): another page, without a question, and back finds it.
 */
export type Leave =
  | { dialog: true }
  | { tabs: readonly [other: string, back: string] }
  | { page: true; question?: LeaveQuestion }
  | { kept: true };

/** The words of the leave question when a form has its own (the translation drafts stay on the device). */
export interface LeaveQuestion {
  title: string;
  stay: string;
}

/** A save the upstream refuses once (the sandbox's fault injection): the form shows why and keeps the input. */
export interface FailedSave {
  /** The portal operation refused, or "gateway" for the gateway's next answer. */
  operation: string;
  /** Makes the save fail some other way (the console's own server answering 503 for the session store). */
  fault?: (page: Page) => Promise<void>;
  /** Fills what the form still needs to be sent (required fields), after the typed field. */
  complete?: (form: Locator, page: Page) => Promise<void>;
  /** The control that sends the form: clicked, or given `press` (Enter in an editor). */
  submit: (form: Locator, page: Page) => Locator;
  press?: string;
  /** Where the refusal shows, when not as an alert in the form (a row marked failed). */
  refusal?: (page: Page) => Locator;
  /** What holds the input after the refused send, when not the form (a chat's message moves into the conversation). */
  holdsAfter?: (form: Locator, page: Page) => Promise<void>;
  /** A confirmation between submit and send (typing a bucket's name); the refusal then shows in it. */
  confirm?: (page: Page) => Promise<Locator>;
}

export interface FormCase {
  /** The test's title. */
  name: string;
  /**
   * The component files whose state this walk proves kept: every file of `components/` that holds input is named by
   * one case (tests/forms-coverage.test.ts), so a new form is walked or the check fails.
   */
  files: readonly string[];
  role?: Role;
  /** The page the form is on (a seeded record's page is looked up in the sandbox). */
  path: string | ((context: WalkContext) => Promise<string>);
  /** Opens the form and gives its scope (a dialog); the page's main region when omitted. */
  open?: (page: Page) => Promise<Locator>;
  /** Types into the form: the walk then checks `holds` after every attempt to lose it. */
  type: (form: Locator, page: Page) => Promise<void>;
  holds: (form: Locator, page: Page) => Promise<void>;
  leave: Leave;
  /** The failed save; a form that sends nothing anywhere says why instead. */
  save: FailedSave | { nothingSent: string };
}
