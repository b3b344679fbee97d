/* Zod-free on purpose: the web's register form imports these lists. */

/** The optional register fields of spec §2, in the order the form shows them. */
export const OPTIONAL_REGISTRATION_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;

/** Every register field of spec §2 whose presence the server's settings decide. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  ...OPTIONAL_REGISTRATION_FIELDS,
] as const;

/**
 * Fields a merchant configures. The register methods themselves follow the whitelabel switches
 * (USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3); for `username` only pattern and message
 * apply, for `mobileNum` enabled/required apply to the username method (the mobile method always needs it).
 * Passwords take no pattern: only a length (no composition rules).
 */
export const CONFIGURABLE_REGISTRATION_FIELDS = [
  'username',
  'mobileNum',
  ...OPTIONAL_REGISTRATION_FIELDS,
] as const;
