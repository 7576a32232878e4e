// Every table of the app. Each feature keeps its tables in its own file here.

export * from './archive-import.ts';
export * from './books.ts';
export * from './dashboard.ts';
export * from './family.ts';
export * from './manuscript.ts';
export * from './memories.ts';
export * from './studio.ts';
export * from './users.ts';
export * from './voice.ts';
export * from './waitlist.ts';
