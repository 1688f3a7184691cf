import { describe, expect, it } from "vitest";
import { ChatRequest } from "@/lib/gateway/schemas";
import { compileGlossary, termsIn } from "@/lib/i18n/glossary";
import type { TokenRow } from "../model/rows";
import { cleanSuggestion, neighboursOf, suggestionMessages, suggestionRequest } from "./prompt";

const row = (key: string, source: string, value: string): TokenRow => ({
  key,
  source,
  value,
  translated: value !== "",
  haystack: "",
});

const ROWS = [
  row("backups.list.delete", "Delete", "Löschen"),
  row("backups.list.empty", "No backups yet", ""),
  row("backups.list.restore", "Restore", "Wiederherstellen"),
  row("backups.list.title", "Backups of {cluster}", ""),
  row("backups.policy.title", "Policies", "Richtlinien"),
  row("clusters.title", "Clusters", "Cluster"),
];

describe("neighbours", () => {
  it("takes the translated keys of the same prefix, in key order, never the key itself or other prefixes", () => {
    expect(neighboursOf(ROWS, "backups.list.title")).toEqual([
      { key: "backups.list.delete", source: "Delete", text: "Löschen" },
      { key: "backups.list.restore", source: "Restore", text: "Wiederherstellen" },
    ]);
  });

  it("keeps the nearest ones when there are more than the limit", () => {
    expect(neighboursOf(ROWS, "backups.list.title", 1)).toEqual([
      { key: "backups.list.restore", source: "Restore", text: "Wiederherstellen" },
    ]);
  });

  it("has none for a key without a prefix or unknown", () => {
    expect(neighboursOf([row("title", "Title", "")], "title")).toEqual([]);
    expect(neighboursOf(ROWS, "missing.key")).toEqual([]);
  });
});

describe("the suggestion prompt", () => {
  const input = {
    key: "backups.list.title",
    source: "Backups of {cluster}",
    sourceLang: "en",
    targetLang: "de",
    targetName: "Deutsch",
    neighbours: neighboursOf(ROWS, "backups.list.title"),
  };

  it("states the rules about placeholders, branches and markup", () => {
    const [system] = suggestionMessages(input);
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/placeholder/i);
    expect(system.content).toMatch(/plural, select and selectordinal/);
    expect(system.content).toMatch(/markup tags/i);
  });

  it("carries the key, the languages, the neighbours with their translations and the source last", () => {
    const [, user] = suggestionMessages(input);
    expect(user.content).toBe(
      [
        "Source language: (en)",
        "Target language: Deutsch (de)",
        "Key: backups.list.title",
        "",
        "Neighbouring keys with their translations:",
        "- backups.list.delete",
        "  en: Delete",
        "  de: Löschen",
        "- backups.list.restore",
        "  en: Restore",
        "  de: Wiederherstellen",
        "",
        "Source text, between the lines <<< and >>>:",
        "<<<",
        "Backups of {cluster}",
        ">>>",
      ].join("\n"),
    );
  });

  it("carries the glossary's entries for the terms of the source, before the source", () => {
    const glossary = compileGlossary([
      { term: "backup", translation: "Sicherung", note: "Never Backup", doNotTranslate: false },
      { term: "Kubernetes", translation: "", note: "", doNotTranslate: true },
      { term: "budget", translation: "Budget", note: "", doNotTranslate: false },
    ]);
    const source = "Backups of {cluster} on Kubernetes";
    const [system, user] = suggestionMessages({ ...input, source, glossary: termsIn(source, glossary) });
    expect(system.content).toMatch(/glossary's translation/);
    expect(user.content).toContain(
      ["Glossary:", "- backup → Sicherung", "  note: Never Backup", "- Kubernetes: do not translate", ""].join("\n"),
    );
    expect(user.content).not.toContain("budget");
    const text = String(user.content);
    expect(text.indexOf("Glossary:")).toBeLessThan(text.indexOf("<<<"));
  });

  it("is a valid streamed chat request with usage", () => {
    const request = suggestionRequest(input, "openai/gpt-4o");
    expect(ChatRequest.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ model: "openai/gpt-4o", stream: true, stream_options: { include_usage: true } });
    expect(request.max_completion_tokens).toBeLessThanOrEqual(1024);
  });
});

describe("cleaning an answer", () => {
  it("takes off a code block or echoed markers and restores the source's outer blanks", () => {
    expect(cleanSuggestion("```\nSicherungen von {cluster}\n```", "Backups of {cluster}")).toBe(
      "Sicherungen von {cluster}",
    );
    expect(cleanSuggestion("<<<\nSpeichern\n>>>", "Save")).toBe("Speichern");
    expect(cleanSuggestion("\nSpeichern  \n", " Save\n")).toBe(" Speichern\n");
    expect(cleanSuggestion("   ", "Save")).toBe("");
  });
});
