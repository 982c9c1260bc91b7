import http from 'node:http';

/**
 * The benches' HTTP client: keep-alive, at most `concurrency` sockets, JSON POSTs to one local port; each resolves
 * the answer's status once its body was read. One client for every contender, so each pays the same for it.
 */
export function jsonClient(port: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    post: (urlPath: string, body: object, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const data = JSON.stringify(body);
        const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(data);
      }),
    close: () => agent.destroy(),
  };
}
