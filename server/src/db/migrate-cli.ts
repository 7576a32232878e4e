// `npm run db:migrate`: applies migrations to DATABASE_URL (or the embedded database) and exits.
import { parseConfig } from '../config.ts';
import { connectDatabase } from './connect.ts';

const connection = await connectDatabase(parseConfig());
await connection.close();
console.log('Migrations applied.');
