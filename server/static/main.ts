// Starts the static server on its own: `node server/static/main.ts [dir]` (PORT, default 4321).
import { createStaticServer } from './static-server.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
const root = process.argv[2] ?? 'dist';
const server = createStaticServer(root);
server.listen(port, host, () => console.log(`Sitio servido desde ${root} en http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
