/**
 * Attendance beyond the generic rows (docs/API.md "Attendance"): a class's roster to take and
 * save in one go, and attendance rates. Static paths, so the router prefers them to the generic
 * `/api/attendance/:id` whatever the registration order.
 */
import { translatorFor } from '../../i18n/translate';
import type { FastifyInstance } from 'fastify';
import { rosterOf } from '../../domain/assessment/attendance/roster';
import { attendanceRates } from '../../domain/assessment/attendance/rates';
import {
  readSessionKey,
  saveSessionAttendance,
} from '../../domain/assessment/attendance/save-session';
import {
  attendableSession,
  authorizeRoster,
} from '../../domain/assessment/attendance/session-access';
import { readerOf } from '../reader';

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/attendance/session', async (request) => {
    const ctx = await request.context();
    authorizeRoster(ctx);
    const key = readSessionKey(
      request.query as Record<string, unknown>,
      translatorFor(ctx.language ?? 'en'),
    );
    const session = await attendableSession(ctx, key.schedule_id, key.date);
    return { data: await rosterOf(ctx.db, session) };
  });

  app.put('/api/attendance/session', async (request) => {
    const ctx = await request.context();
    const { body } = await request.readBody();
    const data = await saveSessionAttendance(ctx, body);
    return { status: true, message: readerOf(request).t('success.attendanceSaved'), data };
  });

  app.get('/api/attendance/rates', async (request) => ({
    data: await attendanceRates(await request.context(), request.query as Record<string, unknown>),
  }));
}
