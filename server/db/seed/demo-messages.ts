/**
 * Demo conversations for the chat (`/message`): the demo admin with the demo tutor, and the tutor
 * with the demo student, so the page is not empty on a first start. Written straight to the table
 * (a handful of rows; nothing is pushed, nobody is connected yet). The newest message to the admin
 * and to the student stays unread, so their Messages badges show something.
 */
import type { Db } from '../types';
import { DEMO_USERS } from './demo-users';

type Line = [from: 'admin' | 'employee' | 'student', text: string];

const CONVERSATIONS: { between: ['admin' | 'employee', 'employee' | 'student']; lines: Line[] }[] =
  [
    {
      between: ['admin', 'employee'],
      lines: [
        ['admin', 'Good morning! Could you share the SAT mock schedule for next month?'],
        ['employee', 'Good morning. Sure, I will put it in the course material by Friday.'],
        ['admin', 'Thank you. Room 2 is free on Saturdays if you need an extra session.'],
        ['employee', 'Saturday works. I will book it for the 10:00 class.'],
      ],
    },
    {
      between: ['employee', 'student'],
      lines: [
        ['student', 'Hello sir, I could not finish question 14 of the homework.'],
        [
          'employee',
          'No problem. Try drawing the triangle first, then use the Pythagorean theorem.',
        ],
        ['student', 'That helped, thank you!'],
        ['employee', 'Well done. Bring your answers to class on Tuesday.'],
      ],
    },
  ];

const MINUTE = 60_000;

export async function seedMessages(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  for (const kind of ['admin', 'employee', 'student'] as const) {
    const email = DEMO_USERS.find((u) => u.kind === kind)?.email;
    if (!email) return;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return;
    ids.set(kind, Number(user.id));
  }
  const start = Date.now() - 3 * 24 * 60 * MINUTE;
  const rows = CONVERSATIONS.flatMap(({ between, lines }, c) =>
    lines.map(([from, text], i) => {
      const to = from === between[0] ? between[1] : between[0];
      const at = new Date(start + c * 24 * 60 * MINUTE + i * 7 * MINUTE).toISOString();
      const last = i === lines.length - 1;
      return {
        sender_id: ids.get(from)!,
        receiver_id: ids.get(to)!,
        text,
        seen_at: last ? null : new Date(Date.parse(at) + 2 * MINUTE).toISOString(),
        created_at: at,
      };
    }),
  );
  await db.insertInto('messages').values(rows).execute();
}
