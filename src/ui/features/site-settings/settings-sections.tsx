import { Fieldset, FieldRow } from '../../components/form-styles';
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from '../../../core/domain/site-profile';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { ExperienceField, TextListField } from './list-fields';
import type { SettingsDraft } from './settings-draft';
import { SettingsField } from './settings-field';

/** The fields a section changes, or how to change them from the draft as it is when applied. */
export type DraftChange = Partial<SettingsDraft> | ((current: SettingsDraft) => Partial<SettingsDraft>);

export interface SectionProps {
  draft: SettingsDraft;
  change: (next: DraftChange) => void;
  errors: Record<string, string>;
}

const ordinal = (index: number) => toPersianDigits(index + 1);

/** Who the practice is: the names, the title, the story, the credentials and the career. */
export function IdentitySection({ draft, change, errors }: SectionProps) {
  return (
    <Fieldset>
      <legend>هویت</legend>
      <FieldRow>
        <SettingsField label="نام سایت" value={draft.siteName} error={errors.siteName} onChange={(siteName) => change({ siteName })} />
        <SettingsField
          label="نام صاحب سایت"
          value={draft.ownerName}
          error={errors.ownerName}
          onChange={(ownerName) => change({ ownerName })}
        />
      </FieldRow>
      <SettingsField label="عنوان حرفه‌ای" value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
      <SettingsField
        label="معرفی کوتاه"
        multiline
        value={draft.shortBio}
        error={errors.shortBio}
        onChange={(shortBio) => change({ shortBio })}
      />
      <TextListField
        legend="معرفی کامل"
        itemLabel={(index) => `بند ${ordinal(index)}`}
        addLabel="افزودن بند"
        multiline
        path="longBio"
        items={draft.longBio}
        errors={errors}
        onChange={(longBio) => change({ longBio })}
      />
      <TextListField
        legend="مدارک و عضویت‌ها"
        itemLabel={(index) => `مدرک ${ordinal(index)}`}
        addLabel="افزودن مدرک"
        path="credentials"
        items={draft.credentials}
        errors={errors}
        onChange={(credentials) => change({ credentials })}
      />
      <ExperienceField entries={draft.experience} errors={errors} onChange={(experience) => change({ experience })} />
      <SettingsField
        label="سال‌های سابقه"
        inputMode="numeric"
        ltr
        value={draft.yearsOfExperience}
        error={errors.yearsOfExperience}
        onChange={(yearsOfExperience) => change({ yearsOfExperience })}
      />
    </Fieldset>
  );
}

/** How to reach the practice: phones, e-mail, postal address and code, hours and a map. */
export function ContactSection({ draft, change, errors }: SectionProps) {
  const contact = (key: keyof SettingsDraft['contact']) => (value: string) => change({ contact: { ...draft.contact, [key]: value } });
  return (
    <Fieldset>
      <legend>راه‌های تماس</legend>
      <FieldRow>
        <SettingsField
          label="تلفن ثابت"
          type="tel"
          ltr
          hint="با پیش‌شماره، مانند ۰۲۱۱۲۳۴۵۶۷۸"
          value={draft.contact.phone}
          error={errors['contact.phone']}
          onChange={contact('phone')}
        />
        <SettingsField
          label="تلفن همراه"
          type="tel"
          ltr
          value={draft.contact.mobile}
          error={errors['contact.mobile']}
          onChange={contact('mobile')}
        />
      </FieldRow>
      <SettingsField
        label="ایمیل"
        type="email"
        ltr
        value={draft.contact.email}
        error={errors['contact.email']}
        onChange={contact('email')}
      />
      <SettingsField
        label="نشانی پستی"
        multiline
        value={draft.contact.address}
        error={errors['contact.address']}
        onChange={contact('address')}
      />
      <FieldRow>
        <SettingsField
          label="کد پستی"
          inputMode="numeric"
          ltr
          hint="ده رقم"
          value={draft.contact.postalCode}
          error={errors['contact.postalCode']}
          onChange={contact('postalCode')}
        />
        <SettingsField label="ساعات کاری" value={draft.contact.hours} error={errors['contact.hours']} onChange={contact('hours')} />
      </FieldRow>
      <SettingsField
        label="پیوند نقشه"
        type="url"
        ltr
        value={draft.contact.mapUrl}
        error={errors['contact.mapUrl']}
        onChange={contact('mapUrl')}
      />
    </Fieldset>
  );
}

/** The six networks; a network left blank shows no icon. */
export function SocialSection({ draft, change, errors }: SectionProps) {
  return (
    <Fieldset>
      <legend>شبکه‌های اجتماعی</legend>
      {errors.social && <span role="alert">{errors.social}</span>}
      <FieldRow>
        {SOCIAL_NETWORKS.map((network) => (
          <SettingsField
            key={network}
            label={SOCIAL_NETWORK_LABELS[network]}
            type="url"
            ltr
            value={draft.social[network]}
            error={errors[`social.${network}`]}
            onChange={(url) => change({ social: { ...draft.social, [network]: url } })}
          />
        ))}
      </FieldRow>
    </Fieldset>
  );
}

/** The business as receipts and reviewers name it, and Enamad's seal. */
export function LegalSection({ draft, change, errors }: SectionProps) {
  const legal = (key: keyof SettingsDraft['legal']) => (value: string) => change({ legal: { ...draft.legal, [key]: value } });
  const enamad = (key: keyof SettingsDraft['enamad']) => (value: string) => change({ enamad: { ...draft.enamad, [key]: value } });
  return (
    <>
      <Fieldset>
        <legend>هویت حقوقی</legend>
        <SettingsField label="نام حقوقی" value={draft.legal.name} error={errors['legal.name']} onChange={legal('name')} />
        <FieldRow>
          <SettingsField
            label="شناسه ملی"
            inputMode="numeric"
            ltr
            value={draft.legal.nationalId}
            error={errors['legal.nationalId']}
            onChange={legal('nationalId')}
          />
          <SettingsField
            label="کد اقتصادی"
            inputMode="numeric"
            ltr
            value={draft.legal.economicCode}
            error={errors['legal.economicCode']}
            onChange={legal('economicCode')}
          />
        </FieldRow>
      </Fieldset>
      <Fieldset>
        <legend>نماد اعتماد الکترونیکی (اینماد)</legend>
        {errors.enamad && <span role="alert">{errors.enamad}</span>}
        <FieldRow>
          <SettingsField
            label="شناسه اینماد (id)"
            inputMode="numeric"
            ltr
            value={draft.enamad.id}
            error={errors['enamad.id']}
            onChange={enamad('id')}
          />
          <SettingsField label="کد اینماد (Code)" ltr value={draft.enamad.code} error={errors['enamad.code']} onChange={enamad('code')} />
        </FieldRow>
        <SettingsField
          label="کد احراز دامنه"
          ltr
          hint="مقداری که اینماد برای احراز مالکیت دامنه می‌دهد؛ سایت آن را در صفحه اول و در فایل متنی هم‌نام آن نشان می‌دهد."
          value={draft.enamad.domainCheck}
          error={errors['enamad.domainCheck']}
          onChange={enamad('domainCheck')}
        />
      </Fieldset>
    </>
  );
}
