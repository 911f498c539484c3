/**
 * A period screen's answer that could not be loaded (the API refused the period, or the network
 * failed), with the period's rules and a way to ask again.
 *
 * @example
 * {isError ? <LoadFailed what="The funnel" onRetry={() => refetch()} /> : null}
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="form-alert">
      {`${what} could not be loaded. A period is at most 366 days and starts no later than it ends. `}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
