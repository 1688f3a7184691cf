"use client";

import { createContext } from "react";
import type { CompiledGlossary } from "@/lib/i18n/glossary";
import type { Dismissals } from "../checks/use-dismissals";

/**
 * What the token panel needs of its language beyond the token: provided once by the editor page and by translate
 * mode, the two places the panel is shown.
 */
export interface PanelScope {
  lang: string;
  /** The source language's code, and whether this language is it (its text is its own source). */
  defaultLang: string;
  isSource: boolean;
  glossary: CompiledGlossary;
  dismissals: Dismissals;
}

export const PanelScopeContext = createContext<PanelScope | null>(null);
