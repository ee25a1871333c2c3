import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../core/errors';
import { errorResponse, jsonResponse, mapError } from './error-mapper';

describe('API responses', () => {
  it('carry nosniff and no-store on success, on domain errors and on the generic 500', () => {
    const answers = [
      jsonResponse(200, { ok: true }),
      errorResponse(404, 'Not Found', 'Not found'),
      mapError(new ValidationError('Title is required'), {}),
      mapError(new ConflictError('changed'), {}),
      mapError(new Error('database exploded'), { route: 'GET /reports' }),
    ];

    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
      });
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 409, 500]);
    expect(JSON.parse(answers[4]?.body ?? '{}')).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
});
