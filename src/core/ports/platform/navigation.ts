export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves the visitor: inside the app, or away to another site such as the bank. */
export interface Navigation {
  navigate(to: string, options?: NavigateOptions): void;
  /** Leaves the app for a full page load at this URL. */
  leaveTo(url: string): void;
}

/** The router gives its navigate function to the navigation adapter once it mounts. */
export interface RouterBinding {
  bind(navigate: (to: string, options?: NavigateOptions) => void): void;
}
