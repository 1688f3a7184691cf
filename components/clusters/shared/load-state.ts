/** The parts of a query a section needs to show loading, failure and retry. */
export interface LoadState {
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}
