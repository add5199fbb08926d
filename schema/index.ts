export * from './fields';
export * from './enums';
export * from './menu';
export * from './resource';
export * from './class-session';
export * from './student-import';
export * from './attendance';
export * from './exam-attempt';
