// spec §2/§4: the global 'Loading...' overlay, on while a call runs (setLoading).
import { useAppState } from '../../lib/app-state.tsx';

export function LoadingOverlay() {
  const { isLoading } = useAppState();
  if (!isLoading) return null;
  return (
    <div className="loading-overlay" role="status">
      <div className="loading-spinner" aria-hidden="true" />
      <p>Loading...</p>
    </div>
  );
}
