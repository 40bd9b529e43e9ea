export * from './publicHolidays.ts';
export * from './replyPromises.ts';
