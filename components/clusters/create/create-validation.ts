/**
 * What the create form loads after its first paint: the zod schema, its resolver and the payload. Kept apart so
 * zod (32 kB of JavaScript) is not needed to show the form (first-load budget); see `use-create-validation.ts`.
 */
export { zodResolver } from "@hookform/resolvers/zod";
export { createClusterPayload, createClusterSchema, invalidFields } from "../model/forms";
