import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { type ApiRoute } from './api-route.js';
import { parsedBody } from '../http/parsed-body.js';
import { statsFigures } from '../core/commands/stats.js';
import { invokeAsToken } from './token-call.js';
import type { SalesStats } from '../domain/sales-answers.js';

/** A period as `stats` takes it in chat: `today`, `7d` (the default), `30d`, `12m`, or `2026-11-01..2026-11-20`. */
const statsQuery = z.object({ period: z.string().min(1).max(40).optional() });

export const statsRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/stats',
    async handle({ core, grant, query }) {
      const unknown = [...query.keys()].find((name) => name !== 'period');
      if (unknown !== undefined) throw new ApiError(400, 'invalid_field', `Field \`${unknown}\`: not a parameter; use period.`);
      const { period } = parsedBody(statsQuery, Object.fromEntries(query.entries()));
      const stats = await invokeAsToken(core, grant, statsFigures.typed, period === undefined ? {} : { query: period }, {
        // The figures are read from Hawker's own book: a refusal is the period Hawker cannot read.
        refusedAs: (refusal) =>
          refusal.code === 'refused' ? new ApiError(400, 'invalid_field', `Field \`period\`: ${refusal.message}`) : null,
      });
      return { status: 200, body: stats satisfies SalesStats };
    },
  },
];
