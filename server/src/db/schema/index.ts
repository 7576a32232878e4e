// Every table of the app. Each feature keeps its tables in its own file here.
export * from './users.ts';
export * from './waitlist.ts';
export * from './memories.ts';
