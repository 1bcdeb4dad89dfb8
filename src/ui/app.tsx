import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Container } from 'inversify';
import type { PersistedState } from '../core/domain/persisted-state';
import { PLATFORM_PORTS } from '../core/ports/platform/platform-port-tokens';
import { ServicesProvider, useService } from './services/services-context';
import { AppStateProvider, useTheme } from './app-state/app-state-context';
import { themes } from './theme/themes';
import { GlobalStyle } from './theme/global-style';
import { AppRoutes } from './routes';
import { SessionCheck } from './app-state/session-check';
import { FirstDataProvider, type FirstData } from './first-data/first-data-context';
import { SiteProfileProvider } from './site/site-profile-context';
import type { SiteProfile } from '../core/domain/site-profile';

const ToastArea = lazy(() => import('./components/toast-area'));

/** Hands the router's navigate function to the navigation port. */
function NavigationBridge() {
  const navigate = useNavigate();
  const binding = useService(PLATFORM_PORTS.RouterBinding);
  useEffect(() => binding.bind((to, options) => void navigate(to, options)), [binding, navigate]);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return (
    <ThemeProvider theme={themes[theme]}>
      <GlobalStyle />
      {children}
      <Suspense fallback={null}>
        <ToastArea theme={theme} />
      </Suspense>
    </ThemeProvider>
  );
}

export interface AppProps {
  container: Container;
  restored: PersistedState;
  /** what the server loaded for the page it rendered (none when it rendered none) */
  firstData?: FirstData;
  /** the site's profile the page came with (none: it is asked of the API) */
  site?: SiteProfile;
  /** the user came from the server's answer to this very page: nothing to check again */
  sessionFromServer?: boolean;
  /** tests pass a MemoryRouter-like wrapper; the browser uses BrowserRouter */
  router?: (children: ReactNode) => ReactNode;
}

export function App({
  container,
  restored,
  firstData = {},
  site,
  sessionFromServer = false,
  router = (children) => <BrowserRouter>{children}</BrowserRouter>,
}: AppProps) {
  return (
    <ServicesProvider container={container}>
      <FirstDataProvider data={firstData}>
        <SiteProfileProvider initial={site}>
          <AppStateProvider restored={restored}>
            <StyleSheetManager stylisPlugins={[rtlPlugin]}>
              <ThemedApp>
                {router(
                  <>
                    <NavigationBridge />
                    {!sessionFromServer && <SessionCheck />}
                    <AppRoutes />
                  </>,
                )}
              </ThemedApp>
            </StyleSheetManager>
          </AppStateProvider>
        </SiteProfileProvider>
      </FirstDataProvider>
    </ServicesProvider>
  );
}
