import { useId, useRef, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { showcaseMachine } from '../../../core/machines/showcase-machine';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { SHOWCASE_ADVANCE_MS } from '../../../core/domain/limits';
import { useTakenOver } from '../../components/use-taken-over';
import type { ShownService } from './service-slots';
import { IconBadge, ServiceIcon } from './service-icons';

const Frame = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: stretch;
  }
`;

const Tabs = styled.div`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: 1fr;
  @media (min-width: 560px) and (max-width: 899px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 56px;
  padding: 0.6rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.infoSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-align: left;
  cursor: pointer;
  transition:
    background 0.2s ease,
    border-color 0.2s ease;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* only the app turns the tabs: until it has taken the server's page over, they look not ready */
  html:not([data-interactive]) & {
    cursor: progress;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The four benefits as tabs that turn by themselves until the visitor picks one; the machine
 * decides which one shows and whether it still turns.
 */
export function BenefitShowcase({ benefits, label }: { benefits: ShownService[]; label: string }) {
  const [snapshot, send] = useMachine(showcaseMachine, { input: { count: benefits.length } });
  const ready = useTakenOver();
  const { index } = snapshot.context;
  const advancing = snapshot.matches('advancing');
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = benefits[index];

  const select = (next: number) => {
    send({ type: 'SELECT', index: next });
    tabs.current[next]?.focus();
  };

  // Vertical list in a right-to-left page: down and left go forward, up and right go back.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = benefits.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      ArrowRight: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div>
      <Frame>
        <Tabs role="tablist" aria-label={label} aria-orientation="vertical" onKeyDown={onKeyDown}>
          {benefits.map((benefit, position) => (
            <Tab
              key={benefit.id}
              ref={(element) => {
                tabs.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${position}`}
              aria-selected={position === index}
              aria-controls={`${baseId}-panel`}
              tabIndex={position === index ? 0 : -1}
              aria-disabled={ready ? undefined : true}
              $active={position === index}
              onClick={() => send({ type: 'SELECT', index: position })}
            >
              <ServiceIcon name={benefit.icon} size={24} />
              <span>{benefit.title}</span>
            </Tab>
          ))}
        </Tabs>
        <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`} tabIndex={0} data-showcase-index={index}>
          <IconBadge>
            <ServiceIcon name={current.icon} />
          </IconBadge>
          <h3>{current.title}</h3>
          {current.summary && <p>{current.summary}</p>}
        </Panel>
      </Frame>
      {advancing && (
        <Note>
          موارد هر {toPersianDigits(SHOWCASE_ADVANCE_MS / 1000)} ثانیه به‌طور خودکار عوض می‌شوند؛ با انتخاب هر مورد، نمایش خودکار متوقف
          می‌شود.
        </Note>
      )}
    </div>
  );
}
