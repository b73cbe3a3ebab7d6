// The baseline: a bare Fastify handler, no database, no auth. Prints its port on stdout when listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
