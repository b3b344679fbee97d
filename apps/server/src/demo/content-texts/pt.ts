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
  inbox: {
    welcome: {
      title: 'Boas-vindas ao Lobby Demo',
      content:
        '<p>Boas-vindas! Sua conta está pronta. Explore o <a href="/m/home">salão</a>, experimente um jogo de graça e resgate as ofertas de boas-vindas na <a href="/m/activity">página de promoções</a>.</p>',
    },
    security: {
      title: 'Mantenha sua conta segura',
      content:
        '<p>Nós <strong>nunca</strong> pediremos sua senha ou código de verificação. Se algo parecer estranho, troque sua senha na hora.</p>',
    },
    weekend: {
      title: 'Bônus de fim de semana no ar',
      content:
        '<p>Deposite neste fim de semana e ganhe <strong>20% de bônus</strong> em slots e jogos de pesca.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Bônus de boas-vindas: 10.00 por nossa conta',
      summary: 'Participe e receba 10.00 direto na carteira',
      content:
        '<p>Novo por aqui? Participe desta promoção e o <strong>bônus de boas-vindas de 10.00</strong> é seu na hora.</p><ul><li>Um resgate por membro</li><li>Creditado na sua carteira</li></ul>',
    },
    'weekend-reload': {
      title: 'Recarga de fim de semana: bônus de 25.00',
      summary: 'Conte qual é seu jogo favorito; inscrições aprovadas ganham 25.00',
      content:
        '<p>Participe com um breve comentário dizendo seu jogo favorito. Nossa equipe analisa cada inscrição em até um dia; as aprovadas podem resgatar <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'Cashback de 15.00 no primeiro depósito',
      summary: 'Analisado após seu primeiro depósito e depois pago',
      content:
        '<p>Faça seu primeiro depósito e participe: assim que nossa equipe conferir o depósito, você recebe <strong>15.00</strong> de cashback.</p>',
    },
    'slots-tournament': {
      title: 'Torneio mensal de slots',
      summary: 'Entre na disputa do ranking nos slots da PG e da JILI',
      content:
        '<p>Participe para entrar no torneio mensal de slots. Cada aposta nos slots da PG e da JILI conta no <a href="/m/leaderBoard">ranking</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Festival de giros da sorte',
      summary: 'O festival terminou; obrigado por jogar',
      content: '<p>O festival de giros da sorte terminou. Fique de olho nesta página para o próximo.</p>',
    },
  },
  help: {
    terms: {
      title: 'Termos e condições',
      content:
        '<h3>Termos e condições</h3><p>Ao abrir uma conta, você aceita estes termos.</p><ol><li>Você tem <strong>{age} anos ou mais</strong> e apostas são permitidas onde você joga.</li><li>Você tem apenas uma conta, no seu próprio nome, e não compartilha sua senha.</li><li>Depósitos e saques usam contas no seu nome; podemos verificar sua identidade antes de pagar.</li><li>Os bônus seguem as condições de cada promoção; o abuso anula o bônus e os ganhos obtidos com ele.</li><li>Cada rodada vale pelo resultado do provedor do jogo; uma rodada interrompida é retomada ou reembolsada.</li><li>Podemos encerrar uma conta que descumpra estes termos; o saldo que não for bônus é pago.</li></ol><p>Dúvidas? Fale com o <a href="/m/feedback">atendimento ao cliente</a>.</p>',
    },
    deposits: {
      title: 'Depósitos',
      content:
        '<h3>Como depositar</h3><ol><li>Entre na sua conta e toque em <strong>Depositar</strong> no topo.</li><li>Escolha um meio de pagamento e informe o valor.</li><li>Siga as instruções do meio escolhido; o saldo é atualizado assim que o pagamento é confirmado.</li></ol><h4>Bom saber</h4><ul><li>Depósitos não têm taxa; o mínimo é 10.</li><li>Pague só com uma conta no seu nome; pagamentos de terceiros são devolvidos.</li><li>O pagamento não caiu em 30 minutos? Envie o comprovante ao <a href="/m/feedback">atendimento ao cliente</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Saques',
      content:
        '<h3>Como sacar</h3><ol><li>Toque em <strong>Sacar</strong> no menu lateral.</li><li>Escolha a conta bancária salva no seu perfil e informe o valor.</li><li>Confirme com sua senha de pagamento.</li></ol><h4>Antes do primeiro saque</h4><ul><li>Sua conta é verificada uma única vez: número de celular, nome do titular e um documento de identidade.</li><li>Os depósitos precisam ser apostados pelo menos uma vez antes do saque.</li><li>A maioria dos saques é paga em até 15 minutos; transferências bancárias podem levar até um dia útil.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Jogo responsável',
      content:
        '<h3>Jogue por diversão, não por dinheiro</h3><p>Você precisa ter <strong>{age} anos ou mais</strong> para abrir uma conta, e 21 ou mais onde a lei do seu país fixar essa idade. Verificamos idade e identidade antes do primeiro saque e encerramos contas de menores.</p><h4>Ferramentas que você pode pedir a qualquer momento</h4><ul><li><strong>Limites de depósito</strong> por dia, semana ou mês: um limite menor vale na hora, um maior após 24 horas.</li><li><strong>Lembretes de tempo</strong>: um aviso do seu tempo de jogo a cada 30 ou 60 minutos.</li><li><strong>Pausa</strong>: uma parada de 24 horas a 6 semanas.</li><li><strong>Autoexclusão</strong> por 6 meses, 1 ano ou 5 anos; nesse período a conta não pode ser reaberta e as promoções param na hora.</li></ul><h4>Sinais de alerta</h4><ul><li>Tentar recuperar perdas ou jogar com o dinheiro das contas</li><li>Jogar mais do que o planejado ou esconder isso da família</li></ul><p>Peça ao <a href="/m/feedback">atendimento ao cliente</a> para definir um limite, ou procure ajuda gratuita e sigilosa em <a href="https://www.begambleaware.org">BeGambleAware</a> ou <a href="https://www.gamblersanonymous.org">Jogadores Anônimos</a>.</p>',
    },
    'account-security': {
      title: 'Segurança da conta',
      content:
        '<h3>Mantenha sua conta segura</h3><ul><li>Use uma senha longa que você não usa em nenhum outro lugar; uma frase de várias palavras funciona bem.</li><li><strong>Nunca</strong> pediremos sua senha ou código de verificação por telefone, chat ou e-mail.</li><li>Saia da conta em aparelhos compartilhados e não deixe o navegador lembrar sua senha neles.</li><li>Trocar a senha encerra todas as outras sessões da sua conta.</li></ul><p>Algo estranho? Troque sua senha na hora e avise o <a href="/m/feedback">atendimento ao cliente</a>.</p>',
    },
    bonuses: {
      title: 'Bônus e promoções',
      content:
        '<h3>Como funcionam os bônus</h3><ul><li>Cada promoção mostra o depósito mínimo, o valor do bônus e o <strong>rollover exigido</strong> na <a href="/m/activity">página de promoções</a>.</li><li>Rollover de 10× significa apostas de dez vezes o valor do bônus antes de poder sacar.</li><li>Slots e pescaria contam 100%; cassino ao vivo e esportes contam 10%.</li><li>Um bônus por vez; um novo começa quando o anterior é concluído ou cancelado.</li></ul>',
    },
    contact: {
      title: 'Fale conosco',
      content:
        '<h3>Estamos aqui 24 horas</h3><ul><li><strong>Chat ao vivo</strong>: o botão de chat no canto inferior direito da página inicial.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Sugestões</strong>: envie uma mensagem com capturas de tela pela <a href="/m/feedback">página de sugestões</a>.</li></ul><p>Tenha seu nome de usuário em mãos; nunca precisamos da sua senha.</p>',
    },
  },
};
