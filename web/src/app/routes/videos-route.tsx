import { useSignedInUser } from '../../features/auth';
import { VideosPage } from '../../features/videos';

/** Members browse the library; admins manage it on the same screen. */
export function VideosRoute() {
  const user = useSignedInUser();
  return <VideosPage isAdmin={user.role === 'admin'} />;
}
