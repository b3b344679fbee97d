import type { DemoTexts } from './types.ts';

export const KO: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Lobby Demo에 오신 것을 환영합니다: 20곳 이상 제공사의 600개 이상 게임',
      content:
        '<p>환영합니다! PG, JILI, Pragmatic Play 등의 <strong>슬롯, 라이브 카지노, 피싱, 스포츠, 복권</strong>을 즐겨 보세요.</p><p>처음이신가요? <a href="/m/register">회원가입</a>하고 웰컴 보너스를 받으세요.</p>',
    },
    maintenance: {
      title: 'Evolution 라이브 테이블 정기 점검: 화요일 02:00–04:00 UTC',
      content:
        '<p>제공사 점검 시간에는 Evolution 라이브 테이블을 이용할 수 없습니다:</p><ul><li>화요일 02:00–04:00 UTC</li><li>진행 중인 베팅은 테이블이 닫히기 전에 정산됩니다</li></ul><p>다른 게임은 모두 정상 운영됩니다.</p>',
    },
    'register-gift': {
      title: '오늘 가입하고 PG 슬롯 무료 스핀 팩을 받으세요',
      content:
        '<p>신규 회원은 휴대폰 번호 인증 후 지정된 PG Soft 슬롯에서 <strong>무료 스핀 20회</strong>를 받습니다.</p>',
    },
    verification: {
      title: '첫 출금 전에 계정 인증을 완료해 주세요',
      content:
        '<p>회원님의 자금을 안전하게 지키기 위해 첫 출금 전에 모든 계정을 한 번 인증합니다:</p><ol><li>휴대폰 번호 인증</li><li>은행 계좌 예금주 이름 등록</li><li>신분증 사진 업로드 (png 또는 jpg, 최대 5 MB)</li></ol><p>자세한 내용은 <a href="/m/help?i=2">고객센터 도움말</a>을 확인하세요.</p>',
    },
    responsible: {
      title: '책임감 있는 게임: 한도 설정과 이용 중지는 메시지 한 통이면 됩니다',
      content:
        '<p><strong>입금 한도</strong>, <strong>이용 중지</strong>, <strong>자기 제한</strong>은 언제든지 신청할 수 있습니다.</p><p><a href="/m/help?i=3">책임감 있는 게임</a>을 확인하거나 <a href="/m/feedback">고객센터</a>에 문의하세요.</p>',
    },
    'popup-weekend': {
      title: '주말 재충전 보너스: 최대 500까지 50%',
      content:
        '<h3>주말 재충전</h3><p>금요일 18:00부터 일요일 23:59 사이에 입금하면 <strong>최대 500까지 50% 보너스</strong>를 드립니다.</p><ul><li>최소 입금액 20</li><li>슬롯과 피싱에서 보너스의 10배 롤링</li></ul><p><a href="/m/activity">프로모션 보기</a></p>',
    },
    'promo-fishing': {
      title: '피싱 프렌지 위크: 황금 고래를 잡고 500배',
      content:
        '<p>일주일 내내 Fa Chai와 JILI 피싱 게임에서 황금 고래가 <strong>500배</strong>를 지급합니다.</p><ul><li>상위 50명 사냥꾼에게 순위 상품 지급</li><li>상품은 매주 월요일에 지급됩니다</li></ul><p><a href="/m/gameList?gameType=FISH">피싱 게임 하러 가기</a></p>',
    },
    'promo-referral': {
      title: '친구를 초대하고 친구의 첫 입금액 일부를 받으세요',
      content:
        '<p>초대 코드를 공유하세요. 친구가 가입하고 입금하면 <strong>첫 입금액의 10%</strong>를 받습니다.</p><p>초대 코드는 <a href="/m/member/home">회원 센터</a>에서 확인하세요.</p>',
    },
  },
  banners: {
    1001: { title: '웰컴 보너스 100%', subtitle: '첫 입금을 최대 5,000까지 두 배로', cta: '지금 받기' },
    1002: { title: '피싱 프렌지 위크', subtitle: '황금 고래를 잡고 500배', cta: '사냥 시작' },
    1003: { title: '베트남 로또 45초', subtitle: '45초마다 추첨, 실시간 결과', cta: '지금 베팅' },
    1004: { title: '로켓 러시', subtitle: '로켓이 날아가기 전에 캐시아웃', cta: '발사' },
    1005: { title: '포커 마스터즈 컵', subtitle: '매주 열리는 테이블, 상금 풀 100,000', cta: '자리 잡기' },
    2001: {
      title: '라이브 바카라 나이트',
      subtitle: '실제 딜러와 스퀴즈 테이블, 24시간',
      cta: '테이블 입장',
    },
    2002: { title: '라이트닝 룰렛', subtitle: '행운의 숫자는 최대 500배', cta: '라이브 스핀' },
    2003: { title: 'AE Sexy 드래곤 타이거', subtitle: '한 장씩, 높은 카드가 승리', cta: '라이브 플레이' },
    3001: { title: '스포츠', subtitle: '모든 경기, 실시간 배당', cta: '지금 베팅' },
    3002: { title: '라이브 카지노', subtitle: '바카라, 룰렛 그리고 더 많은 게임', cta: '입장' },
    3003: { title: '투계', subtitle: '더비 경기 생중계', cta: '시청' },
    3004: { title: 'e스포츠', subtitle: 'MOBA, 슈팅, e풋볼', cta: '지금 베팅' },
  },
};
