/**
 * The console's frame around addresses no page claims. Its own route group because the console's group has a
 * loading boundary: a `notFound()` inside it arrives after the frame has streamed with status 200, here it is a 404.
 */
export { default } from "../(console)/layout";
