import type { RegistrationField } from '@lobby/contract';
import { AUTH_LIMITS } from '@lobby/contract';
import {
  AtSign,
  CreditCard,
  Gift,
  IdCard,
  type LucideIcon,
  MessageCircle,
  Phone,
  Smile,
  UserRound,
  UserRoundPlus,
  Users,
} from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

type InputLook = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'dir' | 'autoCapitalize'
>;

/** How each plain text field of the register form looks (passwords, mobile and code have their own fields). */
export const TEXT_FIELD_LOOK: Partial<Record<RegistrationField, InputLook & { icon: LucideIcon }>> = {
  username: { icon: UserRound, autoComplete: 'username', autoCapitalize: 'off', maxLength: 20 },
  idNumber: { icon: IdCard, autoComplete: 'off', maxLength: 64 },
  qqNum: { icon: MessageCircle, inputMode: 'numeric', autoComplete: 'off', maxLength: 32, dir: 'ltr' },
  facebook: { icon: Users, autoComplete: 'off', autoCapitalize: 'off', maxLength: 128 },
  wechat: { icon: MessageCircle, autoComplete: 'off', autoCapitalize: 'off', maxLength: 128 },
  line: { icon: MessageCircle, autoComplete: 'off', autoCapitalize: 'off', maxLength: 128 },
  whatsapp: { icon: Phone, type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 32, dir: 'ltr' },
  zalo: { icon: Phone, type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 32, dir: 'ltr' },
  email: {
    icon: AtSign,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: AUTH_LIMITS.emailMaxLength,
    dir: 'ltr',
  },
  nickname: { icon: Smile, autoComplete: 'nickname', maxLength: 32 },
  payeeName: { icon: CreditCard, autoComplete: 'name', maxLength: 64 },
  recommenderId: { icon: UserRoundPlus, autoComplete: 'off', autoCapitalize: 'off', maxLength: 32 },
  affiliateCode: { icon: Gift, autoComplete: 'off', autoCapitalize: 'off', maxLength: 32 },
};
