import { healthStatusKey } from '../../../api/route-keys';

/**
 * Query keys of the routes only the health screens read, under her standing's key: the notices that refresh her
 * standing (`user`, `catalog`: web/src/api/api-topics.ts) refresh these too, with no handlers of their own in the
 * first load.
 */
export const healthKeys = {
  settings: [...healthStatusKey, 'settings'] as const,
  files: [...healthStatusKey, 'file'] as const,
  file: (userId: string) => [...healthStatusKey, 'file', userId] as const,
};
