import styled from 'styled-components';
import { PageSubtitle, PageTitle } from '../../../components/page';
import { localDate, weekdayDate } from '../../../lib/calendar-date';

/** "Hola, Ana" over today's date ("Lunes 16 de noviembre"): the top of every home, whoever is signed in. */
export function HomeHeader({ firstName }: { firstName: string }) {
  return (
    <header>
      <PageTitle>Hola, {firstName}</PageTitle>
      <Today>{weekdayDate(localDate(new Date()))}</Today>
    </header>
  );
}

const Today = styled(PageSubtitle)`
  &::first-letter { text-transform: uppercase; }
`;
