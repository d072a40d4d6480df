import { Navigate } from 'react-router';

/** /settings opens its first section. */
export function SettingsIndex() {
  return <Navigate to="/settings/members" replace />;
}
