import { useState } from 'react';
import styled from 'styled-components';
import type { ProviderTest } from '../../../../core/ports/site/provider-settings-repository';
import { SITE_USE_CASES } from '../../../../core/use-cases/site/site-tokens';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useService } from '../../../services/services-context';
import { ProviderField } from './provider-field';
import { PROVIDER_TEXTS as T } from './provider-settings-texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.6rem;
  > div {
    flex: 1 1 14rem;
  }
`;

interface ProviderTestButtonProps {
  which: ProviderTest;
  label: string;
  /** the recipient's field, for the SMS and e-mail tests */
  recipient?: { label: string; hint: string; type: 'tel' | 'email' };
}

/** One test button, with the recipient it may take, and what the service answered, in Persian. */
export function ProviderTestButton({ which, label, recipient }: ProviderTestButtonProps) {
  const testProvider = useService(SITE_USE_CASES.TestProvider);
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ passed: boolean; message: string } | null>(null);

  const press = async () => {
    setBusy(true);
    setAnswer(null);
    const outcome = await testProvider.execute(which, to);
    setBusy(false);
    setAnswer(outcome.ok ? { passed: outcome.value.passed, message: outcome.message } : { passed: false, message: outcome.message });
  };

  return (
    <div>
      <Row>
        {recipient && (
          <ProviderField
            label={recipient.label}
            hint={recipient.hint}
            type={recipient.type}
            inputMode={recipient.type === 'tel' ? 'tel' : 'email'}
            value={to}
            onChange={setTo}
            onKeyDown={(event) => {
              // Enter here tries the service; it must not submit the settings around it
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void press();
            }}
          />
        )}
        <Button type="button" $variant="outline" disabled={busy} onClick={() => void press()}>
          {busy ? T.testing : label}
        </Button>
      </Row>
      <div aria-live="polite">{answer && <Alert kind={answer.passed ? 'success' : 'error'}>{answer.message}</Alert>}</div>
    </div>
  );
}
