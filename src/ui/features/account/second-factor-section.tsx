import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TotpEnrolment } from '../../../core/domain/second-factor';
import { ACCOUNT_USE_CASES } from '../../../core/use-cases/account/account-tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { FormField } from './form-field';
import { SECOND_FACTOR_TEXTS as T } from './second-factor-texts';
import { AppForm } from '../../components/app-form';

const Qr = styled.div`
  width: 12rem;
  max-width: 100%;
  margin: 0.75rem 0;
  background: #fff;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Secret = styled.code`
  display: block;
  direction: ltr;
  word-break: break-all;
  margin-bottom: 0.75rem;
`;

/**
 * On the admin's profile: the second factor (TOTP). Off: a button begins, the server's QR code
 * and the secret as text are shown once, and the app's first code turns it on. On: a current
 * code turns it off.
 */
export function SecondFactorSection() {
  const settings = useService(ACCOUNT_USE_CASES.SecondFactorSettings);
  const [on, setOn] = useState<boolean | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void settings
      .state()
      .then((result) => live && (result.ok ? setOn(result.value.on) : setNotice({ kind: 'error', text: result.message })));
    return () => {
      live = false;
    };
  }, [settings]);

  const onBegin = async () => {
    setBusy(true);
    const result = await settings.begin();
    setBusy(false);
    if (result.ok) setEnrolment(result.value);
    setNotice(result.ok ? null : { kind: 'error', text: result.message });
  };

  const withCode = (turnOn: boolean) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    const result = await (turnOn ? settings.confirm(code) : settings.turnOff(code));
    setBusy(false);
    if (!result.ok) return setNotice({ kind: 'error', text: result.message });
    setNotice({ kind: 'success', text: result.value });
    setOn(turnOn);
    setEnrolment(null);
  };

  if (on === null && !notice) return null;
  return (
    <section aria-label={T.section}>
      <h2>{T.section}</h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {on && (
        <AppForm onSubmit={(event) => void withCode(false)(event)} noValidate aria-label={T.turnOff}>
          <p>{T.onNote}</p>
          <FormField label={T.codeLabel} name="code" dir="ltr" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit" $variant="outline" disabled={busy}>
            {T.turnOff}
          </Button>
        </AppForm>
      )}
      {on === false && !enrolment && (
        <>
          <p>{T.offNote}</p>
          <Button type="button" $variant="outline" disabled={busy} onClick={() => void onBegin()}>
            {T.begin}
          </Button>
        </>
      )}
      {on === false && enrolment && (
        <AppForm onSubmit={(event) => void withCode(true)(event)} noValidate aria-label={T.confirm}>
          <p>{T.scan}</p>
          {/* the server drew this SVG from the otpauth address (qrcode): no script, no outside reference */}
          <Qr role="img" aria-label={T.qrLabel} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <Secret>{enrolment.secret}</Secret>
          <FormField label={T.codeLabel} name="code" dir="ltr" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit" disabled={busy}>
            {T.confirm}
          </Button>
        </AppForm>
      )}
    </section>
  );
}
