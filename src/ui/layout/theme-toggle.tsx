import styled from 'styled-components';
import { useTheme } from '../app-state/app-state-context';
import { useTakenOver } from '../components/use-taken-over';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-size: 1.2rem;
  /* only the app can switch the theme: until it has taken the server's page over, it looks not ready */
  html:not([data-interactive]) & {
    opacity: 0.5;
    cursor: progress;
  }
`;

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const takenOver = useTakenOver();
  const label = theme === 'light' ? 'تغییر به حالت تیره' : 'تغییر به حالت روشن';
  return (
    <Toggle
      type="button"
      onClick={toggle}
      aria-disabled={takenOver ? undefined : true}
      aria-label={label}
      title={label}
      data-theme-toggle={theme}
    >
      <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span>
    </Toggle>
  );
}
