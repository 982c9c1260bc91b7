import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { VideoEvent } from '../../events/catalog/videos.events';

export interface VideoState {
  status: 'none' | 'listed' | 'removed';
  nombre: string;
  fileKey?: string;
}

export type VideoCommand =
  | { type: 'AddVideo'; videoId: number; nombre: string; url: string; fileKey?: string }
  | { type: 'RenameVideo'; videoId: number; nombre: string }
  | { type: 'RemoveVideo'; videoId: number };

const initialState = (): VideoState => ({ status: 'none', nombre: '' });

function evolve(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case 'VideoAdded':
      return { status: 'listed', nombre: event.data.nombre, fileKey: event.data.fileKey };
    case 'VideoRenamed':
      return { ...state, nombre: event.data.nombre };
    case 'VideoRemoved':
      return { ...state, status: 'removed' };
  }
}

const missing = () => fail('VIDEO_NOT_FOUND');

function decide(command: VideoCommand, state: VideoState): VideoEvent[] {
  switch (command.type) {
    case 'AddVideo': {
      if (state.status !== 'none') return [];
      const { videoId, nombre, url, fileKey } = command;
      return [{ type: 'VideoAdded', data: fileKey ? { videoId, nombre, url, fileKey } : { videoId, nombre, url } }];
    }
    case 'RenameVideo':
      if (state.status !== 'listed') throw missing();
      return state.nombre === command.nombre ? [] : [{ type: 'VideoRenamed', data: { videoId: command.videoId, nombre: command.nombre } }];
    case 'RemoveVideo':
      if (state.status !== 'listed') throw missing();
      return [{ type: 'VideoRemoved', data: { videoId: command.videoId } }];
  }
}

export const videoDecider: StreamDecider<VideoState, VideoCommand, VideoEvent> = { initialState, evolve, decide };
