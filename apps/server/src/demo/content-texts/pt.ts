import type { DemoTexts } from './types.ts';

export const PT: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Bem-vindo ao Lobby Demo: mais de 600 jogos de mais de 20 provedores',
      content:
        '<p>Bem-vindo! Confira <strong>slots, cassino ao vivo, pescaria, esportes e loteria</strong> da PG, JILI, Pragmatic Play e muito mais.</p><p>É novo por aqui? <a href="/m/register">Cadastre-se</a> e resgate o bônus de boas-vindas.</p>',
    },
    maintenance: {
      title: 'Manutenção programada das mesas ao vivo da Evolution na terça, 02:00–04:00 UTC',
      content:
        '<p>As mesas ao vivo da Evolution ficarão indisponíveis durante a manutenção do provedor:</p><ul><li>Terça-feira, 02:00–04:00 UTC</li><li>As apostas em aberto são liquidadas antes de as mesas fecharem</li></ul><p>Todos os outros jogos continuam abertos.</p>',
    },
    'register-gift': {
      title: 'Cadastre-se hoje e ganhe um pacote de giros grátis nos slots da PG',
      content:
        '<p>Todo novo membro recebe <strong>20 giros grátis</strong> em slots selecionados da PG Soft depois de confirmar o número de celular.</p>',
    },
    verification: {
      title: 'Verifique sua conta antes do primeiro saque',
      content:
        '<p>Para manter seu dinheiro seguro, verificamos cada conta uma única vez, antes do primeiro saque:</p><ol><li>Confirme seu número de celular</li><li>Informe o nome do titular da conta bancária</li><li>Envie uma foto de um documento de identidade (png ou jpg, até 5 MB)</li></ol><p>Saiba mais na <a href="/m/help?i=2">central de ajuda</a>.</p>',
    },
    responsible: {
      title: 'Jogue com responsabilidade: limites e pausas a uma mensagem de distância',
      content:
        '<p>Você pode pedir um <strong>limite de depósito</strong>, uma <strong>pausa</strong> ou a <strong>autoexclusão</strong> a qualquer momento.</p><p>Veja <a href="/m/help?i=3">Jogo responsável</a> ou fale com o <a href="/m/feedback">atendimento ao cliente</a>.</p>',
    },
    'popup-weekend': {
      title: 'Bônus de recarga de fim de semana: 50% até 500',
      content:
        '<h3>Recarga de fim de semana</h3><p>Faça um depósito entre sexta às 18:00 e domingo às 23:59 e ganhe <strong>bônus de 50% até 500</strong>.</p><ul><li>Depósito mínimo de 20</li><li>Rollover de 10× o bônus em slots e pescaria</li></ul><p><a href="/m/activity">Ver a promoção</a></p>',
    },
    'promo-fishing': {
      title: 'Semana da Pescaria Frenética: pegue a baleia dourada e ganhe 500×',
      content:
        '<p>A semana inteira a baleia dourada paga <strong>500×</strong> nos jogos de pescaria da Fa Chai e da JILI.</p><ul><li>Prêmios no ranking para os 50 melhores caçadores</li><li>Os prêmios são creditados toda segunda-feira</li></ul><p><a href="/m/gameList?gameType=FISH">Jogar pescaria</a></p>',
    },
    'promo-referral': {
      title: 'Convide amigos e ganhe uma parte do primeiro depósito deles',
      content:
        '<p>Compartilhe seu código de convite: quando um amigo se cadastra e faz um depósito, você recebe <strong>10% do primeiro depósito</strong>.</p><p>Encontre seu código na <a href="/m/member/home">Central do membro</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Bônus de boas-vindas 100%',
      subtitle: 'Dobramos seu primeiro depósito até 5,000',
      cta: 'Resgatar',
    },
    1002: {
      title: 'Semana da Pescaria Frenética',
      subtitle: 'Pegue a baleia dourada e ganhe 500x',
      cta: 'Pescar agora',
    },
    1003: {
      title: 'Loto Vietnã 45s',
      subtitle: 'Um sorteio a cada 45 segundos, resultado na hora',
      cta: 'Apostar',
    },
    1004: { title: 'Foguete Turbo', subtitle: 'Saque antes que o foguete voe para longe', cta: 'Decolar' },
    1005: {
      title: 'Copa Mestres do Pôquer',
      subtitle: 'Mesas semanais com prêmio de 100,000',
      cta: 'Sentar à mesa',
    },
    2001: {
      title: 'Noite do Bacará ao Vivo',
      subtitle: 'Dealers reais e mesas squeeze, 24/7',
      cta: 'Entrar na mesa',
    },
    2002: { title: 'Roleta Relâmpago', subtitle: 'Números da sorte pagam até 500x', cta: 'Girar ao vivo' },
    2003: {
      title: 'AE Sexy Dragon Tiger',
      subtitle: 'Uma carta de cada lado, a maior vence',
      cta: 'Jogar ao vivo',
    },
    3001: { title: 'Esportes', subtitle: 'Todas as partidas, odds ao vivo', cta: 'Apostar' },
    3002: { title: 'Cassino ao vivo', subtitle: 'Bacará, roleta e muito mais', cta: 'Entrar' },
    3003: { title: 'Rinha de galo', subtitle: 'Clássicos transmitidos ao vivo', cta: 'Assistir' },
    3004: { title: 'eSports', subtitle: 'MOBA, tiro e e-futebol', cta: 'Apostar' },
  },
};
