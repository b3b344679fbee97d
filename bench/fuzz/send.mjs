// Sends one fuzz request exactly as built (no URL normalisation, raw bytes on a socket when asked) and
// judges the answer against the envelope of the contract.
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { ERROR_CODES } from '@lobby/contract';

const KEEP = 4 * 1024 * 1024; // longer answers are not envelopes of this API
const errorCodes = new Set(ERROR_CODES);

export function createSender(baseUrl, concurrency) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  const viaHttp = (built, retried = false) =>
    new Promise((resolve) => {
      const { method, path, headers, body } = built;
      // Node sends a DELETE body neither chunked nor with a length unless told its length.
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const options = { host: hostname, port, method, path, headers: { ...headers, ...length }, agent };
      const outgoing = httpRequest(options, (response) => {
        const chunks = [];
        let size = 0;
        response.on('data', (chunk) => {
          if (size < KEEP) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            truncated: size > KEEP,
          }),
        );
        response.on('error', (error) => resolve({ error: error.code ?? error.message }));
      });
      outgoing.on('error', (error) => {
        // A kept-alive socket the server closed as idle just as it was reused: the request never reached the
        // server, so send it once more on a fresh socket (Node's documented pattern), as a browser would.
        if (error.code === 'ECONNRESET' && outgoing.reusedSocket && !retried) resolve(viaHttp(built, true));
        else resolve({ error: error.code ?? error.message });
      });
      outgoing.end(body);
    });

  const viaSocket = (raw) =>
    new Promise((resolve) => {
      const socket = connect(Number(port), hostname);
      const chunks = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (error) => resolve({ error: error.code ?? error.message }));
      socket.on('close', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        const split = answer.indexOf('\r\n\r\n');
        if (split < 0) return resolve({ error: 'closed without an answer' });
        const head = answer.slice(0, split);
        const contentType = /^content-type:\s*(.*)$/im.exec(head)?.[1] ?? '';
        resolve({ status: Number(head.split(' ')[1]), contentType, text: answer.slice(split + 4) });
      });
      socket.end(raw);
    });

  return {
    send: (built) => (built.raw ? viaSocket(built.raw) : viaHttp(built)),
    close: () => agent.destroy(),
  };
}

/** Why an answer is outside the envelope, or undefined when it is `{success, code, message?, value?}`. */
export function envelopeProblem(answer) {
  if (!answer.contentType.startsWith('application/json'))
    return `content-type ${answer.contentType || 'none'}`;
  if (answer.truncated) return 'answer over 4 MB';
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'body is not JSON';
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof body.success !== 'boolean' ||
    typeof body.code !== 'string'
  )
    return 'no {success, code}';
  if (answer.status >= 400 && (body.success !== false || !errorCodes.has(body.code)))
    return `error answered with success ${body.success}, code ${body.code}`;
  return undefined;
}
