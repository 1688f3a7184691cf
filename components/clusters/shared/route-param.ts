/** A dynamic route segment as a name: decoded once when it still carries escapes, left as is when malformed. */
export function routeName(segment: string): string {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
