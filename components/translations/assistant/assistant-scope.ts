"use client";

import { createContext } from "react";
import type { CompiledGlossary } from "@/lib/i18n/glossary";
import type { TokenRow } from "../model/rows";

/** What the assistant beside an open token needs of its language: the page provides it once, the editor reads it. */
export interface AssistantScope {
  lang: string;
  languageName?: string;
  defaultLang: string;
  isDefault: boolean;
  /** Every token of the language (not only the filtered ones): the memory and the neighbours come from here. */
  rows: readonly TokenRow[];
  /** The language's glossary: its terms go into the suggestion's prompt, and memory matches show them. */
  glossary: CompiledGlossary;
}

export const AssistantScopeContext = createContext<AssistantScope | null>(null);

/** Handles one keydown in the token editor; true when it was an assistant shortcut. */
export type AssistantKeyHandler = (event: {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}) => boolean;
