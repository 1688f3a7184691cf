"use client";

import { memo, Suspense, useDeferredValue, useEffect, useMemo } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { splitBlocks } from "./model/markdown-blocks";

// The Markdown renderer is fetched when the first answer starts streaming, so that a finished answer rarely waits for
// it (until then it shows as plain text).
const MarkdownBlock = lazyComponent(() => import("./MarkdownBlock").then((module) => module.default));

const PlainBlock = memo(function PlainBlock({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap">{text}</p>;
});

/**
 * Text as paragraphs, without Markdown: what a streaming answer shows. Each paragraph is its own memoized
 * element, so a new token re-renders and re-lays-out only the last one.
 */
export const PlainText = memo(function PlainText({ text }: { text: string }) {
  useEffect(() => MarkdownBlock.preload(), []);
  const blocks = useMemo(() => splitBlocks(text), [text]);
  return (
    <div className="space-y-3 break-words text-sm leading-relaxed text-ink">
      {blocks.map((block, index) => (
        <PlainBlock key={index} text={block} />
      ))}
    </div>
  );
});

/**
 * A finished answer as Markdown. It shows as plain text first and becomes Markdown in a deferred render, one
 * block per component, so React can pause between blocks: a long answer never blocks the page in one piece.
 * Memoized: a finished message is parsed once, not on every render of the conversation.
 */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  const shown = useDeferredValue(text, "");
  const blocks = useMemo(() => splitBlocks(shown), [shown]);
  if (shown !== text) return <PlainText text={text} />;
  return (
    <div className="playground-markdown break-words text-sm leading-relaxed text-ink">
      <Suspense
        fallback={blocks.map((block, index) => (
          <PlainBlock key={index} text={block} />
        ))}
      >
        {blocks.map((block, index) => (
          <MarkdownBlock key={index} text={block} />
        ))}
      </Suspense>
    </div>
  );
});
