import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isPlatform, Platform, platformHome, safeRedirect } from '@/config/paths.ts';

/**
 * The platform preselected on the login and register pages (`?platform=`), and where to go after:
 * an explicit same-site `redirectTo` first, otherwise the chosen platform's home (spec §2).
 */
export function useAuthRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('platform');
  const defaultPlatform: Platform = isPlatform(requested) ? requested : Platform.MARKETPLACE;
  const redirectTo = safeRedirect(params.get('redirectTo'));

  const goOn = useCallback(
    (platform: Platform) => navigate(redirectTo ?? platformHome[platform], { replace: true }),
    [navigate, redirectTo],
  );
  return { defaultPlatform, goOn, redirectTo, query: params.toString() };
}
