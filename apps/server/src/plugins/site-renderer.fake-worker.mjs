// A stand-in for site-worker.ts in site-renderer.test.ts: speaks the same messages, and answers
// by path what the test needs (no site build needed).
import { parentPort } from 'node:worker_threads';

const encoder = new TextEncoder();
const aborted = [];
const post = (message) => parentPort.postMessage(message);
const text = (id, status, body, headers = [['content-type', 'text/plain; charset=utf-8']]) => {
  post({ type: 'head', id, status, headers, hasBody: true });
  post({ type: 'chunk', id, chunk: encoder.encode(body) });
  post({ type: 'end', id });
};

parentPort.on('message', (message) => {
  if (message.type === 'abort') {
    aborted.push(message.id);
    return;
  }
  const { id, url, method, headers, body } = message;
  const path = new URL(url).pathname;
  switch (path) {
    case '/page': {
      post({
        type: 'head',
        id,
        status: 201,
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['set-cookie', 'a=1; Path=/'],
          ['set-cookie', 'b=2; Path=/'],
        ],
        hasBody: true,
      });
      // "Gruß" with its ß split across two chunks.
      const bytes = encoder.encode('<p>Gruß</p>');
      post({ type: 'chunk', id, chunk: bytes.slice(0, 7) });
      post({ type: 'chunk', id, chunk: bytes.slice(7) });
      post({ type: 'end', id });
      return;
    }
    case '/echo':
      return text(
        id,
        200,
        JSON.stringify({
          url,
          method,
          header: headers.find(([name]) => name === 'x-test')?.[1] ?? null,
          body: body ? new TextDecoder().decode(body) : null,
        }),
        [['content-type', 'application/json']],
      );
    case '/redirect':
      post({ type: 'head', id, status: 302, headers: [['location', '/page']], hasBody: false });
      post({ type: 'end', id });
      return;
    case '/fail':
      return post({ type: 'error', id, message: 'the page failed' });
    case '/crash':
      return process.exit(1);
    case '/throw':
      throw new Error('the render blew up');
    case '/endless':
      // The head and a first chunk, then nothing until the visitor goes away.
      post({ type: 'head', id, status: 200, headers: [], hasBody: true });
      post({ type: 'chunk', id, chunk: encoder.encode('<p>') });
      return;
    case '/aborted':
      return text(id, 200, JSON.stringify(aborted), [['content-type', 'application/json']]);
    default:
      return text(id, 404, 'not found');
  }
});
post({ type: 'ready' });
