"use client";

import { WandSparkles } from "lucide-react";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { ACCESS_KEY_ALPHABET, randomKey, SECRET_KEY_ALPHABET } from "@/lib/random-key";
import { Button } from "./button";
import { SuggestField } from "./suggest-field";

/** An S3-style key pair as a form holds it. */
export interface KeyPair {
  access_key: string;
  secret_key: string;
}

export interface KeyPairMessages {
  required: string;
  noSpaces: string;
  tooShort: (min: number) => string;
}

/** The two keys' rules: no blanks, an access key of 8 characters or more, a secret of 16 or more. */
export function keyPairShape(messages: KeyPairMessages) {
  const key = (min: number) =>
    z
      .string()
      .trim()
      .min(1, messages.required)
      .min(min, messages.tooShort(min))
      .max(256)
      .regex(/^\S+$/, messages.noSpaces);
  return { access_key: key(8), secret_key: key(16) };
}

export interface KeyPairLabels {
  accessKey: string;
  secretKey: string;
  secretHint: string;
  generate: string;
  generateAccess: string;
  generateSecret: string;
}

/** Access and secret key inputs, each with a Generate button that fills in a strong random key. */
export function KeyPairFields<T extends FieldValues & KeyPair>({
  form,
  labels,
}: {
  form: UseFormReturn<T>;
  labels: KeyPairLabels;
}) {
  const field = (name: keyof KeyPair) => name as FieldPath<T>;
  const generate = (name: keyof KeyPair) => (
    <Button
      size="sm"
      icon={<WandSparkles aria-hidden className="size-4" />}
      aria-label={name === "access_key" ? labels.generateAccess : labels.generateSecret}
      onClick={() =>
        form.setValue(
          field(name),
          (name === "access_key"
            ? randomKey(20, ACCESS_KEY_ALPHABET)
            : randomKey(40, SECRET_KEY_ALPHABET)) as PathValue<T, FieldPath<T>>,
          { shouldValidate: true, shouldDirty: true },
        )
      }
    >
      {labels.generate}
    </Button>
  );
  return (
    <>
      <SuggestField
        control={form.control}
        name={field("access_key")}
        label={labels.accessKey}
        required
        mono
        autoFocus
        suggestions={[]}
        addon={generate("access_key")}
      />
      <SuggestField
        control={form.control}
        name={field("secret_key")}
        label={labels.secretKey}
        hint={labels.secretHint}
        required
        mono
        type="password"
        suggestions={[]}
        addon={generate("secret_key")}
      />
    </>
  );
}
