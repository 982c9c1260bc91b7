import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { linkTokenOf } from '../api/account-links';

/**
 * The token of the emailed link that opened this page, read once from the fragment; then the address drops it, so
 * it stays neither in the browser's history nor on screen.
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => linkTokenOf(location.hash));
  useEffect(() => {
    if (location.hash) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return token;
}
