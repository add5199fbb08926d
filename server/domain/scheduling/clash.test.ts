import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import {
  findSessionClashes,
  findSlotClashes,
  roomClashMessage,
  sameRoom,
  tutorClashMessage,
  type SessionPlacement,
  type SlotPlacement,
} from './clash';

const slot = (overrides: Partial<SlotPlacement> = {}): SlotPlacement => ({
  id: 1,
  tutor_id: 10,
  day_of_week: 3,
  start_time: '10:00',
  end_time: '12:00',
  valid_from: '2026-01-01',
  valid_to: null,
  room: 'Room 201',
  is_active: true,
  ...overrides,
});

const candidate = (overrides: Partial<SlotPlacement> = {}) =>
  slot({ id: null, tutor_id: 20, room: 'Room 105', ...overrides });

describe('slot clashes', () => {
  it('finds the same tutor at an overlapping time on the same day', () => {
    const other = slot();
    expect(
      findSlotClashes(candidate({ tutor_id: 10, start_time: '11:00', end_time: '13:00' }), [other]),
    ).toEqual({ tutor: other, room: undefined });
  });

  it('lets touching ends pass: 10:00–12:00 then 12:00–13:00', () => {
    const touching = candidate({
      tutor_id: 10,
      room: 'Room 201',
      start_time: '12:00',
      end_time: '13:00',
    });
    expect(findSlotClashes(touching, [slot()])).toEqual({});
    const before = candidate({
      tutor_id: 10,
      room: 'Room 201',
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(findSlotClashes(before, [slot()])).toEqual({});
  });

  it('finds a slot inside another one', () => {
    const inner = candidate({ tutor_id: 10, start_time: '10:30', end_time: '11:00' });
    expect(findSlotClashes(inner, [slot()]).tutor).toBeDefined();
  });

  it('compares rooms without case or spaces, and never clashes on no room', () => {
    expect(sameRoom('Room 201', ' room201 ')).toBe(true);
    expect(sameRoom('Room 201', 'Room 2011')).toBe(false);
    expect(sameRoom('', '')).toBe(false);
    expect(sameRoom(null, null)).toBe(false);
    const other = slot();
    expect(findSlotClashes(candidate({ room: 'ROOM  201' }), [other])).toEqual({
      tutor: undefined,
      room: other,
    });
    expect(findSlotClashes(candidate({ room: null }), [slot({ room: null })])).toEqual({});
  });

  it('ignores other days, inactive slots and the slot itself', () => {
    expect(findSlotClashes(candidate({ tutor_id: 10, day_of_week: 4 }), [slot()])).toEqual({});
    expect(findSlotClashes(candidate({ tutor_id: 10 }), [slot({ is_active: false })])).toEqual({});
    expect(findSlotClashes(slot({ start_time: '10:30' }), [slot()])).toEqual({});
    expect(findSlotClashes(candidate({ tutor_id: 10, is_active: false }), [slot()])).toEqual({});
  });

  it('needs the validity periods to overlap; open ends reach forever', () => {
    const ended = slot({ valid_from: '2026-01-01', valid_to: '2026-03-31' });
    expect(findSlotClashes(candidate({ tutor_id: 10, valid_from: '2026-04-01' }), [ended])).toEqual(
      {},
    );
    expect(
      findSlotClashes(candidate({ tutor_id: 10, valid_from: '2026-03-31' }), [ended]).tutor,
    ).toBe(ended);
    const later = slot({ valid_from: '2027-01-01' });
    expect(
      findSlotClashes(
        candidate({ tutor_id: 10, valid_from: '2026-01-01', valid_to: '2026-12-31' }),
        [later],
      ),
    ).toEqual({});
    expect(
      findSlotClashes(candidate({ tutor_id: 10, valid_from: '2020-01-01', valid_to: null }), [
        later,
      ]).tutor,
    ).toBe(later);
  });
});

describe('session clashes', () => {
  const session = (overrides: Partial<SessionPlacement> = {}): SessionPlacement => ({
    key: '1:2026-12-07',
    tutor_id: 10,
    start_time: '10:00',
    end_time: '12:00',
    room: 'Room 201',
    status: 0,
    ...overrides,
  });

  it('finds the tutor or room taken by another session that day', () => {
    const other = session();
    const mine = session({
      key: '2:2026-12-07',
      room: 'Lab 1',
      start_time: '11:30',
      end_time: '13:00',
    });
    expect(findSessionClashes(mine, [other])).toEqual({ tutor: other, room: undefined });
    const roomOnly = session({ key: '2:2026-12-07', tutor_id: 11, start_time: '11:00' });
    expect(findSessionClashes(roomOnly, [other])).toEqual({ tutor: undefined, room: other });
  });

  it('ignores itself, cancelled sessions and touching times', () => {
    expect(findSessionClashes(session(), [session()])).toEqual({});
    const mine = session({ key: '2:2026-12-07' });
    expect(findSessionClashes(mine, [session({ status: 2 })])).toEqual({});
    expect(findSessionClashes({ ...mine, status: 2 }, [session()])).toEqual({});
    expect(
      findSessionClashes({ ...mine, start_time: '12:00', end_time: '13:00' }, [session()]),
    ).toEqual({});
  });
});

describe('clash messages', () => {
  const theClass = {
    schedule_id: 3,
    course_title: 'SAT Math Intensive',
    tutor_name: 'Tanvir Hasan',
    room: 'Room 105',
    start_time: '16:30',
    end_time: '18:00',
  };

  const english = translatorFor('en');

  it('name the tutor or the room, the class, its time and its schedule', () => {
    expect(tutorClashMessage({ ...theClass, when: 3 }, english)).toBe(
      'Tanvir Hasan already teaches SAT Math Intensive on Monday 16:30–18:00 (schedule #3).',
    );
    expect(roomClashMessage({ ...theClass, when: 1 }, english)).toBe(
      'Room 105 is taken by SAT Math Intensive on Saturday 16:30–18:00 (schedule #3).',
    );
    expect(tutorClashMessage({ ...theClass, when: 'Monday 2026-12-07' }, english)).toBe(
      'Tanvir Hasan already teaches SAT Math Intensive on Monday 2026-12-07 16:30–18:00 (schedule #3).',
    );
  });

  it('in Bangla, write the times of the class in Bangla digits', () => {
    expect(tutorClashMessage({ ...theClass, when: 3 }, translatorFor('bn'))).toBe(
      'Tanvir Hasan সোমবার ৪:৩০ PM–৬:০০ PM সময়ে SAT Math Intensive পড়াচ্ছেন (রুটিন #৩)।',
    );
  });
});
