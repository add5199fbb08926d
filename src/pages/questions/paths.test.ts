import { describe, expect, it } from 'vitest';
import { areaOfPath, editorPath, pickerPath } from './paths';

describe('question editor paths', () => {
  it('follow the same four addresses under the back office and the employee panel', () => {
    expect(pickerPath('admin', false)).toBe('/admin/exam/question');
    expect(pickerPath('employee', true)).toBe('/employee/question/sat');
    expect(editorPath('admin', { id: 7, type: 2 })).toBe('/admin/exam/question/sat/7');
    expect(editorPath('employee', { id: 3, type: 1 })).toBe('/employee/question/3');
  });

  it('open the editor on a question, in its module', () => {
    expect(editorPath('admin', { id: 7, type: 2 }, { id: 40, module_id: 5 })).toBe(
      '/admin/exam/question/sat/7?question=40&module=5',
    );
    expect(editorPath('admin', { id: 3, type: 1 }, { id: 9, module_id: null })).toBe(
      '/admin/exam/question/3?question=9',
    );
  });

  it('tell the area from where the reader is', () => {
    expect(areaOfPath('/employee/exam')).toBe('employee');
    expect(areaOfPath('/admin/exam/12/show')).toBe('admin');
  });
});
