/**
 * Lengths and counts the portal refuses beyond. The spec states none ("Limits: not shown"), so these are the
 * console's choices, listed in the README's "not shown" section; the BFF's catalog and the browser's forms read the
 * same numbers, so a form refuses exactly what the BFF would. Plain numbers: forms import them without zod.
 */

/** A free name the portal stores (volume, image, AI key or project): OpenStack's and most stores' column size. */
export const NAME_MAX = 255;
/** A free description or reason. */
export const DESCRIPTION_MAX = 2000;
/** Gardener keeps `<cluster>--<project>` within a DNS label; the portal refuses longer cluster names. */
export const SHOOT_NAME_MAX = 21;
/** Gardener limits worker pool names to 15 characters. */
export const WORKER_NAME_MAX = 15;
/** A Kubernetes object name used as a DNS label (secrets, bindings). */
export const DNS_LABEL_MAX = 63;
/** Workers in one worker group: far above any real group, low enough to catch a slipped key. */
export const MAX_WORKERS = 1000;
/** The longest access token the console takes at login (the BFF refuses longer ones before asking the portal). */
export const ACCESS_TOKEN_MAX = 4096;
