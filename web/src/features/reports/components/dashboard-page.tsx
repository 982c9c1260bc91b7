import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { useAttendance } from '../api/get-attendance';
import { useClassAttendance } from '../api/get-class-attendance';
import { useReportStatus } from '../api/get-status';
import { useSummary } from '../api/get-summary';
import { monthRange, type Range } from '../report-format';
import { AttendanceTable } from './attendance-table';
import { ClassAttendanceTable } from './class-attendance-table';
import { DailyBars } from './daily-bars';
import { ExportSection } from './export-section';
import { KpiCards } from './kpi-cards';
import { MembersToContact } from './members-to-contact';
import { RealTermsCard } from './real-terms-card';
import { RangePicker } from './range-picker';
import { ReportStatusBadge } from './report-status-badge';

/** /dashboard (admins): the studio's activity over a date range, replayed from the event log. */
export function DashboardPage() {
  const [range, setRange] = useState<Range>(() => monthRange(new Date()));
  const summary = useSummary(range.desde, range.hasta);
  const attendance = useAttendance(range.desde, range.hasta);
  const classAttendance = useClassAttendance(range.desde, range.hasta);
  const status = useReportStatus();
  const failed = summary.error ?? attendance.error;

  return (
    <Page>
      <Header>
        <div>
          <PageTitle>Reportes</PageTitle>
          <PageSubtitle>Reservas, cancelaciones, ocupación e ingresos del estudio.</PageSubtitle>
        </div>
        {status.data && <ReportStatusBadge status={status.data} />}
      </Header>
      <MembersToContact />
      <RangePicker value={range} onChange={setRange} />
      {failed && <ErrorText role="alert">{errorDetail(failed)}</ErrorText>}
      {summary.isPending && !failed && <EmptyState role="status">Cargando reportes...</EmptyState>}
      {summary.data && <KpiCards totals={summary.data.totals} attendance={attendance.data?.totals} range={range} />}
      {summary.data && (
        <Card aria-labelledby="reservas-por-dia">
          <CardHeader>
            <CardTitle id="reservas-por-dia">Reservas por día</CardTitle>
          </CardHeader>
          <DailyBars days={summary.data.days} />
        </Card>
      )}
      {attendance.data && (
        <Card aria-labelledby="asistencia">
          <CardHeader>
            <CardTitle id="asistencia">Asistencia por disciplina y horario</CardTitle>
          </CardHeader>
          <AttendanceTable rows={attendance.data.rows} range={range} />
        </Card>
      )}
      {classAttendance.data && (
        <Card aria-labelledby="presentes-ausentes">
          <CardHeader>
            <CardTitle id="presentes-ausentes">Presentes, ausentes y lista de espera por clase</CardTitle>
          </CardHeader>
          <ClassAttendanceTable rows={classAttendance.data.clases} range={range} />
        </Card>
      )}
      {summary.data && <RealTermsCard range={range} />}
      <ExportSection range={range} />
    </Page>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const ErrorText = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
