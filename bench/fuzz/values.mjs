// Turns the hostile corpus into concrete values, and builds the plausible value of a schema that every
// request starts from, so that one hostile part at a time meets validation and the handler.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** {repeat, count} → the long string; anything else as it is. */
const expand = (entry) =>
  typeof entry === 'object' && entry !== null && 'repeat' in entry ? entry.repeat.repeat(entry.count) : entry;

/** {nest} → nested arrays that deep; {hex} → raw bytes; a string as it is. */
const expandBody = (entry) => {
  if (typeof entry === 'string') return entry;
  if ('nest' in entry) return `${'['.repeat(entry.nest)}${']'.repeat(entry.nest)}`;
  return Buffer.from(entry.hex, 'hex');
};

const short = (value) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = JSON.stringify(text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text);
  return shown.slice(1, -1);
};

export function loadCorpus(file) {
  const corpus = JSON.parse(readFileSync(file, 'utf8'));
  const labelled = (entries, build) => entries.map((entry) => ({ label: short(entry), value: build(entry) }));
  return {
    text: labelled(corpus.text, expand),
    rawUrl: labelled(corpus.rawUrl, (entry) => entry),
    values: labelled(corpus.values, (entry) => entry),
    bodies: labelled(corpus.bodies, expandBody),
    contentTypes: labelled(corpus.contentTypes, (entry) => entry),
    headerValues: labelled(corpus.headerValues, (entry) => entry),
    authorization: labelled(corpus.authorization, expand),
    multipart: labelled(corpus.multipart, (entry) => entry),
  };
}

/**
 * Percent-encodes text for a URL; a lone surrogate becomes the bytes of its code unit (ED A0 80 ...), which
 * are not UTF-8, as a client bent on it would send them.
 */
export function encodeText(text) {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Plausible values by field name, for fields whose schema says too little (a pattern, a free string). */
export function knownValues(context) {
  return {
    username: 'demo',
    password: 'Demo-Player-2026',
    newPassword: 'Fuzz-Player-2026',
    confirmNewPassword: 'Fuzz-Player-2026',
    oldPassword: 'wrong-password-1',
    confirmPassword: 'Fuzz-Player-2026',
    mobileNum: '3001234567',
    mobileNo: '3001234567',
    countryDialingCode: '92',
    verificationCode: '123456',
    captcha: 'abcd',
    trialName: 'fuzz_trial',
    startDate: day(-7),
    endDate: day(0),
    backUrl: '/m/home',
    headerColor: '#112233',
    b2c: '1',
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
    language: 'EN',
    currency: context.currency,
    playerId: context.playerId,
    nodeId: context.game.nodeId,
    vendor: context.game.vassalage,
    gameId: context.game.gameId,
    channelId: 'sandbox',
    email: 'fuzz@example.com',
    content: 'The lobby loads slowly on my phone in the evening.',
    rememberToken: 'f'.repeat(32),
    transactionId: () => randomUUID(),
    betTransactionId: () => randomUUID(),
    roundId: () => randomUUID(),
  };
}

/** A value that passes `schema` where the schema (or the field's name) says enough to make one. */
export function sample(schema, name, known) {
  if (!schema || typeof schema !== 'object') return 'fuzz';
  const fromName = known[name];
  if (fromName !== undefined) return typeof fromName === 'function' ? fromName() : fromName;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options))
    return sample(options.find((option) => option.type !== 'null') ?? options[0], name, known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'f'.repeat(Math.max(4, schema.minLength ?? 0)).slice(0, schema.maxLength ?? 4);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems
        ? Array.from({ length: schema.minItems }, () => sample(schema.items, name, known))
        : [];
    case 'object': {
      const value = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = sample(property, key, known);
      return value;
    }
    default:
      return 'fuzz';
  }
}
