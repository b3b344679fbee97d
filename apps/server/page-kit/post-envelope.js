// Shared by the server's plain static pages (chat page, sandbox games), served next to each page's own files.

/**
 * Posts JSON to an API that answers the { success, value | code } envelope: answers the value, or throws
 * errorOf(code) ('failed' when the answer is no envelope).
 */
export async function postEnvelope(url, body, errorOf) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({ success: false, code: 'failed' }));
  if (!json.success) throw errorOf(json.code || 'failed');
  return json.value;
}
