/** "Your life in order" (docs/decisions/912): the one read; a year is fixed through Memory DNA's own save. */
import { defineEndpoint } from './api-contract.ts';
import { lifeOrderSchema } from './life-order.ts';

export const lifeOrderApi = {
  get: defineEndpoint({ method: 'GET', path: '/api/life-order', response: lifeOrderSchema }),
};
