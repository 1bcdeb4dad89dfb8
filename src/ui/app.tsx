import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { Middleware } from 'stylis';
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
import { loadWhenIdle } from './components/when-idle';
import type { SiteProfile } from '../core/domain/site-profile';

// the toasts' library and styles: not needed to take the page over, so loaded when the browser is
// idle afterwards; a toast asked for before then waits in the library's queue (toast-notifier.ts)
const ToastArea = lazy(loadWhenIdle(() => import(/* webpackChunkName: "toast-area" */ './components/toast-area')));

const NO_PLUGINS: Middleware[] = [];

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
      {/* its rules name no side: no right-to-left turning (theme/global-style.ts) */}
      <StyleSheetManager stylisPlugins={NO_PLUGINS}>
        <GlobalStyle />
      </StyleSheetManager>
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
  /** `restored` came from the server's answer to this very page: its user and its list of types need no second read */
  sessionFromServer?: boolean;
  /** tests pass a MemoryRouter-like wrapper; the browser uses BrowserRouter */
  router?: (children: ReactNode) => ReactNode;
  /**
   * stylis-plugin-rtl, which turns the styles, written left to right, for the right-to-left page.
   * The browser loads it beside the composition (src/boot.ts): the server's page comes with its
   * styles, so only styles made after the take-over (another page, the other theme, an open
   * menu) need it. Its name is part of every class name, so the server and the browser pass the same.
   */
  rtl?: Middleware;
}

export function App({
  container,
  restored,
  firstData = {},
  site,
  sessionFromServer = false,
  router = (children) => <BrowserRouter>{children}</BrowserRouter>,
  rtl,
}: AppProps) {
  return (
    <ServicesProvider container={container}>
      <FirstDataProvider data={firstData}>
        <SiteProfileProvider initial={site}>
          <AppStateProvider restored={restored} fromServer={sessionFromServer}>
            <StyleSheetManager stylisPlugins={rtl ? [rtl] : []}>
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
