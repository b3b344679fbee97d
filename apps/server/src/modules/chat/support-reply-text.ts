import type { ServerText } from '../../shared/server-text.ts';

/** The automatic answer to a member's chat message, in the chat's language. */
export const SUPPORT_REPLY: ServerText = {
  EN: 'Thank you for your message. Our customer service team will reply here shortly.',
  UR: 'آپ کے پیغام کا شکریہ۔ کسٹمر سروس کا نمائندہ جلد یہیں جواب دے گا۔',
  CN: '感谢您的留言，客服人员将尽快在此回复您。',
  TW: '感謝您的留言，客服人員將盡快在此回覆您。',
  JA: 'メッセージありがとうございます。担当者がまもなくこちらで返信いたします。',
  KO: '메시지 감사합니다. 상담원이 곧 이곳에서 답변해 드리겠습니다.',
  TH: 'ขอบคุณสำหรับข้อความ เจ้าหน้าที่บริการลูกค้าจะตอบกลับที่นี่ในไม่ช้า',
  VI: 'Cảm ơn bạn đã nhắn tin. Nhân viên CSKH sẽ trả lời bạn tại đây trong giây lát.',
  MY: 'သင့်စာအတွက် ကျေးဇူးတင်ပါသည်။ ဖောက်သည်ဝန်ဆောင်မှု ဝန်ထမ်းက ဤနေရာတွင် မကြာမီ ပြန်ဖြေပါမည်။',
  MS: 'Terima kasih atas mesej anda. Ejen khidmat pelanggan akan membalas di sini sebentar lagi.',
  ID: 'Terima kasih atas pesan Anda. CS kami akan segera membalas di sini.',
  KM: 'សូមអរគុណសម្រាប់សាររបស់អ្នក។ បុគ្គលិកសេវាអតិថិជននឹងឆ្លើយតបនៅទីនេះក្នុងពេលឆាប់ៗ។',
  LO: 'ຂອບໃຈສຳລັບຂໍ້ຄວາມ. ພະນັກງານບໍລິການລູກຄ້າຈະຕອບກັບຢູ່ບ່ອນນີ້ໃນໄວໆນີ້.',
  HI: 'आपके संदेश के लिए धन्यवाद। कस्टमर सर्विस टीम का सदस्य जल्द ही यहीं जवाब देगा।',
  BN: 'আপনার বার্তার জন্য ধন্যবাদ। কাস্টমার সার্ভিসের একজন প্রতিনিধি শিগগিরই এখানে উত্তর দেবেন।',
  TA: 'உங்கள் செய்திக்கு நன்றி. வாடிக்கையாளர் சேவைப் பிரதிநிதி விரைவில் இங்கே பதிலளிப்பார்.',
  NE: 'तपाईंको सन्देशका लागि धन्यवाद। ग्राहक सेवा प्रतिनिधिले छिट्टै यहीँ जवाफ दिनुहुनेछ।',
  AR: 'شكرًا لرسالتك. سيردّ عليك أحد موظفي خدمة العملاء هنا قريبًا.',
  FA: 'از پیام شما سپاسگزاریم. کارشناس پشتیبانی به‌زودی همین‌جا پاسخ می‌دهد.',
  TR: 'Mesajınız için teşekkürler. Bir müşteri temsilcisi kısa süre içinde buradan yanıt verecek.',
  RU: 'Спасибо за сообщение. Сотрудник службы поддержки скоро ответит вам здесь.',
  ES: 'Gracias por tu mensaje. Un agente de atención al cliente te responderá aquí en breve.',
  PT: 'Obrigado pela mensagem. Um atendente responderá aqui em breve.',
  FR: 'Merci pour votre message. Un conseiller du service client vous répondra ici sous peu.',
};
