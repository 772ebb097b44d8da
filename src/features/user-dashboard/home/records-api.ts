// Attendance and penalty calls, users API with auth-user:
//   GET /api/users/assistance/user-assistance → { data: [{ nameBusiness, dateConfirm, confirm }] }
//   GET /api/users/penaltys/user-penalty      → { data: [{ operation, dateConfirm, amount, description }] }
import * as v from 'valibot';
import { usersApi } from '@/lib/http/index.ts';

const attendanceSchema = v.object({
  nameBusiness: v.optional(v.string(), ''),
  dateConfirm: v.optional(v.string(), ''),
  confirm: v.optional(v.string(), ''),
});
const penaltySchema = v.object({
  operation: v.optional(v.string(), ''),
  dateConfirm: v.optional(v.string(), ''),
  amount: v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.finite()), 0),
  description: v.optional(v.string(), ''),
});

export type Attendance = v.InferOutput<typeof attendanceSchema>;
export type Penalty = v.InferOutput<typeof penaltySchema>;

function listOf<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S>[] {
  const list = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = v.safeParse(schema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

export async function listAttendance(): Promise<Attendance[]> {
  return listOf(attendanceSchema, await usersApi.get<unknown>('/api/users/assistance/user-assistance'));
}

export async function listPenalties(): Promise<Penalty[]> {
  return listOf(penaltySchema, await usersApi.get<unknown>('/api/users/penaltys/user-penalty'));
}
