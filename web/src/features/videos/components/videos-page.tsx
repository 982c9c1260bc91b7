import { ComingSoon } from '../../../components/coming-soon';

export function VideosPage() {
  return <ComingSoon title="Videos" />;
}
