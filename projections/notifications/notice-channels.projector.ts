import type { Projector } from '../runner/projection';

/** notice_channels: a member's channels per kind of notice she chose (no row: the defaults). A deleted account leaves none. */
export const noticeChannelsProjector: Projector = {
  name: 'notice_channels@v1',
  tables: ['notice_channels'],
  // UserDeleted too: the deletion removes her rows in its own transaction, and a rebuild must not bring them back.
  handles: ['NoticeChannelsChosen', 'UserDeleted'],
  async apply(trx, event) {
    const userId = String(event.data.userId);
    if (event.type === 'UserDeleted') {
      await trx.deleteFrom('notice_channels').where('user_id', '=', userId).execute();
      return;
    }
    const row = { push: Boolean(event.data.push), email: Boolean(event.data.email), updated_at: event.recordedAt, stream_position: event.streamPosition };
    await trx
      .insertInto('notice_channels')
      .values({ user_id: userId, notice: String(event.data.notice), ...row })
      .onConflict((oc) => oc.columns(['user_id', 'notice']).doUpdateSet(row).where('notice_channels.stream_position', '<', event.streamPosition))
      .execute();
  },
};
