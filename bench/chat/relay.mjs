// The floor for bench/chat: a bare `ws` relay, no database, no session: a client says who it is
// in the URL (?id=N) and each frame {to, text} is passed to that client as it is.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const { WebSocketServer } = require('ws');

const clients = new Map();
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
server.on('connection', (socket, request) => {
  const id = Number(new URL(request.url, 'http://x').searchParams.get('id'));
  clients.set(id, socket);
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    clients.get(frame.to)?.send(JSON.stringify({ type: 'message', text: frame.text }));
  });
  socket.on('close', () => clients.get(id) === socket && clients.delete(id));
});
server.on('listening', () => console.log(`relay at ws://127.0.0.1:${server.address().port}`));
