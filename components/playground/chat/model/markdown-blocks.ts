/**
 * Splits Markdown into top-level blocks at blank lines, keeping fenced code blocks whole. Each block is rendered
 * (and parsed) on its own, so a long answer turns into Markdown a block at a time instead of in one long task,
 * and a streaming answer only re-lays-out its last block. The price: a reference-style link defined in another
 * block does not resolve, and an indented code block with blank lines inside becomes several code blocks.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (current.some((line) => line.trim() !== "")) blocks.push(current.join("\n"));
    current = [];
  };
  for (const line of text.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) fence = marker[0].repeat(marker.length);
    else if (fence !== null && marker && marker[0] === fence[0] && marker.length >= fence.length) {
      current.push(line);
      fence = null;
      continue;
    }
    if (fence === null && line.trim() === "") flush();
    else current.push(line);
  }
  flush();
  return blocks;
}
