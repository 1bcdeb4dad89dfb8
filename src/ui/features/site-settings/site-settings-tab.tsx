import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { SITE_USE_CASES } from '../../../core/use-cases/site/site-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Actions, FormStack, TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { useReplaceSiteProfile } from '../../site/site-profile-context';
import { draftOf, errorKey, inputOf, type SettingsDraft } from './settings-draft';
import { ContactSection, IdentitySection, LegalSection, SocialSection, type DraftChange } from './settings-sections';
import { SettingsChanges } from './settings-changes';
import { ImagesSection } from './images-section';
import { ProviderSettingsSection } from './providers/provider-settings-section';
import { TaxSettingsSection } from './tax/tax-settings-section';
import { DocumentSettingsSection } from './document-settings-section';

/**
 * «تنظیمات سایت»: the consultant's identity, pictures, contact, social links, legal identity and
 * Enamad seal, which every page, receipt and message then shows. What is typed stays in the form
 * until it is saved; a refused field shows its Persian message beside it and nothing is kept.
 */
export default function SiteSettingsTab() {
  const load = useService(SITE_USE_CASES.LoadSiteSettings);
  const save = useService(SITE_USE_CASES.SaveSiteSettings);
  const notifier = useService(PLATFORM_PORTS.Notifier);
  const replaceProfile = useReplaceSiteProfile();
  const titleId = useId();
  const saved = useLoaded(useCallback(() => load.execute(), [load]));
  // the form is filled from the first answer, once: a later one never overwrites what the consultant has typed since
  const [typed, setTyped] = useState<SettingsDraft | null>(null);
  const filled = useMemo(() => (saved.value ? draftOf(saved.value.profile) : null), [saved.value]);
  const draft = typed ?? filled;
  const changes = saved.value?.changes ?? [];
  // a read again after a save that fails keeps the form and the changes shown before, and says nothing
  const loadError = saved.value ? '' : (saved.error ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // a picture's upload ends after other typing: it is merged into the draft as it is then
  const change = (next: DraftChange) =>
    setTyped((typedNow) => {
      const current = typedNow ?? filled;
      return current ? { ...current, ...(typeof next === 'function' ? next(current) : next) } : current;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || busy) return;
    setBusy(true);
    // a saved profile changes the list of changes below the form: it is read again
    await saved.afterWrite(async () => {
      const outcome = await save.execute(inputOf(draft));
      setBusy(false);
      if (!outcome.ok) {
        setErrors(Object.fromEntries(Object.entries(outcome.fields).map(([path, message]) => [errorKey(path), message])));
        notifier.error(outcome.message);
        return outcome;
      }
      setErrors({});
      setTyped(draftOf(outcome.value));
      replaceProfile(outcome.value);
      notifier.success(outcome.message);
      return outcome;
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>تنظیمات سایت</TabTitle>
      <p>آنچه اینجا می‌نویسید در همه صفحه‌های سایت، رسیدها، فایل‌های تقویم، پیامک‌ها و ایمیل‌ها دیده می‌شود.</p>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {!draft ? (
        !loadError && <Spinner />
      ) : (
        <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label="تنظیمات سایت">
          <IdentitySection draft={draft} change={change} errors={errors} />
          <ImagesSection draft={draft} change={change} errors={errors} />
          <ContactSection draft={draft} change={change} errors={errors} />
          <SocialSection draft={draft} change={change} errors={errors} />
          <LegalSection draft={draft} change={change} errors={errors} />
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? 'در حال ذخیره…' : 'ذخیره تنظیمات'}
            </Button>
          </Actions>
        </FormStack>
      )}
      {/* the bank, SMS and e-mail connections save on their own: their secrets never come back to the form */}
      <ProviderSettingsSection />
      {/* the e-invoices (سامانه مودیان) save on their own too: off until the consultant turns them on */}
      <TaxSettingsSection />
      <DocumentSettingsSection />
      <SettingsChanges changes={changes} />
    </section>
  );
}
