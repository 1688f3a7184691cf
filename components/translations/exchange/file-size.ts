/** The largest import file read: a 10,000-token language is about 1 MB as CSV and 3 MB as XLIFF. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Whether a picked file is refused by its size alone, before a byte of it is read. */
export const isTooLarge = (file: Pick<Blob, "size">) => file.size > MAX_IMPORT_BYTES;
