// Vitest runs outside Next's bundler, where "server-only" would throw; this empty module stands in.
export {};
