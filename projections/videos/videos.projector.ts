import type { VideoEvent } from '../../events/catalog/videos.events';
import { VIDEO_EVENT_TYPES } from '../../events/catalog/videos.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** videos: the library as members page through it and plan exercises link to it. */
export const videosProjector: Projector = {
  name: 'videos@v1',
  tables: ['videos'],
  handles: VIDEO_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent<VideoEvent> & VideoEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'VideoAdded': {
        const d = event.data;
        await trx
          .insertInto('videos')
          .values({ id: d.videoId, nombre: d.nombre, url: d.url, file_key: d.fileKey ?? null, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'VideoRenamed':
        await trx.updateTable('videos').set({ nombre: event.data.nombre, updated_at: at }).where('id', '=', event.data.videoId).execute();
        return;
      case 'VideoRemoved':
        await trx.deleteFrom('videos').where('id', '=', event.data.videoId).execute();
        return;
    }
  },
};
