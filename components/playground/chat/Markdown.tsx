"use client";

import { memo, useDeferredValue, useMemo } from "react";
import ReactMarkdown, { type Components, type Options } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import { splitBlocks } from "./model/markdown-blocks";
import "./markdown.css";

/** Highlighting only where the answer names the language: guessing is slow and often wrong. */
const REHYPE_PLUGINS: Options["rehypePlugins"] = [[rehypeHighlight, { detect: false }]];

const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * One block of an answer as Markdown. Raw HTML is dropped (`skipHtml`, and no rehype-raw), and react-markdown's
 * URL filter removes `javascript:` links, so a model cannot inject markup into the console.
 */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS}>
      {text}
    </ReactMarkdown>
  );
});

const PlainBlock = memo(function PlainBlock({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap">{text}</p>;
});

/**
 * Text as paragraphs, without Markdown: what a streaming answer shows. Each paragraph is its own memoized
 * element, so a new token re-renders and re-lays-out only the last one.
 */
export const PlainText = memo(function PlainText({ text }: { text: string }) {
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
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} text={block} />
      ))}
    </div>
  );
});
