import type { Navigation, NavigateOptions, RouterBinding } from '../../core/ports/platform/navigation';

/** In-app moves go through the router once it has bound itself; leaving the app is a page load. */
export class BrowserNavigation implements Navigation, RouterBinding {
  private routerNavigate: ((to: string, options?: NavigateOptions) => void) | null = null;

  constructor(private readonly location: Pick<Location, 'assign'>) {}

  bind(navigate: (to: string, options?: NavigateOptions) => void): void {
    this.routerNavigate = navigate;
  }

  navigate(to: string, options?: NavigateOptions): void {
    if (this.routerNavigate) this.routerNavigate(to, options);
    else this.location.assign(to);
  }

  leaveTo(url: string): void {
    this.location.assign(url);
  }
}
