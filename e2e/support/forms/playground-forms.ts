import { expect, type Page } from "@playwright/test";
import playground from "../../../messages/en/playground.json" with { type: "json" };
import type { FormCase } from "./form-case";

const chat = playground.chat;
const message = (page: Page) => page.getByLabel(chat.composerLabel, { exact: true });
const lastAnswer = (page: Page) => page.getByTestId("message-assistant").last();

/** The chat page with its models listed (the composer sends nothing before). */
async function openChat(page: Page) {
  await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
  return page.getByRole("main");
}

/** A first exchange, so the conversation has a message to edit and a name to change. */
async function converse(page: Page) {
  await openChat(page);
  await message(page).fill("Remember the lighthouse");
  await message(page).press("Enter");
  await expect(lastAnswer(page).getByTestId("answer-metrics")).toBeVisible({ timeout: 30_000 });
  return page.getByRole("main");
}

const editBox = (page: Page) => page.getByLabel(chat.editLabel, { exact: true });
const renameBox = (page: Page) => page.getByLabel(playground.conversations.renameLabel, { exact: true });
const toolResult = (page: Page) => page.getByLabel(chat.toolResultLabel.replace("{name}", "get_weather"));
const EDITED = "Remember the lighthouse keeper";

export const PLAYGROUND_FORMS: readonly FormCase[] = [
  {
    name: "Playground: a message typed survives the Compare tab",
    files: ["components/playground/chat/Composer.tsx"],
    path: "/playground",
    open: openChat,
    type: (_form, page) => message(page).fill("What is a lighthouse?"),
    holds: (_form, page) => expect(message(page)).toHaveValue("What is a lighthouse?"),
    leave: { tabs: [chat.modeCompare, chat.modeChat] },
    save: {
      operation: "gateway",
      submit: (_form, page) => message(page),
      press: "Enter",
      // Sent, the text is the conversation's question, kept for Retry.
      holdsAfter: (_form, page) =>
        expect(page.getByTestId("message-user").last()).toContainText("What is a lighthouse?"),
    },
  },
  {
    name: "Playground: the chat's settings are kept in this browser",
    files: [
      "components/playground/chat/ChatView.tsx",
      "components/playground/chat/ModelSettings.tsx",
      "components/playground/chat/ParametersPanel.tsx",
      "components/playground/chat/param-fields.tsx",
      "components/playground/chat/OutputSettings.tsx",
      "components/playground/chat/ToolSettings.tsx",
    ],
    path: "/playground",
    open: openChat,
    type: async (_form, page) => {
      await page.getByLabel(playground.params.labels.system, { exact: true }).fill("Answer like a lighthouse keeper.");
      await page.getByRole("spinbutton", { name: playground.params.labels.temperature }).fill("0.3");
    },
    holds: async (_form, page) => {
      await expect(page.getByLabel(playground.params.labels.system, { exact: true })).toHaveValue(
        "Answer like a lighthouse keeper.",
      );
      await expect(page.getByRole("spinbutton", { name: playground.params.labels.temperature })).toHaveValue("0.3");
    },
    leave: { kept: true },
    save: { nothingSent: "the settings are stored in this browser as they change; a send is the composer's" },
  },
  {
    name: "Playground: an edited message",
    files: ["components/playground/chat/MessageView.tsx"],
    path: "/playground",
    open: converse,
    type: async (_form, page) => {
      await page.getByRole("button", { name: chat.edit }).click();
      await editBox(page).fill(EDITED);
    },
    holds: (_form, page) => expect(editBox(page)).toHaveValue(EDITED),
    leave: { page: true },
    save: {
      operation: "gateway",
      submit: (_form, page) => page.getByRole("button", { name: chat.saveAndResend }),
      holdsAfter: (_form, page) => expect(page.getByTestId("message-user").last()).toContainText(EDITED),
    },
  },
  {
    name: "Playground: a conversation being renamed",
    files: ["components/playground/chat/ConversationList.tsx"],
    path: "/playground",
    open: converse,
    type: async (_form, page) => {
      await page
        .getByTestId("conversation-list")
        .getByRole("button", { name: playground.conversations.rename.replace("{title}", "Remember the lighthouse") })
        .click();
      await renameBox(page).fill("Lighthouse");
    },
    holds: (_form, page) => expect(renameBox(page)).toHaveValue("Lighthouse"),
    leave: { page: true },
    save: { nothingSent: "a conversation's name is stored in this browser only" },
  },
  {
    name: "Playground: a tool's result being typed",
    files: ["components/playground/chat/ToolResultForm.tsx"],
    path: "/playground",
    open: async (page) => {
      await openChat(page);
      await page.getByLabel("Model", { exact: true }).selectOption("openai/gpt-4o-mini");
      const tools = page.getByLabel(playground.params.labels.tools);
      await tools.locator("..").getByRole("button", { name: playground.params.insertExample }).click();
      await message(page).fill("What is the weather in Berlin?");
      await message(page).press("Enter");
      await expect(toolResult(page)).toBeVisible({ timeout: 30_000 });
      return page.getByTestId("tool-results");
    },
    type: (_form, page) => toolResult(page).fill('{"sky": "sunny"}'),
    holds: (_form, page) => expect(toolResult(page)).toHaveValue('{"sky": "sunny"}'),
    leave: { page: true },
    save: {
      operation: "gateway",
      submit: (form) => form.getByRole("button", { name: chat.sendToolResults }),
      holdsAfter: (_form, page) => expect(page.getByTestId("message-tool")).toContainText("sunny"),
    },
  },
  {
    name: "Playground: texts to embed",
    files: ["components/playground/embeddings/EmbeddingsPlayground.tsx"],
    path: "/playground/embeddings",
    type: (form) => form.getByLabel("Text 1", { exact: true }).fill("A walked text"),
    holds: (form) => expect(form.getByLabel("Text 1", { exact: true })).toHaveValue("A walked text"),
    leave: { page: true },
    save: {
      operation: "gateway",
      complete: (form) => expect(form.getByLabel("Model", { exact: true })).not.toHaveValue(""),
      submit: (form) => form.getByRole("button", { name: playground.embeddings.submit }),
    },
  },
  {
    name: "Playground: a query to rerank by",
    files: ["components/playground/rerank/RerankPlayground.tsx"],
    path: "/playground/rerank",
    type: (form) => form.getByLabel(playground.rerank.query).fill("walked query"),
    holds: (form) => expect(form.getByLabel(playground.rerank.query)).toHaveValue("walked query"),
    leave: { page: true },
    save: {
      operation: "gateway",
      complete: (form) => expect(form.getByLabel("Model", { exact: true })).not.toHaveValue(""),
      submit: (form) => form.getByRole("button", { name: playground.rerank.submit, exact: true }),
    },
  },
  {
    name: "Playground: the session's gateway key",
    files: ["components/playground/shared/GatewayKeyDialog.tsx"],
    path: "/playground",
    open: async (page) => {
      await page.getByRole("button", { name: playground.key.button }).click();
      return page.getByRole("dialog", { name: playground.key.title });
    },
    type: (form) => form.getByLabel(playground.key.label).fill("sk-gateway-walked"),
    holds: (form) => expect(form.getByLabel(playground.key.label)).toHaveValue("sk-gateway-walked"),
    leave: { dialog: true },
    save: {
      operation: "session",
      // The key is kept by the console's own server: its session store answers 503 once.
      fault: async (page) => {
        await page.route(
          "**/api/session/gateway-key",
          (route) =>
            route.fulfill({
              status: 503,
              contentType: "application/json",
              body: JSON.stringify({
                error: { code: "session_store_unavailable", message: "unavailable", status: 503, requestId: "walk" },
              }),
            }),
          { times: 1 },
        );
      },
      submit: (form) => form.getByRole("button", { name: playground.key.save }),
      refusal: (page) => page.getByRole("dialog", { name: playground.key.title }).getByRole("alert"),
    },
  },
];
