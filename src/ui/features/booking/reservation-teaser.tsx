import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TEASER_TYPE_COUNT } from '../../../core/domain/limits';
import { ReservationTypeList } from './reservation-type-list';
import { laidOutWhenNear } from '../../components/laid-out-when-near';

export const ALL_TYPES_LINK_TEXT = 'مشاهده تمام مشاوره ها';

const Section = styled.section`
  ${laidOutWhenNear('80rem')}
  margin: 2rem 0;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const More = styled.p`
  text-align: center;
  margin: 1.25rem 0 0;
  a {
    font-weight: 700;
  }
`;

/** The home page's taste of the consultation types: the first three and a link to all. */
export default function ReservationTeaser() {
  return (
    <Section aria-labelledby="reservation-teaser-title">
      <h2 id="reservation-teaser-title">مشاوره ها</h2>
      <ReservationTypeList pick={(types) => types.slice(0, TEASER_TYPE_COUNT)} headingLevel={3} />
      <More>
        <Link to="/reservations">{ALL_TYPES_LINK_TEXT}</Link>
      </More>
    </Section>
  );
}
