/** A dynamic route segment as an id or name: decoded once when it still carries escapes, left as is when malformed. */
export function routeSegment(segment: string): string {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
