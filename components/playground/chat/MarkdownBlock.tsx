"use client";

import { memo } from "react";
import ReactMarkdown, { type Components, type Options } from "react-markdown";
import rehypeHighlight from "rehype-highlight";

/** Highlighting only where the answer names the language: guessing is slow and often wrong. */
const REHYPE_PLUGINS: Options["rehypePlugins"] = [[rehypeHighlight, { detect: false }]];

const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * One block of an answer as Markdown. Raw HTML is dropped (`skipHtml`, and no rehype-raw), and react-markdown's
 * URL filter removes `javascript:` links, so a model cannot inject markup into the console.
 * Its own module, loaded lazily by `Markdown`: react-markdown and the highlighter are about 100 kB compressed,
 * which the playground's first load does not need.
 */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS}>
      {text}
    </ReactMarkdown>
  );
});

export default MarkdownBlock;
