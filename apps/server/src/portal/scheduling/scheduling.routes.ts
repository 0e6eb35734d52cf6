import { Type } from 'typebox';
import {
  Appointment,
  AppointmentDetailQuery,
  AppointmentsQuery,
  BookAppointmentsBody,
  BookAppointmentsResult,
  BookingCentersQuery,
  CancelAppointmentBody,
  Center,
  Envelope,
  LastBooking,
  LastBookingsQuery,
  LessonCreditV2,
  LessonCreditV3,
  LessonType,
  NearestCentersQuery,
  Opening,
  OpeningsQuery,
  SuggestionsBody,
  WaitingListConfirmation,
  WaitingListParams,
  WaitingListQuery,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { appointmentDetail, cancelAppointment, listAppointments } from './appointments.service.ts';
import { bookAppointments } from './booking.service.ts';
import { closestCenters, listLessonTypes, nearestCenters } from './centers.service.ts';
import { creditBalanceV2, creditBalanceV3 } from './credits.service.ts';
import { lastBookings } from './last-bookings.service.ts';
import { getOpenings, suggestSlots } from './openings.service.ts';
// Registers the once-a-minute job that passes lapsed waiting-list offers on.
import './sweeper.ts';
import { confirmWaitingList } from './waiting-list.service.ts';

const tags = ['scheduling'];

export const schedulingRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const locale = (request: { headers: Record<string, string | string[] | undefined> }) => localeOf(request.headers['accept-language'] as string | undefined);

  app.get(
    '/api/v2/appointments',
    { onRequest: signedIn, schema: { tags, querystring: AppointmentsQuery, response: { 200: Envelope(Type.Array(Appointment)) } } },
    async (request) => ok(await listAppointments(ctx, playerOf(request), request.query, locale(request))),
  );

  app.get(
    '/api/v2/appointments/detail',
    { onRequest: signedIn, schema: { tags, querystring: AppointmentDetailQuery, response: { 200: Envelope(Appointment) } } },
    async (request) => ok(await appointmentDetail(ctx, playerOf(request), request.query.id, request.query.timeZone, locale(request))),
  );

  app.post(
    '/schedule/cancelAppointment',
    { onRequest: signedIn, schema: { tags, body: CancelAppointmentBody, response: { 200: Envelope(Appointment) } } },
    async (request) => {
      const { appointment } = await cancelAppointment(ctx, playerOf(request), request.body, locale(request));
      return ok(appointment, 'Cancelled');
    },
  );

  app.get(
    '/schedule/confirmWaitingList/:id',
    { onRequest: signedIn, schema: { tags, params: WaitingListParams, querystring: WaitingListQuery, response: { 200: Envelope(WaitingListConfirmation) } } },
    async (request) => ok(await confirmWaitingList(ctx, playerOf(request), request.params.id, request.query.timeZone, locale(request))),
  );

  app.get('/api/v2/lesson/types', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(Type.Array(LessonType)) } } }, async (request) =>
    ok(await listLessonTypes(ctx, playerOf(request), locale(request))),
  );

  app.get(
    '/api/centers/nearest',
    { onRequest: signedIn, schema: { tags, querystring: NearestCentersQuery, response: { 200: Envelope(Type.Array(Center)) } } },
    async (request) => ok(await nearestCenters(ctx, playerOf(request), request.query)),
  );

  app.get(
    '/api/closest-centers',
    { onRequest: signedIn, schema: { tags, querystring: BookingCentersQuery, response: { 200: Envelope(Type.Array(Center)) } } },
    async (request) => ok(await closestCenters(ctx, playerOf(request), request.query)),
  );

  app.get(
    '/v2/schedule/getOpenings',
    { onRequest: signedIn, schema: { tags, querystring: OpeningsQuery, response: { 200: Envelope(Type.Array(Opening)) } } },
    async (request) => {
      const openings = await getOpenings(ctx, playerOf(request), request.query, locale(request));
      if (!request.query.suppressLogging)
        request.log.info(
          { centerId: request.query.centerId, appointmentType: request.query.appointmentType, date: request.query.date, found: openings.length },
          'openings search',
        );
      return ok(openings);
    },
  );

  app.post(
    '/api/schedule/suggestions',
    { onRequest: signedIn, schema: { tags, body: SuggestionsBody, response: { 200: Envelope(Type.Array(Opening)) } } },
    async (request) => ok(await suggestSlots(ctx, playerOf(request), request.body)),
  );

  app.post(
    '/v2/schedule/bookAppointments',
    { onRequest: signedIn, schema: { tags, body: BookAppointmentsBody, response: { 201: Envelope(BookAppointmentsResult) } } },
    async (request, reply) => {
      const { appointments, replaced } = await bookAppointments(ctx, playerOf(request), request.body.appointments, locale(request));
      reply.status(201);
      return ok({ appointments, replaced }, 'Booked');
    },
  );

  app.get(
    '/api/player/lesson/last-booking',
    { onRequest: signedIn, schema: { tags, querystring: LastBookingsQuery, response: { 200: Envelope(Type.Array(LastBooking)) } } },
    async (request) => ok(await lastBookings(ctx, playerOf(request), request.query.size ?? 5, request.query.timeZone, locale(request))),
  );

  app.get('/api/v2/player/lesson/credit', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(LessonCreditV2) } } }, async (request) =>
    ok(await creditBalanceV2(ctx, playerOf(request))),
  );

  app.get('/api/v3/player/lesson/credit', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(LessonCreditV3) } } }, async (request) =>
    ok(await creditBalanceV3(ctx, playerOf(request))),
  );
};
