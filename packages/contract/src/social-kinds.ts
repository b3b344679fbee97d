/** Footer shows all eight kinds; the side menu shows the first five. */
export const SOCIAL_KINDS = [
  'facebook',
  'instagram',
  'telegram',
  'whatsapp',
  'youtube',
  'tiktok',
  'kwai',
  'twitter',
] as const;
export const SideMenuSocialKinds = SOCIAL_KINDS.slice(0, 5);
