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
  inbox: {
    welcome: {
      title: 'Lobby Demo에 오신 것을 환영합니다',
      content:
        '<p>환영합니다! 계정이 준비되었습니다. <a href="/m/home">로비</a>를 둘러보고 게임을 무료로 체험한 뒤 <a href="/m/activity">프로모션 페이지</a>에서 웰컴 혜택을 받으세요.</p>',
    },
    security: {
      title: '계정을 안전하게 지키세요',
      content:
        '<p>저희는 비밀번호나 인증 코드를 <strong>절대</strong> 묻지 않습니다. 의심스러운 점이 있으면 즉시 비밀번호를 변경하세요.</p>',
    },
    weekend: {
      title: '주말 보너스 진행 중',
      content: '<p>이번 주말에 입금하고 슬롯과 피싱 게임에서 <strong>20% 보너스</strong>를 받으세요.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: '웰컴 보너스: 10.00 증정',
      summary: '참여하고 10.00을 지갑으로 바로 받으세요',
      content:
        '<p>로비가 처음이신가요? 이 프로모션에 참여하면 <strong>10.00 웰컴 보너스</strong>를 바로 받을 수 있습니다.</p><ul><li>회원당 1회 수령</li><li>지갑으로 지급</li></ul>',
    },
    'weekend-reload': {
      title: '주말 리로드: 25.00 보너스',
      summary: '좋아하는 게임을 알려 주세요. 승인되면 25.00 지급',
      content:
        '<p>좋아하는 게임을 짧은 메모로 남기고 참여하세요. 저희 팀이 하루 안에 모든 참여를 검토하며, 승인되면 <strong>25.00</strong>을 받을 수 있습니다.</p>',
    },
    'first-deposit-cashback': {
      title: '첫 입금 캐시백 15.00',
      summary: '첫 입금 확인 후 지급',
      content:
        '<p>첫 입금을 하고 참여하세요. 저희 팀이 입금을 확인하면 <strong>15.00</strong> 캐시백이 지급됩니다.</p>',
    },
    'slots-tournament': {
      title: '월간 슬롯 토너먼트',
      summary: 'PG와 JILI 슬롯에서 순위 경쟁에 참여하세요',
      content:
        '<p>참여하면 월간 슬롯 토너먼트에 함께할 수 있습니다. PG와 JILI 슬롯의 모든 베팅이 <a href="/m/leaderBoard">순위표</a>에 반영됩니다.</p>',
    },
    'lucky-spin-festival': {
      title: '럭키 스핀 페스티벌',
      summary: '페스티벌이 종료되었습니다. 참여해 주셔서 감사합니다',
      content: '<p>럭키 스핀 페스티벌이 종료되었습니다. 다음 페스티벌 소식은 이 페이지에서 확인하세요.</p>',
    },
  },
  help: {
    terms: {
      title: '이용약관',
      content:
        '<h3>이용약관</h3><p>계정을 개설하면 아래 약관에 동의하는 것으로 간주됩니다.</p><ol><li>회원님은 <strong>만 {age}세 이상</strong>이며, 게임을 하는 지역에서 도박이 합법이어야 합니다.</li><li>본인 명의로 하나의 계정만 보유하며, 비밀번호는 타인에게 알려주지 않습니다.</li><li>입금과 출금은 본인 명의 계좌로만 가능하며, 지급 전에 신원을 확인할 수 있습니다.</li><li>보너스에는 각 프로모션에 안내된 조건이 적용되며, 악용 시 보너스와 그로 인한 당첨금이 무효 처리됩니다.</li><li>게임 라운드는 게임 제공사의 결과를 따르며, 중단된 라운드는 이어서 진행되거나 환불됩니다.</li><li>약관을 위반한 계정은 해지될 수 있으며, 보너스가 아닌 잔액은 지급됩니다.</li></ol><p>궁금한 점은 <a href="/m/feedback">고객센터</a>에 문의하세요.</p>',
    },
    deposits: {
      title: '입금 안내',
      content:
        '<h3>입금 방법</h3><ol><li>로그인 후 상단의 <strong>입금</strong>을 누르세요.</li><li>결제 수단을 선택하고 금액을 입력하세요.</li><li>결제 수단의 안내를 따라 주세요. 결제가 확인되면 즉시 잔액에 반영됩니다.</li></ol><h4>알아 두세요</h4><ul><li>입금 수수료는 없으며, 최소 입금액은 10입니다.</li><li>본인 명의 계좌로만 결제하세요. 타인 명의 결제는 환불됩니다.</li><li>30분이 지나도 입금되지 않으면 영수증을 <a href="/m/feedback">고객센터</a>로 보내 주세요.</li></ul>',
    },
    withdrawals: {
      title: '출금 안내',
      content:
        '<h3>출금 방법</h3><ol><li>사이드 메뉴에서 <strong>출금</strong>을 누르세요.</li><li>프로필에 저장된 은행 계좌를 선택하고 금액을 입력하세요.</li><li>결제 비밀번호로 확인하세요.</li></ol><h4>첫 출금 전에</h4><ul><li>계정 인증은 한 번만 진행됩니다: 휴대폰 번호, 예금주 이름, 신분증.</li><li>입금액은 출금 전에 최소 한 번 베팅해야 합니다.</li><li>대부분의 출금은 15분 안에 지급되며, 은행 송금은 최대 영업일 기준 하루가 걸릴 수 있습니다.</li></ul>',
    },
    'responsible-gambling': {
      title: '책임감 있는 게임',
      content:
        '<h3>돈이 아닌 즐거움을 위해 플레이하세요</h3><p>계정을 개설하려면 <strong>만 {age}세 이상</strong>이어야 하며, 국가 법률이 21세로 정한 경우에는 21세 이상이어야 합니다. 첫 출금 전에 나이와 신원을 확인하며, 미성년자의 계정은 해지합니다.</p><h4>언제든지 신청할 수 있는 기능</h4><ul><li>일·주·월 단위 <strong>입금 한도</strong>: 한도를 낮추면 즉시, 높이면 24시간 후에 적용됩니다.</li><li><strong>이용 시간 알림</strong>: 30분 또는 60분마다 플레이 시간을 알려 드립니다.</li><li><strong>이용 중지</strong>: 24시간부터 6주까지 쉴 수 있습니다.</li><li>6개월, 1년 또는 5년 <strong>자기 제한</strong>: 기간 중에는 계정을 다시 열 수 없으며 프로모션도 즉시 중단됩니다.</li></ul><h4>위험 신호</h4><ul><li>잃은 돈을 되찾으려 하거나 생활비로 게임하기</li><li>계획보다 오래 하거나 가족에게 숨기기</li></ul><p>한도 설정은 <a href="/m/feedback">고객센터</a>에 요청하시거나, <a href="https://www.begambleaware.org">BeGambleAware</a> 또는 <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>에서 무료로 비밀 상담을 받으세요.</p>',
    },
    'account-security': {
      title: '계정 보안',
      content:
        '<h3>계정을 안전하게 지키세요</h3><ul><li>다른 곳에서 쓰지 않는 긴 비밀번호를 사용하세요. 여러 단어로 된 문구가 좋습니다.</li><li>저희는 전화, 채팅, 이메일로 비밀번호나 인증 코드를 <strong>절대</strong> 요청하지 않습니다.</li><li>공용 기기에서는 로그아웃하고, 브라우저에 비밀번호를 저장하지 마세요.</li><li>비밀번호를 변경하면 계정의 다른 모든 세션이 종료됩니다.</li></ul><p>이상한 점이 있나요? 바로 비밀번호를 변경하고 <a href="/m/feedback">고객센터</a>에 알려 주세요.</p>',
    },
    bonuses: {
      title: '보너스와 프로모션',
      content:
        '<h3>보너스 이용 방법</h3><ul><li>각 프로모션의 최소 입금액, 보너스 금액, <strong>롤링 조건</strong>은 <a href="/m/activity">프로모션 페이지</a>에서 확인할 수 있습니다.</li><li>10배 롤링이란 보너스의 열 배만큼 베팅해야 출금할 수 있다는 뜻입니다.</li><li>슬롯과 피싱은 100%, 라이브 카지노와 스포츠는 10%로 계산됩니다.</li><li>보너스는 한 번에 하나만 가능하며, 이전 보너스를 완료하거나 포기하면 새 보너스가 시작됩니다.</li></ul>',
    },
    contact: {
      title: '문의하기',
      content:
        '<h3>24시간 언제나 도와드립니다</h3><ul><li><strong>실시간 채팅</strong>: 홈 화면 오른쪽 아래의 채팅 버튼.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>의견 보내기</strong>: <a href="/m/feedback">의견 페이지</a>에서 스크린샷과 함께 메시지를 보내세요.</li></ul><p>아이디를 준비해 주세요. 비밀번호는 절대 필요하지 않습니다.</p>',
    },
  },
};
