// The reference for the load benchmark, built the simplest way: Fastify, an HS256 token verified with jose,
// one indexed pg point query through a pool of 10. It reads the app's tokens (same JWT_SECRET) and the app's
// users table (same DATABASE_URL). Prints its address on stdout when listening.
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !process.env.JWT_SECRET) throw new Error('reference-server: DATABASE_URL and JWT_SECRET are required');
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });

async function signedInUser(request, reply) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ status: 401 });
  let sub;
  try {
    ({
      payload: { sub },
    } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
  } catch {
    return reply.code(401).send({ status: 401 });
  }
  const { rows } = await pool.query(
    'select id, email, first_name, last_name, phone_number, unique_id, roles, company_id, email_verified_at, created_at, last_login_at from users where id = $1',
    [sub],
  );
  if (rows.length === 0) return reply.code(401).send({ status: 401 });
  return rows[0];
}

app.get('/api/account/profile', signedInUser);
app.get('/api/user/me', signedInUser);
app.get('/api/health', async () => {
  await pool.query('select 1');
  return { status: 'ok', database: 'ok' };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
