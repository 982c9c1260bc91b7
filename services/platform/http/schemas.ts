import { Type, type TProperties } from 'typebox';

/** A request body: unknown properties are stripped by Ajv (`removeAdditional`), never trusted. */
export const Body = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const ProblemSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  code: Type.String(),
  detail: Type.String(),
});

/** Error answers every route may give; 5xx included so the contract is honest about it. */
export const problemResponses = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
  500: ProblemSchema,
  503: ProblemSchema,
};

export const NonBlank = (maxLength = 256) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
