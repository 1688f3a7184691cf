/** Whether a picked file is a translator's exchange file; kept apart from the readers so the dialog stays light. */
export function isExchangeFile(fileName: string, text: string): boolean {
  return /\.(xlf|xliff|po|pot)$/i.test(fileName) || /^\uFEFF?\s*<(\?xml|xliff)\b/.test(text.slice(0, 200));
}
