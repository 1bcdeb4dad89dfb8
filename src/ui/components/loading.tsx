/** What shows while a lazily loaded page arrives (spec: 'Loading...'). */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      Loading...
    </div>
  );
}
