import { useCallback, useId } from 'react';
import styled from 'styled-components';
import type { ProviderSettingsChange, ProviderSettingsView } from '../../../../core/contracts/api/providers-api';
import { formatJalaliDateTime } from '../../../../core/domain/jalali-date';
import { SITE_USE_CASES } from '../../../../core/use-cases/site/site-tokens';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Actions, Fieldset, FieldRow, FormStack, Hint } from '../../../components/form-styles';
import { Spinner } from '../../../components/spinner';
import { useService } from '../../../services/services-context';
import { useWriteOnlySettings } from '../use-write-only-settings';
import { ProviderField } from './provider-field';
import { ProviderTestButton } from './provider-test-button';
import { PROVIDER_TEXTS as T } from './provider-settings-texts';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/** What the consultant has typed and not yet saved: secrets start empty (they are never sent back). */
interface Drafts {
  merchantId: string;
  sandbox: boolean;
  apiKey: string;
  sender: string;
  smtpUrl: string;
  mailFrom: string;
}

const draftsOf = (view: ProviderSettingsView, typed?: Drafts): Drafts => ({
  merchantId: typed?.merchantId ?? '',
  apiKey: typed?.apiKey ?? '',
  smtpUrl: typed?.smtpUrl ?? '',
  sandbox: view.zarinpal.sandbox,
  sender: view.kavenegar.sender ?? '',
  mailFrom: view.smtp.from ?? '',
});

/** Only what was typed: an empty secret input keeps the saved one. */
function changeOf(drafts: Drafts): ProviderSettingsChange {
  const secret = (typed: string) => (typed.trim() === '' ? undefined : typed.trim());
  return {
    zarinpal: { merchantId: secret(drafts.merchantId), sandbox: drafts.sandbox },
    kavenegar: { apiKey: secret(drafts.apiKey), sender: drafts.sender.trim() },
    smtp: { url: secret(drafts.smtpUrl), from: drafts.mailFrom.trim() },
  };
}

interface SecretFieldProps {
  label: string;
  hint: string;
  isSet: boolean;
  value: string;
  onChange(value: string): void;
  onRemove(): void;
  busy: boolean;
}

/** A write-only input: it shows whether a value is kept, never the value. */
function SecretField({ label, hint, isSet, value, onChange, onRemove, busy }: SecretFieldProps) {
  const statusId = useId();
  const status = (
    <>
      <Badge id={statusId} $tone={isSet ? 'success' : 'muted'}>
        {isSet ? T.set : T.notSet}
      </Badge>
      {isSet && (
        <Button type="button" $variant="ghost" disabled={busy} onClick={onRemove}>
          {T.remove}
        </Button>
      )}
    </>
  );
  return (
    <ProviderField
      label={label}
      hint={isSet ? `${hint} ${T.keepHint}`.trim() : hint || undefined}
      value={value}
      onChange={onChange}
      type="password"
      autoComplete="off"
      spellCheck={false}
      status={{ id: statusId, node: status }}
    />
  );
}

/**
 * The services the site talks to: Zarinpal, Kavenegar and SMTP, saved through the contract, each
 * with its test button. Secrets are write-only; what the consultant typed stays while the
 * section re-renders (a test, a failed save) and is emptied once saved.
 */
export function ProviderSettingsSection() {
  const load = useService(SITE_USE_CASES.LoadProviderSettings);
  const save = useService(SITE_USE_CASES.SaveProviderSettings);
  const titleId = useId();
  const { view, drafts, error, feedback, busy, send, submit, edit } = useWriteOnlySettings(
    useCallback(() => load.execute(), [load]),
    useCallback((change: ProviderSettingsChange) => save.execute(change), [save]),
    draftsOf,
    changeOf,
  );

  if (!view || !drafts) return error ? <Alert kind="error">{error}</Alert> : <Spinner />;
  const { zarinpal, kavenegar, smtp } = view;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{T.title}</h3>
      <p>{T.intro}</p>
      <FormStack noValidate onSubmit={submit}>
        <Fieldset>
          <legend>{T.zarinpal.legend}</legend>
          {zarinpal.environment && <Alert kind="info">{T.environment}</Alert>}
          <SecretField
            label={T.zarinpal.merchantId}
            hint={T.zarinpal.merchantHint}
            isSet={zarinpal.merchantIdSet}
            value={drafts.merchantId}
            busy={busy}
            onChange={(merchantId) => edit({ merchantId })}
            onRemove={() => void send({ zarinpal: { merchantId: null } }, false)}
          />
          <Check>
            <input type="checkbox" checked={drafts.sandbox} onChange={(event) => edit({ sandbox: event.target.checked })} />
            {T.zarinpal.sandbox}
          </Check>
          <ProviderTestButton which="gateway" label={T.zarinpal.test} />
        </Fieldset>
        <Fieldset>
          <legend>{T.kavenegar.legend}</legend>
          {kavenegar.environment && <Alert kind="info">{T.environment}</Alert>}
          <FieldRow>
            <SecretField
              label={T.kavenegar.apiKey}
              hint=""
              isSet={kavenegar.apiKeySet}
              value={drafts.apiKey}
              busy={busy}
              onChange={(apiKey) => edit({ apiKey })}
              onRemove={() => void send({ kavenegar: { apiKey: null } }, false)}
            />
            <ProviderField
              label={T.kavenegar.sender}
              hint={T.kavenegar.senderHint}
              inputMode="numeric"
              value={drafts.sender}
              onChange={(sender) => edit({ sender })}
            />
          </FieldRow>
          <ProviderTestButton
            which="sms"
            label={T.kavenegar.test}
            recipient={{ label: T.kavenegar.to, hint: T.kavenegar.toHint, type: 'tel' }}
          />
        </Fieldset>
        <Fieldset>
          <legend>{T.smtp.legend}</legend>
          {smtp.environment && <Alert kind="info">{T.environment}</Alert>}
          <FieldRow>
            <SecretField
              label={T.smtp.url}
              hint={T.smtp.urlHint}
              isSet={smtp.urlSet}
              value={drafts.smtpUrl}
              busy={busy}
              onChange={(smtpUrl) => edit({ smtpUrl })}
              onRemove={() => void send({ smtp: { url: null } }, false)}
            />
            <ProviderField label={T.smtp.from} hint={T.smtp.fromHint} value={drafts.mailFrom} onChange={(mailFrom) => edit({ mailFrom })} />
          </FieldRow>
          <ProviderTestButton which="email" label={T.smtp.test} recipient={{ label: T.smtp.to, hint: T.smtp.toHint, type: 'email' }} />
        </Fieldset>
        <div aria-live="polite">{feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}</div>
        {view.lastChange && <Hint>{T.lastChange(formatJalaliDateTime(view.lastChange.at), view.lastChange.by)}</Hint>}
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? T.saving : T.save}
          </Button>
        </Actions>
      </FormStack>
    </section>
  );
}
