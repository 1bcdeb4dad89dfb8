import { useCallback, useId } from 'react';
import styled from 'styled-components';
import type { TaxSettingsInput, TaxSettingsView } from '../../../../core/contracts/api/tax-settings-api';
import { formatJalaliDateTime, formatJalaliNumeric } from '../../../../core/domain/jalali-date';
import { TAXPAYER_ENVIRONMENTS, type TaxpayerEnvironment } from '../../../../core/domain/tax/tax-settings';
import { SITE_USE_CASES } from '../../../../core/use-cases/site/site-tokens';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Actions, Fieldset, FieldRow, FormStack, Hint } from '../../../components/form-styles';
import { Spinner } from '../../../components/spinner';
import { useService } from '../../../services/services-context';
import { useWriteOnlySettings } from '../use-write-only-settings';
import { ProviderField } from '../providers/provider-field';
import { PemField } from './pem-field';
import { TAX_TEXTS as T } from './tax-settings-texts';

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

const Changes = styled.ol`
  margin: 0;
  padding: 0 1.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the consultant has typed and not yet saved: the key and certificate start empty (they are never sent back). */
interface Drafts {
  economicCode: string;
  memoryId: string;
  vatRate: string;
  privateKey: string;
  certificate: string;
  sendingOn: boolean;
  taxpayerEnvironment: TaxpayerEnvironment;
}

const draftsOf = (view: TaxSettingsView, typed?: Drafts): Drafts => ({
  economicCode: view.economicCode ?? '',
  memoryId: view.memoryId ?? '',
  vatRate: view.vatRate === null ? '' : String(view.vatRate),
  privateKey: typed?.privateKey ?? '',
  certificate: typed?.certificate ?? '',
  sendingOn: view.sendingOn,
  taxpayerEnvironment: view.taxpayerEnvironment,
});

/** Every plain field as typed (empty clears it); the key and certificate only when something was put in. */
function changeOf(drafts: Drafts): TaxSettingsInput {
  const pem = (typed: string) => (typed.trim() === '' ? undefined : typed.trim());
  return {
    economicCode: drafts.economicCode.trim(),
    memoryId: drafts.memoryId.trim(),
    vatRate: drafts.vatRate.trim(),
    privateKey: pem(drafts.privateKey),
    certificate: pem(drafts.certificate),
    sendingOn: drafts.sendingOn,
    taxpayerEnvironment: drafts.taxpayerEnvironment,
  };
}

/**
 * «صورت‌حساب الکترونیکی (سامانه مودیان)»: the seller's side of the official e-invoices, saved on
 * its own. The key and certificate are write-only; a refused save shows the server's Persian
 * reason and keeps what was typed; sending stays off until the consultant turns it on.
 */
export function TaxSettingsSection() {
  const load = useService(SITE_USE_CASES.LoadTaxSettings);
  const save = useService(SITE_USE_CASES.SaveTaxSettings);
  const titleId = useId();
  const { view, drafts, error, feedback, busy, send, submit, edit } = useWriteOnlySettings(
    useCallback(() => load.execute(), [load]),
    useCallback((change: TaxSettingsInput) => save.execute(change), [save]),
    draftsOf,
    changeOf,
  );

  if (!view || !drafts) return error ? <Alert kind="error">{error}</Alert> : <Spinner />;
  const { certificate } = view;
  const facts =
    certificate.subject && certificate.expiresAt
      ? T.certificateFacts(certificate.subject, formatJalaliNumeric(certificate.expiresAt))
      : undefined;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{T.title}</h3>
      <p>{T.intro}</p>
      <FormStack noValidate onSubmit={submit} aria-label={T.title}>
        <Fieldset>
          <legend>{T.legend}</legend>
          <FieldRow>
            <ProviderField
              label={T.economicCode}
              hint={T.economicCodeHint}
              inputMode="numeric"
              value={drafts.economicCode}
              onChange={(economicCode) => edit({ economicCode })}
            />
            <ProviderField label={T.memoryId} hint={T.memoryIdHint} value={drafts.memoryId} onChange={(memoryId) => edit({ memoryId })} />
            <ProviderField
              label={T.vatRate}
              hint={T.vatRateHint}
              inputMode="decimal"
              value={drafts.vatRate}
              onChange={(vatRate) => edit({ vatRate })}
            />
          </FieldRow>
          <PemField
            label={T.privateKey}
            hint={T.privateKeyHint}
            isSet={view.privateKeySet}
            value={drafts.privateKey}
            busy={busy}
            onChange={(privateKey) => edit({ privateKey })}
            onRemove={() => void send({ privateKey: null }, false)}
          />
          <PemField
            label={T.certificate}
            hint={T.certificateHint}
            isSet={certificate.set}
            facts={facts}
            value={drafts.certificate}
            busy={busy}
            onChange={(pem) => edit({ certificate: pem })}
            onRemove={() => void send({ certificate: null }, false)}
          />
          <Fieldset>
            <legend>{T.environment}</legend>
            {TAXPAYER_ENVIRONMENTS.map((environment) => (
              <Check key={environment}>
                <input
                  type="radio"
                  name="taxpayerEnvironment"
                  value={environment}
                  checked={drafts.taxpayerEnvironment === environment}
                  onChange={() => edit({ taxpayerEnvironment: environment })}
                />
                {T.environments[environment]}
              </Check>
            ))}
            <Hint>{T.environmentHint}</Hint>
          </Fieldset>
          <Check>
            <input type="checkbox" checked={drafts.sendingOn} onChange={(event) => edit({ sendingOn: event.target.checked })} />
            {T.sendingOn}
          </Check>
          <Hint>{T.sendingHint}</Hint>
        </Fieldset>
        <div aria-live="polite">{feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}</div>
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? T.saving : T.save}
          </Button>
        </Actions>
      </FormStack>
      {view.changes.length > 0 && (
        <Changes aria-label={T.changesTitle}>
          {view.changes.map((change, index) => (
            <li key={`${change.at}-${index}`}>
              {T.change(formatJalaliDateTime(change.at), change.by, change.fields.map((field) => T.fields[field] ?? field).join('، '))}
            </li>
          ))}
        </Changes>
      )}
    </section>
  );
}
