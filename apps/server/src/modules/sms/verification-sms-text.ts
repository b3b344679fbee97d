import type { ServerText } from '../../shared/server-text.ts';

/** The verification code's text message, in the language of the request that asked for it. */
export const VERIFICATION_SMS: ServerText = {
  EN: '{merchant}: {code} is your verification code. It expires in {minutes} minutes.',
  UR: '{merchant}: آپ کا تصدیقی کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔',
  CN: '【{merchant}】您的验证码是 {code}，{minutes} 分钟内有效。',
  TW: '【{merchant}】您的驗證碼是 {code}，{minutes} 分鐘內有效。',
  JA: '【{merchant}】認証コードは {code} です。有効期限は {minutes} 分です。',
  KO: '[{merchant}] 인증번호는 {code}입니다. {minutes}분 후 만료됩니다.',
  TH: '{merchant}: รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที',
  VI: '{merchant}: Mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút.',
  MY: '{merchant}: သင့်အတည်ပြုကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။',
  MS: '{merchant}: Kod pengesahan anda ialah {code}. Kod tamat tempoh dalam {minutes} minit.',
  ID: '{merchant}: Kode verifikasi Anda {code}. Berlaku selama {minutes} menit.',
  KM: '{merchant}៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល {minutes} នាទី។',
  LO: '{merchant}: ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code}. ໃຊ້ໄດ້ພາຍໃນ {minutes} ນາທີ.',
  HI: '{merchant}: आपका वेरिफ़िकेशन कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
  BN: '{merchant}: আপনার ভেরিফিকেশন কোড {code}। এটি {minutes} মিনিটে মেয়াদোত্তীর্ণ হবে।',
  TA: '{merchant}: உங்கள் சரிபார்ப்புக் குறியீடு {code}. இது {minutes} நிமிடங்களில் காலாவதியாகும்.',
  NE: '{merchant}: तपाईंको प्रमाणीकरण कोड {code} हो। यसको म्याद {minutes} मिनेटमा सकिन्छ।',
  AR: '{merchant}: رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
  FA: '{merchant}: کد تأیید شما {code} است. این کد تا {minutes} دقیقه معتبر است.',
  TR: '{merchant}: Doğrulama kodunuz {code}. Kod {minutes} dakika içinde geçerliliğini yitirir.',
  RU: '{merchant}: ваш код подтверждения {code}. Он действует {minutes} мин.',
  ES: '{merchant}: tu código de verificación es {code}. Caduca en {minutes} minutos.',
  PT: '{merchant}: seu código de verificação é {code}. Ele expira em {minutes} minutos.',
  FR: '{merchant} : votre code de vérification est {code}. Il expire dans {minutes} minutes.',
};
