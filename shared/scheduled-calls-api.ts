/** Schedule a Call's endpoints (issue 12, part 5), as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
import { scheduleCallSchema, scheduledCallParamsSchema, scheduledCallSchema } from './scheduled-calls.ts';

export const scheduledCallsApi = {
  /** The interviews still to come (and any whose time has just come), soonest first. */
  listUpcoming: defineEndpoint({
    method: 'GET',
    path: '/api/scheduled-calls',
    response: z.array(scheduledCallSchema),
  }),
  schedule: defineEndpoint({
    method: 'POST',
    path: '/api/scheduled-calls',
    body: scheduleCallSchema,
    response: scheduledCallSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'CONFLICT'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/scheduled-calls/:id/cancel',
    params: scheduledCallParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
};

/** "Add to calendar": the booked interview as an iCalendar file (text/calendar), outside the JSON contract. */
export const SCHEDULED_CALL_CALENDAR_PATH = '/api/scheduled-calls/:id/calendar.ics';
export const scheduledCallCalendarUrl = (id: string) =>
  `/api/scheduled-calls/${encodeURIComponent(id)}/calendar.ics`;
