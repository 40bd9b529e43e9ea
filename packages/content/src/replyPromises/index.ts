export * from './openingHours.ts';
export * from './publicHolidays.ts';
export * from './replyPromises.ts';
