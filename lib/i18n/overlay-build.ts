/**
 * Turns the portal's tokens of one language into a message tree to lay over the bundled messages: only keys the
 * bundled English messages have (so `portal.*` and unknown keys stay out), and only values that parse and use the
 * same arguments and tags as the English source. Verdicts are remembered per key and value, so a refresh of the
 * same tokens parses nothing again.
 */
import { overlayRejection, parseMessage, type MessageShape } from "./icu-checks";
import { flattenMessages, unflattenMessages, type MessageTree } from "./tokens";

export interface OverlayRejection {
  key: string;
  reason: string;
}

export interface BuiltOverlay {
  tree: MessageTree;
  /** How many tokens were laid over bundled messages. */
  applied: number;
  rejected: OverlayRejection[];
}

export class OverlayBuilder {
  private readonly source: Record<string, string>;
  private readonly shapes = new Map<string, MessageShape | null>();
  private readonly verdicts = new Map<string, { value: string; reason: string | null }>();

  /** `source`: the bundled English messages (nested). */
  constructor(source: object) {
    this.source = flattenMessages(source);
  }

  /** The English shape of a key; null when the bundled English message itself does not parse (never overlaid). */
  private shapeOf(key: string): MessageShape | null {
    let shape = this.shapes.get(key);
    if (shape === undefined) {
      const parsed = parseMessage(this.source[key]);
      shape = parsed.ok ? parsed.shape : null;
      this.shapes.set(key, shape);
    }
    return shape;
  }

  private verdict(locale: string, key: string, value: string): string | null {
    const memoKey = `${locale}\u0000${key}`;
    const memo = this.verdicts.get(memoKey);
    if (memo && memo.value === value) return memo.reason;
    const shape = this.shapeOf(key);
    const reason = shape ? overlayRejection(shape, value) : "source does not parse";
    this.verdicts.set(memoKey, { value, reason });
    return reason;
  }

  build(locale: string, tokens: Readonly<Record<string, string>>): BuiltOverlay {
    const accepted: Record<string, string> = {};
    const rejected: OverlayRejection[] = [];
    for (const [key, value] of Object.entries(tokens)) {
      if (!Object.hasOwn(this.source, key) || value === "") continue;
      const reason = this.verdict(locale, key, value);
      if (reason) rejected.push({ key, reason });
      else accepted[key] = value;
    }
    return { tree: unflattenMessages(accepted), applied: Object.keys(accepted).length, rejected };
  }
}
