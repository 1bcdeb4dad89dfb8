import { Fieldset } from '../../components/form-styles';
import { SiteImageField } from '../../components/site-image-field';
import type { SiteImageKind } from '../../../core/domain/site-image-rules';
import type { SectionProps } from './settings-sections';

const LABELS: Record<SiteImageKind, string> = { portrait: 'تصویر مشاور', logo: 'لوگو', favicon: 'نماد سایت (favicon)' };

/**
 * The pictures of the practice: each uploads on its own at once, but the profile points at it
 * only when the settings are saved, with everything else typed in the form. Two uploads may end
 * in any order: each changes its own picture in the draft as it then stands.
 */
export function ImagesSection({ draft, change, errors }: SectionProps) {
  return (
    <Fieldset>
      <legend>تصاویر</legend>
      {(Object.keys(LABELS) as SiteImageKind[]).map((kind) => (
        <div key={kind}>
          <SiteImageField
            kind={kind}
            label={LABELS[kind]}
            value={draft.images[kind]}
            onChange={(image) => change((current) => ({ images: { ...current.images, [kind]: image } }))}
          />
          {errors[`images.${kind}`] && <span role="alert">{errors[`images.${kind}`]}</span>}
        </div>
      ))}
    </Fieldset>
  );
}
