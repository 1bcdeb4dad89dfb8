import styled from 'styled-components';
import { useTheme } from '../app-state/app-state-context';

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
`;

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'light' ? 'تغییر به حالت تیره' : 'تغییر به حالت روشن';
  return (
    <Toggle type="button" onClick={toggle} aria-label={label} title={label} data-theme-toggle={theme}>
      <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span>
    </Toggle>
  );
}
