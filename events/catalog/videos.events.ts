import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * The studio's video library, stream `video:<id>`. A video is a link (YouTube, Vimeo…) or a file uploaded
 * to the studio's file store (`fileKey`), whose `url` is then the studio's own streaming route.
 */
const Id = Type.Integer({ minimum: 1 });

const VideoAdded = Type.Object({
  videoId: Id,
  nombre: Type.String(),
  url: Type.String(),
  fileKey: Type.Optional(Type.String()),
});
const VideoRenamed = Type.Object({ videoId: Id, nombre: Type.String() });
const VideoRemoved = Type.Object({ videoId: Id });

export const videosEvents = defineEvents({ VideoAdded, VideoRenamed, VideoRemoved });

export type VideoEvent =
  | { type: 'VideoAdded'; data: Type.Static<typeof VideoAdded> }
  | { type: 'VideoRenamed'; data: Type.Static<typeof VideoRenamed> }
  | { type: 'VideoRemoved'; data: Type.Static<typeof VideoRemoved> };

export const VIDEO_EVENT_TYPES = ['VideoAdded', 'VideoRenamed', 'VideoRemoved'] as const;

export { videoStream } from '../streams';
