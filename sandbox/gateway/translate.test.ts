import { describe, expect, it } from "vitest";
import { suggestionRequest } from "../../components/translations/assistant/prompt";
import { checkTranslation } from "../../lib/i18n/icu-checks";
import { z } from "zod";
import { chunksOf, readEvents, streamedText, gatewayUnderTest } from "./test-support";
import { translateMessage, translationPrompt } from "./translate";

const gateway = gatewayUnderTest();

const prompt = (source: string, targetLang = "de") =>
  suggestionRequest(
    { key: "backups.list.title", source, sourceLang: "en", targetLang, targetName: "Deutsch", neighbours: [] },
    "openai/gpt-4o",
  );

async function suggest(source: string, targetLang = "de") {
  const sentAt = performance.now();
  const response = await gateway.call("/v1/chat/completions", { body: prompt(source, targetLang) });
  expect(response.status).toBe(200);
  return chunksOf(await readEvents(response, sentAt));
}

describe("translation prompts", () => {
  it("reads the target language and the source text of the console's prompt", () => {
    expect(translationPrompt(prompt("Save {count} files\nnow"))).toEqual({
      lang: "de",
      source: "Save {count} files\nnow",
    });
    expect(translationPrompt({ model: "m", messages: [{ role: "user", content: "Hello" }] })).toBeUndefined();
  });

  it("translates known words and keeps placeholders, plural branches and tags", () => {
    expect(translateMessage("Confirm", "de")).toBe("Bestätigen");
    const source = "<b>Delete</b> {count, plural, one {# file} other {# files}} of {name}?";
    const translated = translateMessage(source, "fr");
    expect(translated).toContain("Supprimer");
    expect(translated).toContain("fichiers");
    expect(checkTranslation(source, translated, "fr").errors).toEqual([]);
  });

  it("breaks a placeholder when told to, which the console's checks catch", () => {
    expect(
      checkTranslation("{count} unread", translateMessage("{count} unread", "de", true), "de").errors.map(
        (e) => e.code,
      ),
    ).toEqual(["missingArgument", "extraArgument"]);
    expect(checkTranslation("Save", translateMessage("Save", "de", true), "de").errors.map((e) => e.code)).toEqual([
      "extraArgument",
    ]);
  });

  it("streams the translation with usage and cost, and breaks it once after the fault", async () => {
    const chunks = await suggest("{count} unread");
    expect(streamedText(chunks)).toBe("{count} ungelesen");
    const usage = chunks.find((c) => c.usage)?.usage;
    expect(usage?.completion_tokens).toBeGreaterThan(0);
    expect(usage?.cost?.total_cost).toBeGreaterThan(0);

    const fault = await gateway.control(z.unknown(), "POST", "/faults", { mode: "broken-placeholder", times: 1 });
    expect(fault.status).toBe(201);
    expect(streamedText(await suggest("{count} unread"))).toBe("{count_x} ungelesen");
    expect(streamedText(await suggest("{count} unread"))).toBe("{count} ungelesen");
  });
});
