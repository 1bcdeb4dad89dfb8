import 'styled-components';
import type { SiteTheme } from './themes';

declare module 'styled-components' {
  // empty on purpose: styled-components' theme type is the site's theme, declared by merging
  export interface DefaultTheme extends SiteTheme {}
}
