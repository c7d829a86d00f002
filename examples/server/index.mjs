// `npm start` runs this after the build: the examples and the reference backend on localhost.
import { createApp } from './app.mjs';
import { openDatabase } from './db.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const db = openDatabase();
const server = createApp({ db }).listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`x-elements examples: http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/`);
});
server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port, e.g. PORT=8081 npm start` : error);
  process.exit(1);
});
