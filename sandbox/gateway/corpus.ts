/**
 * The text the stand-in's Markov chain learns from. Written for this project: plain, helpful-sounding prose on
 * the things people ask a console's playground about, so generated answers read like an assistant rambling.
 */
export const CORPUS = `
A good answer starts with the question itself. The short version is that it depends on what you need, and the
details matter more than the headline. Most teams begin with a small experiment, measure the result, and then
decide whether the extra complexity is worth it. If the numbers look good, you can roll it out step by step.

The gateway sits in front of several model providers. Each request names a provider and a model, and the gateway
forwards it, measures the latency, and reports the cost of every token. When a provider is down, a fallback model
can answer instead, so the application keeps working while the team looks into the problem. Keys decide which
providers a caller may use, and every request leaves a trace that helps with debugging later.

Streaming sends the answer token by token. The first token usually arrives quickly, and the rest follow at a
steady pace. A client should read the stream line by line, because an event can be split across network chunks.
When the user closes the page, the client aborts the request and the server stops generating, which saves tokens
and money. It is a simple idea, but it makes the interface feel fast and responsive.

Embeddings turn text into vectors. Texts that talk about the same things end up close to each other, so you can
search by meaning instead of by exact words. A reranker then looks at the best candidates again and sorts them by
relevance to the query. Together they make retrieval much better than keyword search alone, especially for long
documents with many similar sections.

The weather today is mild, with a light breeze from the west and a few clouds in the afternoon. Temperatures stay
around twenty degrees, and the evening should be clear. If you plan to go outside, a light jacket is enough.
Tomorrow may bring some rain in the morning, but the sun should return by noon.

Cloud clusters need care. Nodes come and go, workers scale with the load, and backups run every night so that a
mistake can be undone. A good backup policy keeps several copies in different zones and tests the restore from
time to time, because a backup that cannot be restored is only a comforting story. Monitoring tells you when the
disk fills up or when a service answers slowly, long before the users notice.

Writing good prompts is a skill. Be specific about the goal, give an example of the output you expect, and say
what the model should avoid. Short prompts are often better than long ones, but context helps when the task is
unusual. Temperature controls how adventurous the answer is: a low value keeps it focused, while a higher value
brings more variety and sometimes more surprises.

Cooking follows the same rules as engineering. Prepare the ingredients first, keep the kitchen clean, and taste as
you go. A simple pasta with tomatoes, garlic and olive oil can be better than a complicated dish, if the tomatoes
are ripe and the timing is right. The secret is patience, and a little salt at the end.

Security deserves attention from the start. Tokens should stay on the server, secrets should never appear in logs,
and every input should be checked before it is trusted. Permissions work best when they are narrow: a key that can
only read cannot delete anything by accident. Rotate keys regularly and remove the ones nobody uses anymore.

Translation is more than replacing words. A sentence carries tone, and a good translation keeps it. Short labels
in an interface are the hardest part, because they have no context, and a button that says open can mean very
different things. Translators appreciate a note that explains where a string appears and how much space it has.

Learning something new takes time. Start with the basics, practice a little every day, and do not worry about
mistakes, because mistakes show you where to look next. Reading the documentation helps, but building a small
project teaches more. After a few weeks, the pieces fit together and the whole picture becomes clear.

In summary, there is no single right answer, but there is a sensible path. Look at the data, try the simplest
option first, and keep what works. If something is unclear, ask again with more details, and I will gladly help.
`;

/** Opening sentences that tie the answer to the user's words; `{a}`, `{b}` are the message's keywords. */
export const OPENINGS_WITH_TWO = [
  "You asked about {a} and {b}.",
  "Regarding {a} and {b}, here is what I can say.",
  "Good question about {a}, and {b} matters here too.",
  "When it comes to {a} and {b}, a few things stand out.",
];

export const OPENINGS_WITH_ONE = [
  "You asked about {a}.",
  "Regarding {a}, here is what I can say.",
  "Good question about {a}.",
  "When it comes to {a}, a few things stand out.",
];

export const OPENINGS_PLAIN = ["Here is a short answer.", "Happy to help.", "Let me explain.", "Sure."];

/** Sentences woven in now and then so the answer keeps referring to the user's topic. */
export const CALLBACKS = [
  "This also applies to {a}.",
  "The same is true for {a}.",
  "Keep {a} in mind here.",
  "That is where {a} comes in.",
];

export const REASONING_OPENINGS = [
  "The user is asking about {a}. Let me think this through.",
  "First I should understand what {a} means in this context.",
  "Let me consider {a} step by step.",
];
