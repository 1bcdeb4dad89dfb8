import type { Navigation, NavigateOptions, RouterBinding } from '../../src/core/ports/platform/navigation';

/** Records where the app tried to send the visitor. */
export class FakeNavigation implements Navigation, RouterBinding {
  visited: Array<{ to: string; options?: NavigateOptions }> = [];
  left: string[] = [];
  private routerNavigate: ((to: string, options?: NavigateOptions) => void) | null = null;

  bind(navigate: (to: string, options?: NavigateOptions) => void): void {
    this.routerNavigate = navigate;
  }

  navigate(to: string, options?: NavigateOptions): void {
    this.visited.push({ to, options });
    this.routerNavigate?.(to, options);
  }

  leaveTo(url: string): void {
    this.left.push(url);
  }
}
