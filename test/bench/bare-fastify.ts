/**
 * The floor the server's CPU per request is compared with (issue #37): a bare fastify process
 * answering from one indexed PostgreSQL query, no authentication, no audit, nothing else. It reads
 * what the docket's todo read reads (a guide's open todos by the same index, 25 rows, each with
 * its member's name), with a named prepared statement, and answers the rows as fastify serialises
 * them. `server-load.ts` runs two of these as child processes beside the server's two instances, at
 * the same rate, and measures them the same way (the process's CPU and its PostgreSQL backends',
 * told apart by `application_name`).
 *
 * Run: DATABASE_URL=... PORT=... node --import tsx test/bench/bare-fastify.ts (prints "bare fastify
 * listening" once it answers).
 */
import Fastify from 'fastify';
import pg from 'pg';

export const BARE_APPLICATION_NAME = 'bench-bare-fastify';

const TODOS = `select t.id, t.type, t.date, t.member_id, u.first_name, u.last_name
  from todos t left join users u on u.id = t.member_id
  where t.organisation_id = $1 and t.user_id = $2 and t.completed_at is null
  order by t.date, t.id limit 25`;

async function main(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.searchParams.set('application_name', BARE_APPLICATION_NAME);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { organisationId: string; guideId: string } }>(
    '/bare/:organisationId/:guideId/todos',
    async (request) => {
      const { rows } = await pool.query({
        name: 'bare_todos',
        text: TODOS,
        values: [request.params.organisationId, request.params.guideId],
      });
      return { data: rows };
    },
  );
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  console.log('bare fastify listening');
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}

// Run as a process; importing the module (for its application name) starts nothing.
if (process.argv[1]?.endsWith('bare-fastify.ts')) await main();
