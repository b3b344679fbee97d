/** For an answer whose address names its content (hashed assets, stored uploads): it never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
