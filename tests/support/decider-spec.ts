// Moved: the spec helpers of both decider shapes live in events/framework/decider-spec.ts.
export { streamDeciderSpec as deciderSpec } from '../../events/framework/decider-spec';
