// The hostile requests for one operation of the OpenAPI document: each case changes one part of a plausible
// request (a parameter, a body field, the whole body, a header, the content type, the multipart form) and
// builds the request only when it is sent, since some carry a megabyte.
import { encodeText, sample } from './values.mjs';

// What Node's HTTP client can put in a header value; other text is covered by the raw-socket cases.
const SENDABLE_HEADER = /^[\t\x20-\x7e\x80-\xff]*$/;
const SIGNATURE_HEADERS = new Set(['x-vendor', 'x-timestamp', 'x-signature']);
const ENCRYPTION_HEADER = 'x-encryption-key';

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `name=value` pairs of a query object, arrays as repeated names and objects as name[key]. */
function queryString(query, raw = {}) {
  const pairs = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const key = encodeText(name);
    if (name in raw) pairs.push(`${key}=${raw[name]}`);
    else if (Array.isArray(value)) for (const item of value) pairs.push(`${key}=${encodeText(String(item))}`);
    else if (isPlainObject(value))
      for (const [inner, item] of Object.entries(value))
        pairs.push(`${key}%5B${encodeText(inner)}%5D=${encodeText(JSON.stringify(item))}`);
    else pairs.push(`${key}=${encodeText(String(value))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Top-level body fields, and the fields of an object (or of the first object of an array) one level down. */
function bodyFields(schema) {
  const fields = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    fields.push([name]);
    const inner = property.type === 'array' ? property.items : property;
    for (const nested of Object.keys(inner?.properties ?? {})) {
      fields.push(property.type === 'array' ? [name, 0, nested] : [name, nested]);
    }
  }
  return fields;
}

const withField = (body, path, value) => {
  const copy = structuredClone(body ?? {});
  let target = copy;
  for (const [index, key] of path.slice(0, -1).entries()) {
    if (typeof target[key] !== 'object' || target[key] === null)
      target[key] = typeof path[index + 1] === 'number' ? [] : {};
    target = target[key];
  }
  target[path.at(-1)] = value;
  return copy;
};

/**
 * Every case of one operation for one caller (`guest`, `member` or `vendor`), each `{where, label, build}`;
 * `build(client)` returns `{method, path, headers, body}` or `{raw}` (bytes for a raw socket).
 */
export function operationCases({ method, path, operation }, mode, corpus, known) {
  const params = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const encrypted = jsonSchema?.['x-encrypted-content'];
  const bodySchema = encrypted ?? jsonSchema;
  const formSchema = content['multipart/form-data']?.schema;

  const base = { path: {}, query: {}, header: {} };
  for (const param of params) {
    if (param.in === 'header' && (SIGNATURE_HEADERS.has(param.name) || param.name === ENCRYPTION_HEADER))
      continue;
    base[param.in][param.name] = sample(param.schema, param.name, known);
  }
  const baseBody = bodySchema ? sample(bodySchema, 'body', known) : undefined;

  /** The request with `change` applied: path, query, header, body values; raw parts; suffix; wire. */
  const request =
    (change = {}) =>
    async (client) => {
      const pathValues = { ...base.path, ...change.path };
      let url = path.replace(
        /\{(\w+)\}/g,
        (_, name) => change.rawPath?.[name] ?? encodeText(String(pathValues[name] ?? 'fuzz')),
      );
      url += change.suffix ?? '';
      url += queryString({ ...base.query, ...change.query }, change.rawQuery);
      if (change.extraQuery) url += `${url.includes('?') ? '&' : '?'}${change.extraQuery}`;
      const headers = { ...client.headersFor(mode), ...base.header, ...change.header };
      let body;
      if (change.rawBody !== undefined) body = change.rawBody;
      else if ('body' in change || baseBody !== undefined) {
        const value = 'body' in change ? change.body : baseBody;
        if (encrypted && !change.wire) {
          const sealed = await client.seal(value);
          headers[ENCRYPTION_HEADER] = sealed.wrappedKey;
          body = JSON.stringify(sealed.body);
        } else {
          body = JSON.stringify(value) ?? 'null';
        }
      }
      if (body !== undefined) headers['content-type'] = change.contentType ?? 'application/json';
      if (mode === 'vendor') Object.assign(headers, client.sign(body ?? ''));
      if (change.signatureHeader) headers[change.signatureHeader.name] = change.signatureHeader.value;
      return { method, path: url, headers, body };
    };

  const cases = [];
  const add = (where, label, build) => cases.push({ where, label, build });

  for (const param of params) {
    const { name } = param;
    const where = `${param.in}:${name}`;
    if (param.in === 'query' || param.in === 'path') {
      for (const { label, value } of corpus.text)
        add(where, label, request({ [param.in]: { [name]: value } }));
      const rawKey = param.in === 'query' ? 'rawQuery' : 'rawPath';
      for (const { label, value } of corpus.rawUrl)
        add(where, `raw ${label}`, request({ [rawKey]: { [name]: value } }));
      for (const { label, value } of corpus.values)
        add(where, `value ${label}`, request({ [param.in]: { [name]: value } }));
    } else if (param.in === 'header') {
      for (const { label, value } of corpus.text) {
        if (!SENDABLE_HEADER.test(value)) continue;
        if (SIGNATURE_HEADERS.has(name)) {
          add(where, label, request({ signatureHeader: { name, value } }));
        } else if (name === ENCRYPTION_HEADER) {
          add(where, label, request({ wire: true, body: { data: 'AAAA' }, header: { [name]: value } }));
        } else {
          add(where, label, request({ header: { [name]: value } }));
        }
      }
    }
  }

  if (bodySchema) {
    for (const field of bodyFields(bodySchema)) {
      const where = `body:${field.join('.')}`;
      for (const { label, value } of [...corpus.text, ...corpus.values]) {
        add(where, label, request({ body: withField(baseBody, field, value) }));
      }
    }
    for (const { label, value } of corpus.values) add('body', `value ${label}`, request({ body: value }));
    for (const { label, value } of corpus.bodies) add('body', `raw ${label}`, request({ rawBody: value }));
    for (const { label, value } of corpus.contentTypes) {
      add('content-type', label, request({ rawBody: JSON.stringify(baseBody), contentType: value }));
    }
    if (encrypted) {
      for (const { label, value } of corpus.text)
        add('body:data', label, request({ wire: true, body: { data: value } }));
    }
  }

  if (formSchema) {
    const boundary = 'fuzzboundary7MA4YWxk';
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const form = (fields) =>
      `${Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('')}--${boundary}--\r\n`;
    const fields = sample(formSchema, 'form', known);
    for (const name of Object.keys(fields)) {
      for (const { label, value } of corpus.text) {
        add(`form:${name}`, label, request({ rawBody: form({ ...fields, [name]: value }), contentType }));
      }
    }
    for (const { label, value } of corpus.multipart) {
      add('form', `raw ${label}`, request({ rawBody: value.replaceAll('{b}', boundary), contentType }));
    }
    for (const { label, value } of corpus.contentTypes) {
      add('content-type', label, request({ rawBody: form(fields), contentType: value }));
    }
  }

  for (const { label, value } of [...corpus.text.slice(0, 8), ...corpus.rawUrl.slice(0, 6)]) {
    const hostileName = label.startsWith('%') ? value : encodeText(value);
    add('query:(unknown name)', label, request({ extraQuery: `${hostileName}=1` }));
  }
  if (mode !== 'vendor') {
    for (const { label, value } of corpus.authorization) {
      if (SENDABLE_HEADER.test(value))
        add('header:authorization', label, request({ header: { authorization: value } }));
    }
  }
  for (const { label, value } of corpus.headerValues) {
    const target = path.replace(/\{(\w+)\}/g, 'fuzz');
    add('header (raw socket)', label, async () => ({
      raw: Buffer.from(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Merchant-Code: ${value}\r\n\r\n`,
        'latin1',
      ),
    }));
  }
  add('route', 'unknown', request({ suffix: '/unknown-route' }));
  return cases;
}
