import { assign, fromPromise, setup } from 'xstate';
import { errorDetail } from '../../../lib/api-client';
import { uploadReceipt, type UploadReceiptInput, type UploadReceiptResult } from '../api/upload-receipt';
import type { Paquete } from '../api/types';
import type { CommandOutcome } from '../../../lib/api-client';

/** While holding a package: a renewal (starts when it ends) or a top-up (credits now); null for a first package. */
export type RequestKind = 'renovacion' | 'recarga' | null;

type RequestContext = { paquete: Paquete | null; kind: RequestKind; file: File | null; operation: string; failure: string | null };

type RequestEvent =
  | { type: 'request.open'; paquete: Paquete; kind?: RequestKind }
  | { type: 'request.file'; file: File | null }
  | { type: 'request.operation'; operation: string }
  | { type: 'request.submit' }
  | { type: 'request.close' };

/** Requesting a package: pick the proof of payment, upload it, then tell the member how it went. */
export const requestPackageMachine = setup({
  types: { context: {} as RequestContext, events: {} as RequestEvent },
  actors: {
    uploadReceipt: fromPromise<UploadReceiptResult, UploadReceiptInput>(({ input }) => uploadReceipt(input)),
  },
  guards: { hasFile: ({ context }) => context.file !== null },
  actions: {
    /** The screen refreshes the member's package and request here when no realtime notice will (lib/api-client.ts). */
    requestChanged: (_args, _params: { outcome: CommandOutcome }) => {},
  },
}).createMachine({
  id: 'requestPackage',
  context: { paquete: null, kind: null, file: null, operation: '', failure: null },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ paquete: null, kind: null, file: null, operation: '', failure: null }),
      on: { 'request.open': { target: 'choosingFile', actions: assign({ paquete: ({ event }) => event.paquete, kind: ({ event }) => event.kind ?? null }) } },
    },
    choosingFile: {
      on: {
        'request.file': { actions: assign({ file: ({ event }) => event.file }) },
        'request.operation': { actions: assign({ operation: ({ event }) => event.operation }) },
        'request.submit': { target: 'uploading', guard: 'hasFile' },
        'request.close': 'closed',
      },
    },
    uploading: {
      invoke: {
        src: 'uploadReceipt',
        input: ({ context }) => ({ paqueteId: context.paquete!.id, file: context.file!, ...(context.kind ? { tipo: context.kind } : {}), ...(context.operation.trim() ? { operacion: context.operation.trim() } : {}) }),
        onDone: { target: 'sent', actions: { type: 'requestChanged', params: { outcome: 'accepted' } } },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => errorDetail(event.error) }), { type: 'requestChanged', params: { outcome: 'refused' } }],
        },
      },
    },
    sent: { on: { 'request.close': 'closed' } },
    failed: {
      on: {
        'request.submit': { target: 'uploading', guard: 'hasFile' },
        'request.file': { target: 'choosingFile', actions: assign({ file: ({ event }) => event.file, failure: null }) },
        'request.operation': { actions: assign({ operation: ({ event }) => event.operation }) },
        'request.close': 'closed',
      },
    },
  },
});
